/** The consent screens' texts. Quoted texts of the spec are copied exactly (SPEC §2, §4, §5). */
export const termsModalTexts = {
  title: "Terms and Conditions Required",
  intro: "Before you use ContractClarity, please read and accept the following. Each document opens in a new tab.",
  termsOfService: "I have read and accept the",
  termsOfServiceLink: "Terms of Service",
  privacyPolicy: "I have read and accept the",
  privacyPolicyLink: "Privacy Policy",
  dataProcessing: "Data Processing Consent:",
  dataProcessingText:
    "I consent to ContractClarity processing the contracts I upload, and the personal information in them, to analyse them and create documents for me.",
  notLegalAdvice: "ContractClarity gives information, not legal advice. You must be 18 or older to use it.",
  continueDisabled: "Please Accept All Terms Above",
  continueEnabled: "Continue to the product",
  decline: "Decline and sign out",
  version: (version: string) => `Terms version ${version}`,
} as const;

export const privacyModalTexts = {
  title: "Privacy & Data Processing Consent",
  intro:
    "We process personal information under the Protection of Personal Information Act (POPIA). Tell us what you agree to.",
  required: "Required",
  optional: "Optional",
  contractProcessing: "Contract processing",
  contractProcessingText:
    "Read and analyse the contracts I upload, and the personal information in them, to give me the review I ask for.",
  contractProcessingGiven: "Given with the terms you just accepted (Data Processing Consent).",
  dataRetention: "Data storage",
  dataRetentionText: (days: number | null) =>
    days === null
      ? "Store my uploaded files and their extracted text, encrypted, for the retention period in the Privacy Policy, then delete them automatically. My analyses stay in my history until I delete them or my account."
      : `Store my uploaded files and their extracted text, encrypted, for ${days} days after upload, then delete them automatically. My analyses stay in my history until I delete them or my account.`,
  marketingCommunications: "Marketing e-mails",
  marketingCommunicationsText:
    "Send me occasional e-mails about new features and offers. I can unsubscribe at any time.",
  analyticsTracking: "Usage analytics",
  analyticsTrackingText: "Measure how I use the product, without my contracts' content, to improve it.",
  accept: "Accept & Continue",
  acceptDisabledHint: "Tick the required box to continue.",
  signOut: "Sign out instead",
  policyLink: "Read the Privacy Policy",
} as const;

export const cookieBannerTexts = {
  title: "Cookies and local storage",
  text: "We use only what the product needs to work: your sign-in session and the choices you make. Optional functional, analytics and marketing cookies would run only with your permission.",
  policyLink: "Cookie Policy",
  acceptAll: "Accept All",
  rejectAll: "Reject All",
  customize: "Customize",
  close: "Close the cookie banner without choosing",
  dialogTitle: "Customize preferences",
  dialogIntro:
    "Choose which kinds of cookies and storage we may use. Necessary ones are always on because the product cannot work without them.",
  savePreferences: "Save Preferences",
  cancel: "Cancel",
  saved: "Cookie preferences saved",
} as const;

export const cookieCategoryTexts = {
  necessary: {
    label: "Necessary",
    text: "Your sign-in session, security checks and the choices you make here. Always on.",
  },
  functional: { label: "Functional", text: "Extra conveniences beyond the essentials. None are in use today." },
  analytics: {
    label: "Analytics",
    text: "Measuring how pages are used, never your contracts' content. None are in use today.",
  },
  marketing: { label: "Marketing", text: "Measuring whether our campaigns reach people. None are in use today." },
} as const;

export const consentPreferencesTexts = {
  title: "Consent and privacy choices",
  intro:
    "What you agreed to, and when. Changes take effect at once and, while you are signed in, are recorded on our server with the time you made them.",
  termsHeading: "Terms of Service",
  termsAccepted: (date: string, version: string) => `Accepted on ${date} (version ${version}).`,
  termsNotAccepted: "Not accepted in this browser yet.",
  readTerms: "Read the Terms of Service",
  privacyHeading: "Privacy consent",
  privacyGiven: (date: string) => `Given on ${date}.`,
  privacyNotGiven: "Not given in this browser yet.",
  requiredNote:
    "Contract processing and data storage are needed to use the product. To withdraw them, delete your account in Settings: everything is then removed.",
  cookiesHeading: "Cookies",
  cookiesChosen: (date: string) => `Last chosen on ${date}.`,
  cookiesNotChosen: "Not chosen yet: only necessary cookies are used.",
  save: "Save choices",
  saved: "Your consent choices were saved",
} as const;

export const consentTexts = {
  checkingTerms: "Checking your terms status…",
  syncFailed: "Could not sync consent choices with the server",
} as const;
