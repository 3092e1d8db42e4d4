import { Route, Routes } from "react-router";
import type { AuthUser } from "../../common/api/auth";
import { type RouteEntry, routeTable } from "./route-table";
import { LandingScreen, NotFoundScreen, screens } from "./screens";

/** SPEC §2: signed out, a route that is not public shows the landing page. */
function RouteScreen({ entry, signedIn }: { entry: RouteEntry; signedIn: boolean }) {
  if (entry.access === "signed-in" && !signedIn) return <LandingScreen />;
  const Screen = screens[entry.screen];
  return <Screen />;
}

/** The route table rendered for the current user: unknown paths are the 404 screen signed in, the landing page signed out. */
export function AppRoutes({ user }: { user: AuthUser | null }) {
  const signedIn = user !== null;
  return (
    <Routes>
      {routeTable.map((entry) => (
        <Route key={entry.path} path={entry.path} element={<RouteScreen entry={entry} signedIn={signedIn} />} />
      ))}
      <Route path="*" element={signedIn ? <NotFoundScreen /> : <LandingScreen />} />
    </Routes>
  );
}
