import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { toast } from "../features/toast/api/toast-store";
import { routeTable } from "../route-table";

export const testPageTexts = {
  title: "Test page",
  intro:
    "A developer aid, hidden from navigation: every route of the app, and tools for checking error handling and notices.",
  throwError: "Throw a test error",
  thrownMessage: "Test error thrown on purpose from the test page.",
  showNotice: "Show a test notice",
  showErrorNotice: "Show a test error notice",
  noticeTitle: "Test notice",
  errorNoticeTitle: "Test error notice",
  routesHeading: "Every route",
  routesIntro: "Each route of the route table. Routes with a parameter need a real id and are listed without a link.",
  publicBadge: "public",
  signedInBadge: "signed in",
  needsId: "needs an id",
  toolsHeading: "Error handling and notices",
} as const;

/** The link for a route, or null when it needs an id; an optional parameter is left out. */
export function linkForRoute(path: string): string | null {
  const withoutOptional = path.replace(/\/:[^/]+\?$/, "");
  return withoutOptional.includes(":") ? null : withoutOptional || "/";
}

/** Throws while rendering, so the error boundary catches it the way it would catch a real bug. */
function Thrower(): never {
  throw new Error(testPageTexts.thrownMessage);
}

export default function TestRoutesScreen() {
  const [shouldThrow, setShouldThrow] = useState(false);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-navy-900">{testPageTexts.title}</h1>
      <p className="mt-2 text-navy-600">{testPageTexts.intro}</p>
      <h2 className="mt-8 text-lg font-semibold text-navy-900">{testPageTexts.toolsHeading}</h2>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="dark" onClick={() => setShouldThrow(true)}>
          {testPageTexts.throwError}
        </Button>
        <Button variant="secondary" onClick={() => toast({ type: "info", title: testPageTexts.noticeTitle })}>
          {testPageTexts.showNotice}
        </Button>
        <Button variant="secondary" onClick={() => toast({ type: "error", title: testPageTexts.errorNoticeTitle })}>
          {testPageTexts.showErrorNotice}
        </Button>
      </div>
      <section aria-labelledby="test-routes-heading" className="mt-10">
        <h2 id="test-routes-heading" className="text-lg font-semibold text-navy-900">
          {testPageTexts.routesHeading}
        </h2>
        <p className="mt-1 text-sm text-navy-600">{testPageTexts.routesIntro}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {routeTable.map((route) => {
            const href = linkForRoute(route.path);
            return (
              <li
                key={route.path}
                className="flex items-center justify-between gap-3 rounded-xl border border-navy-100 bg-white px-4 py-3 text-sm shadow-sm"
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-navy-900">{route.name}</span>
                  {href ? (
                    <Link
                      to={href}
                      className="font-mono text-xs break-all text-teal-800 underline-offset-2 hover:underline"
                    >
                      {route.path}
                    </Link>
                  ) : (
                    <span className="font-mono text-xs break-all text-navy-600">
                      {route.path} <span className="font-sans text-navy-500">({testPageTexts.needsId})</span>
                    </span>
                  )}
                </span>
                <span className="shrink-0 rounded-full bg-navy-50 px-2 py-0.5 text-xs font-medium text-navy-700">
                  {route.access === "public" ? testPageTexts.publicBadge : testPageTexts.signedInBadge}
                </span>
              </li>
            );
          })}
        </ul>
      </section>
      {shouldThrow && <Thrower />}
    </div>
  );
}
