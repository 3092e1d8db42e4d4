import { company, informationRegulator } from "../company";
import { POLICIES_LAST_UPDATED, type PolicyDocument, type PolicyFacts, retentionPhrase } from "./policy-document";

function modelProviderText(facts: PolicyFacts): string {
  if (!facts) return "This deployment's current setting is shown here once the page has loaded it.";
  if (facts.aiProvider === "local") {
    return "Current setting: the built-in engine. Your contracts are analysed on our own server and are not sent to any AI provider.";
  }
  if (facts.aiProvider === "openai") {
    return "Current setting: OpenAI. The text of your contracts and your messages to the contract agent are sent to OpenAI, in the United States, to be analysed. This is a cross-border transfer (see section 8).";
  }
  return "Current setting: a hosted model server chosen by the operator. The text of your contracts and your messages to the contract agent are sent to that server, which may be outside South Africa (see section 8).";
}

/** The Privacy Policy, written for ContractClarity under the Protection of Personal Information Act 4 of 2013 (POPIA). */
export function privacyPolicy(facts: PolicyFacts): PolicyDocument {
  const retention = retentionPhrase(facts);
  return {
    title: "Privacy Policy",
    lastUpdated: POLICIES_LAST_UPDATED,
    summary: `We use your information to review and create contracts for you, and for nothing you have not agreed to. Uploaded files and their extracted text are deleted automatically ${retention}. You can see, download, correct or delete your information at any time.`,
    sections: [
      {
        id: "responsible-party",
        heading: "1. Who is responsible for your information",
        blocks: [
          `${company.name} is operated from ${company.country} and is the responsible party for the personal information processed through this website and app, as defined in the Protection of Personal Information Act 4 of 2013 (POPIA).`,
          `Our Information Officer handles every privacy question and request. Contact the Information Officer at ${company.privacyEmail}.`,
        ],
      },
      {
        id: "what-we-collect",
        heading: "2. What we collect",
        blocks: [
          {
            list: [
              "Account details: your e-mail address and a scrypt hash of your password (we never store the password itself). If you sign in through single sign-on, the identifier that provider gives us.",
              "Contracts you upload and what we derive from them: the file, its extracted text, the clause outline, and the analysis. Contracts often contain personal information about you and about other people (the other party, tenants, employees); you may upload it only if you are allowed to share it for this purpose.",
              "What you create with the contract agent, the builder and templates: your messages, the answers you give, and the drafts.",
              "Plan and payment records: your plan, the amounts paid, invoices and the payment provider's reference. Card and bank details are entered on the payment provider's page; we never see or store them.",
              "Usage counts (how many analyses and contracts you used this month) and, for visitors without an account, a random session number kept in the browser tab.",
              "Your consent choices (terms, privacy and cookie choices) with the time you made them and your browser's name, so we can show what you agreed to and when.",
              "Security and operations data: your IP address for rate limiting and fraud prevention, and request logs that do not contain your contracts.",
              "Anything you send us: feedback, support e-mails, and attorney consultation requests.",
            ],
          },
        ],
      },
      {
        id: "why",
        heading: "3. Why we use it, and on what basis",
        blocks: [
          {
            list: [
              "To provide the service you signed up for: reading, analysing and explaining your contracts, drafting new ones, exporting them (POPIA section 11(1)(b): needed to perform our agreement with you, and your consent).",
              "To run your account, plan, payments and invoices (performance of the agreement and our legal obligations, including tax records).",
              "To keep the service secure and prevent abuse (our legitimate interest in protecting you and the service).",
              "To send you product news, only if you ticked the optional marketing box (POPIA section 69). You can withdraw that consent at any time in Settings or through the unsubscribe link.",
              "To measure how the product is used, only if you allowed analytics. No analytics or advertising trackers are in use today; if we add any, they will run only with that consent.",
            ],
          },
          "We do not sell your personal information and we do not use your contracts to train AI models.",
        ],
      },
      {
        id: "how-contracts-are-processed",
        heading: "4. How your contracts are processed",
        blocks: [
          "By default, contracts are analysed by ContractClarity's built-in engine, which runs on our own server. The operator may instead configure a hosted AI model (OpenAI, or another provider's model server) for analysis and the contract agent.",
          modelProviderText(facts),
          "Automated analysis can be wrong or incomplete. It does not make decisions about you that have legal effect; you decide what to do with it (POPIA section 71).",
        ],
      },
      {
        id: "security",
        heading: "5. How we protect it",
        blocks: [
          {
            list: [
              "Encryption in transit (HTTPS/TLS) between your browser and our server.",
              "Encryption at rest with AES-256-GCM for uploaded files, extracted contract text, contract-agent conversations and drafts. Our server holds the key and decrypts them when it analyses them or shows them to you, so they are protected on disk and on the network, but not hidden from the service itself.",
              "Passwords stored only as scrypt hashes; sign-in sessions kept on the server in secure, httpOnly cookies; repeated failed sign-ins are slowed down.",
              "Each account sees only its own contracts and analyses; administrator functions are checked on the server.",
            ],
          },
          "These are reasonable technical and organisational measures under POPIA section 19. No system is perfectly secure; we review our measures as risks change.",
        ],
      },
      {
        id: "retention",
        heading: "6. How long we keep it",
        blocks: [
          `Uploaded files and their extracted text are deleted automatically ${retention}. The record that the contract existed (its name, size and dates) and its analysis stay in your history until you delete them, so you can see what was deleted and when.`,
          "You can delete any contract at once, and delete your whole account in Settings: your account and everything stored with it (contracts, analyses, drafts, conversations, consent records) are then removed.",
          "We keep other information only as long as we need it for the purposes in section 3, or as long as the law requires.",
        ],
      },
      {
        id: "sharing",
        heading: "7. Who we share it with",
        blocks: [
          "We share personal information only with operators who process it for us under a written agreement (POPIA section 21), and only what they need:",
          {
            list: [
              "Payment providers (PayFast, Yoco or PayPal), when you pay: your plan, the amount and your e-mail address.",
              "A hosted AI provider, only when the operator configured one (section 4).",
              "An e-mail delivery service, when we send you e-mail.",
              "Authorities, when the law requires it.",
            ],
          },
        ],
      },
      {
        id: "cross-border",
        heading: "8. Transfers outside South Africa",
        blocks: [
          "Your information is stored on the server where this service is hosted. It leaves South Africa only when an operator in section 7 is outside the country — for example PayPal, or OpenAI when it is the configured AI provider, both in the United States.",
          "We transfer information across the border only as POPIA section 72 allows: to recipients bound by law, binding corporate rules or an agreement giving protection substantially similar to POPIA, or where the transfer is needed to perform our agreement with you or you have consented to it.",
        ],
      },
      {
        id: "your-rights",
        heading: "9. Your rights",
        blocks: [
          "As a data subject under POPIA you may:",
          {
            list: [
              "ask whether we hold information about you and get a copy of it (section 23) — Settings lets you download all your data;",
              "ask us to correct or delete information that is inaccurate, out of date, or that we may no longer keep (section 24) — you can delete contracts and your account yourself;",
              "object to processing based on our legitimate interests, and to direct marketing (section 11(3));",
              "withdraw a consent you gave, at any time, without affecting processing done before;",
              `complain to the ${informationRegulator.name} (${informationRegulator.website}, ${informationRegulator.complaintsEmail}).`,
            ],
          },
          `Send any other request to ${company.privacyEmail}. We answer within 30 days and may ask you to confirm your identity first.`,
        ],
      },
      {
        id: "breaches",
        heading: "10. If something goes wrong",
        blocks: [
          "If we have reasonable grounds to believe that your personal information was accessed or acquired by someone not authorised to do so, we notify the Information Regulator and you as soon as reasonably possible (POPIA section 22), telling you what happened, what it may mean for you, what we are doing about it and what you can do to protect yourself.",
        ],
      },
      {
        id: "age",
        heading: "11. Age",
        blocks: [
          `You must be ${company.minimumAge} or older to use ${company.name}. We do not knowingly process information about children as users of the service.`,
        ],
      },
      {
        id: "cookies",
        heading: "12. Cookies",
        blocks: [
          "The Cookie Policy lists the cookies and browser storage we use and lets you choose which optional kinds are allowed.",
        ],
      },
      {
        id: "changes",
        heading: "13. Changes to this policy",
        blocks: [
          "When this policy changes in a way that matters, we say so in the app and, where the change needs your consent, ask for it again. The date at the top shows the last change.",
        ],
      },
    ],
  };
}
