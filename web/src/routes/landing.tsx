import { ArrowRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button } from "../components/ui/button";
import { loginHref } from "../features/auth/login-href";
import { navTexts, shellTexts } from "../features/shell/texts";
import { paths } from "../paths";

/** The signed-out landing page. Its full content (features, plans) comes with its own issue. */
export default function LandingScreen() {
  // Shown at any non-public path while signed out: signing in comes back to that path.
  const location = useLocation();
  return (
    <section className="relative isolate flex flex-1 items-center overflow-hidden bg-navy-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(13,148,136,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(69,107,159,0.35),transparent_50%)]"
      />
      <div className="mx-auto w-full max-w-6xl px-4 py-20 sm:px-6 sm:py-28">
        <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{shellTexts.productName}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-6xl">{shellTexts.tagline}</h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-navy-100">
          Upload a contract and read it in plain language: risk scoring, clause-by-clause explanations and negotiation
          advice. Or create a new contract with a conversational AI agent.
        </p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-teal-500 text-navy-950 hover:bg-teal-400">
            <Link to={paths.signUp}>
              {navTexts.getStartedFree}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary" className="bg-white/10 text-white ring-white/30 hover:bg-white/20">
            <a href={loginHref(location.pathname, location.search)}>{navTexts.login}</a>
          </Button>
        </div>
      </div>
    </section>
  );
}
