import { PolicyPage } from "../features/legal/components/policy-page";
import { PolicySkeleton } from "../features/legal/components/policy-skeleton";
import { usePolicyFacts } from "../features/legal/components/use-policy-facts";
import { privacyPolicy } from "../features/legal/content/privacy-policy";

/** /privacy and /privacy-policy — the POPIA privacy policy, quoting the configured retention period and AI provider. */
export default function PrivacyScreen() {
  const facts = usePolicyFacts();
  if (facts === undefined) return <PolicySkeleton title="Privacy Policy" />;
  return <PolicyPage document={privacyPolicy(facts)} />;
}
