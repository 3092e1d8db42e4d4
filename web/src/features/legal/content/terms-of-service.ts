import { REFUND_WINDOW_DAYS, VAT_RATE } from "../../../../../common/api/billing";
import { TERMS_VERSION } from "../../../../../common/consent";
import { company } from "../company";
import { POLICIES_LAST_UPDATED, type PolicyDocument, type PolicyFacts, retentionPhrase } from "./policy-document";

/** The Terms of Service under South African law: the Consumer Protection Act, the ECT Act and POPIA. */
export function termsOfService(facts: PolicyFacts): PolicyDocument {
  return {
    title: "Terms of Service",
    lastUpdated: POLICIES_LAST_UPDATED,
    summary: `These terms (version ${TERMS_VERSION}) are the agreement between you and ${company.name}. ${company.name} explains contracts and helps you draft them; it is not a law firm and does not give legal advice.`,
    sections: [
      {
        id: "agreement",
        heading: "1. The agreement",
        blocks: [
          `By creating an account, or by ticking the acceptance box, you agree to these terms (version ${TERMS_VERSION}). If you do not agree, do not use the service.`,
          `You must be ${company.minimumAge} or older and able to enter into a binding agreement. If you use ${company.name} for a business, you confirm that you may bind it.`,
        ],
      },
      {
        id: "not-legal-advice",
        heading: "2. Not legal advice",
        blocks: [
          `${company.name} gives general information about contracts, produced by software. It is not legal advice, it does not create an attorney-client relationship, and it does not replace advice from an admitted attorney who knows your circumstances.`,
          "Analyses and drafts can be wrong or incomplete, and the law changes. Read every result critically, check anything important with a qualified attorney before you sign, rely on or send a document, and do not rely on the service where a mistake could cause serious harm.",
        ],
      },
      {
        id: "service",
        heading: "3. The service",
        blocks: [
          "You can upload contracts (PDF, DOCX, DOC, TXT and photos of pages) for a review with a risk score, plain-language explanations, negotiation advice and a clause-by-clause breakdown, and create contracts with the AI contract agent, the form builder or templates.",
          "The review covers South African law in depth and common issues under the laws of the United States, the United Kingdom, the European Union, Canada and Australia in general terms.",
          "We work to keep the service available and accurate but do not promise that it will be uninterrupted or error-free. We may change or improve features; we tell you in advance about changes that reduce what a paid plan includes.",
        ],
      },
      {
        id: "account",
        heading: "4. Your account",
        blocks: [
          "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens in your account, unless it was caused by our failure to protect it.",
        ],
      },
      {
        id: "plans",
        heading: "5. Plans, prices and payment",
        blocks: [
          `Prices are in South African rand and include VAT at ${Math.round(VAT_RATE * 100)}%. The current plans, their prices and monthly limits are on the Pricing page; the Free plan costs nothing and has monthly limits.`,
          "Paid plans run month by month. Payments are taken by our payment providers (PayFast, Yoco or PayPal); a tax invoice is available in your account for each payment.",
          "You can cancel renewal at any time in Subscription: your plan stays until the end of the month you paid for, then you are on the Free plan. There is no fixed-term contract and no cancellation penalty.",
        ],
      },
      {
        id: "refunds",
        heading: "6. Cooling-off and refunds",
        blocks: [
          `If you subscribe to a paid plan for the first time, you may cancel and ask for a full refund within ${REFUND_WINDOW_DAYS} days of payment, without giving a reason (the cooling-off right of section 44 of the Electronic Communications and Transactions Act 25 of 2002). Ask for it in Subscription or on the Payment Dashboard.`,
          "Refunds are paid back through the provider that took the payment, normally within 5 to 10 business days. Other than that, and your rights under the Consumer Protection Act, payments for a month that has started are not refunded in part.",
        ],
      },
      {
        id: "your-content",
        heading: "7. Your contracts and content",
        blocks: [
          "You keep all rights in what you upload and create. You allow us to store and process it only to provide the service to you, as the Privacy Policy describes.",
          "Upload only documents you are entitled to share for this purpose. Contracts often contain other people's personal information: you are responsible for having a lawful reason to share it with us.",
          `Uploaded files and their extracted text are deleted automatically ${retentionPhrase(facts)}. Export anything you want to keep.`,
        ],
      },
      {
        id: "acceptable-use",
        heading: "8. Acceptable use",
        blocks: [
          {
            list: [
              "Do not use the service to break the law, to deceive or harm anyone, or to draft documents meant to mislead.",
              "Do not try to get around usage limits, access other users' data, overload the service, or probe its security without our written permission.",
              "Do not resell the service or its output as legal advice.",
            ],
          },
          "We may suspend an account that breaks these rules, after telling you why unless the law or an urgent risk prevents it.",
        ],
      },
      {
        id: "consumer-rights",
        heading: "9. Your rights as a consumer",
        blocks: [
          "Nothing in these terms limits the rights you have under the Consumer Protection Act 68 of 2008 or any other law that cannot be excluded. If a term conflicts with such a right, the right wins.",
          "You are entitled to services performed with the care and skill reasonably expected (section 54 of the Consumer Protection Act). If a service you paid for falls short, tell us and we will fix it or refund the affected amount.",
        ],
      },
      {
        id: "liability",
        heading: "10. Limits of our responsibility",
        blocks: [
          "As far as the law allows, we are not responsible for losses that come from relying on an analysis or draft without independent legal advice, or for indirect or consequential losses. Our total responsibility to you for any claim is limited to what you paid us in the 12 months before the claim.",
          "These limits do not apply to loss caused by our gross negligence or wilful misconduct, or where the Consumer Protection Act does not allow them.",
        ],
      },
      {
        id: "ending",
        heading: "11. Ending the agreement",
        blocks: [
          "You may stop at any time and delete your account in Settings; everything stored with it is then removed. We may end the agreement on reasonable notice, or at once for a serious breach of these terms.",
        ],
      },
      {
        id: "changes",
        heading: "12. Changes to these terms",
        blocks: [
          "If we change these terms, we publish the new version with a new version number and ask you to accept it the next time you use the service. Changes do not apply to payments made before them.",
        ],
      },
      {
        id: "law-and-disputes",
        heading: "13. Law and disputes",
        blocks: [
          "These terms are governed by the law of the Republic of South Africa. Please contact us first so we can try to resolve a complaint; you may also approach the National Consumer Commission or a consumer court, or the courts of South Africa.",
        ],
      },
      {
        id: "ect-information",
        heading: "14. Information about us (ECT Act section 43)",
        blocks: [
          {
            table: {
              head: ["Item", "Details"],
              rows: [
                ["Name", company.name],
                ["Operated from", company.country],
                ["Support e-mail", company.supportEmail],
                ["Privacy requests", company.privacyEmail],
                ["Service", "Online contract review and drafting software"],
                [
                  "Prices and payment",
                  "On the Pricing page, in rand including VAT; paid through PayFast, Yoco or PayPal",
                ],
                [
                  "Cancellation and refunds",
                  `Sections 5 and 6 (${REFUND_WINDOW_DAYS}-day cooling-off for first subscriptions)`,
                ],
                ["Privacy", "The Privacy Policy"],
              ],
            },
          },
        ],
      },
    ],
  };
}
