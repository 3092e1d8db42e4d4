import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../components/ui/button";
import { PolicyPage } from "../features/legal/components/policy-page";
import { PolicySkeleton } from "../features/legal/components/policy-skeleton";
import { usePolicyFacts } from "../features/legal/components/use-policy-facts";
import { termsOfService } from "../features/legal/content/terms-of-service";
import { legalTexts } from "../features/legal/texts";
import { paths } from "../paths";

/** /terms and /terms-of-service — the terms, with the accept checkbox that enables 'Accept and Continue' (to /), SPEC §2, §5. */
export default function TermsScreen() {
  const facts = usePolicyFacts();
  const navigate = useNavigate();
  const [accepted, setAccepted] = useState(false);
  if (facts === undefined) return <PolicySkeleton title="Terms of Service" />;
  return (
    <PolicyPage document={termsOfService(facts)}>
      <section
        aria-labelledby="accept-terms-heading"
        className="grid gap-4 rounded-xl border border-teal-200 bg-teal-50/60 p-5"
      >
        <h2 id="accept-terms-heading" className="text-lg font-semibold text-navy-900">
          {legalTexts.acceptHeading}
        </h2>
        <div className="flex items-start gap-3">
          <input
            id="accept-terms"
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 cursor-pointer accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
          />
          <label htmlFor="accept-terms" className="cursor-pointer text-sm font-medium text-navy-900">
            {legalTexts.acceptCheckbox}
          </label>
        </div>
        <div>
          <Button disabled={!accepted} onClick={() => navigate(paths.home)}>
            {legalTexts.acceptAndContinue}
          </Button>
        </div>
      </section>
    </PolicyPage>
  );
}
