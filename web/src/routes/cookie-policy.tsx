import { PolicyPage } from "../features/legal/components/policy-page";
import { cookiePolicy } from "../features/legal/content/cookie-policy";

/** /cookie-policy — every cookie and storage item the product uses, and the optional kinds the banner asks about. */
export default function CookiePolicyScreen() {
  return <PolicyPage document={cookiePolicy()} />;
}
