import { company } from "../company";
import { POLICIES_LAST_UPDATED, type PolicyDocument } from "./policy-document";

/**
 * The Cookie Policy: every cookie and browser-storage item the product really uses. The server's session
 * cookie, the OIDC cookie and the storage keys are named as the code names them.
 */
export function cookiePolicy(): PolicyDocument {
  return {
    title: "Cookie Policy",
    lastUpdated: POLICIES_LAST_UPDATED,
    summary: `${company.name} uses one sign-in cookie and a few items of browser storage that the product needs to work. No analytics, advertising or third-party tracking cookies are in use.`,
    sections: [
      {
        id: "what",
        heading: "1. Cookies and browser storage",
        blocks: [
          "A cookie is a small piece of text your browser keeps for a website and sends back with each request. Browser storage (local storage and session storage) is similar but stays in your browser and is not sent to us.",
        ],
      },
      {
        id: "necessary",
        heading: "2. What we use",
        blocks: [
          "All of these are necessary: they keep you signed in, keep the service secure, and remember choices you made. They are always on.",
          {
            table: {
              head: ["Name", "Kind", "Purpose", "Lasts"],
              rows: [
                [
                  "cc_session (__Host-cc_session over HTTPS)",
                  "Cookie, httpOnly",
                  "Keeps you signed in; holds a random token whose hash is stored with your session on our server",
                  "7 days, extended while you use the service; deleted when you sign out",
                ],
                [
                  "cc_oidc",
                  "Cookie, httpOnly",
                  "Only with single sign-on: links the sign-in provider's answer to your sign-in attempt",
                  "10 minutes",
                ],
                [
                  "contractclarity.session-id",
                  "Session storage",
                  "A random number that counts free analyses for visitors without an account",
                  "Until you close the tab",
                ],
                [
                  "contractclarity.selected-plan",
                  "Session storage",
                  "The plan you chose before signing in, to continue to payment",
                  "Until you close the tab",
                ],
                [
                  "contractclarity.termsAcceptance, contractclarity.privacyConsent, contractclarity.cookieConsent, contractclarity.consentOwner",
                  "Local storage",
                  "Your answers to the terms, privacy and cookie questions, so we do not ask again",
                  "Until you change them or clear your browser's data",
                ],
                [
                  "contractclarity.recentContract",
                  "Local storage",
                  "The analysis you last viewed, to offer a way back to it",
                  "Offered for 30 minutes",
                ],
                [
                  "contractclarity.beta-welcome-dismissed",
                  "Local storage",
                  "That you closed the beta welcome card",
                  "Until you clear your browser's data",
                ],
              ],
            },
          },
        ],
      },
      {
        id: "optional",
        heading: "3. Optional kinds, and your choice",
        blocks: [
          "The cookie banner and Settings let you allow or refuse three optional kinds: functional (extra conveniences), analytics (measuring how pages are used) and marketing (measuring campaigns). None of them is in use today. If we add any, it will run only when you have allowed its kind, and this policy will list it first.",
          "Reject All keeps only the necessary items above. You can change your choice at any time in Settings, or by clearing this site's data in your browser, which brings the banner back.",
        ],
      },
      {
        id: "contact",
        heading: "4. Questions",
        blocks: [`Write to ${company.privacyEmail} with any question about cookies or your personal information.`],
      },
    ],
  };
}
