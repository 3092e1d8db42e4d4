/** Every text of the Settings screen, so the screen and its tests use the same strings. */
export const settingsTexts = {
  title: "Settings",
  intro: "Your profile, password, reading preferences, privacy choices and your data.",
  loadFailed: "We could not load your settings.",
  retry: "Try again",

  profileTitle: "Profile",
  profileIntro: "How we address you. Your email address is how you sign in.",
  emailLabel: "Email address",
  memberSince: (day: string) => `Member since ${day}`,
  nameLabel: "Your name",
  nameHint: "Optional. Used to greet you and to pre-fill requests such as an attorney consultation.",

  preferencesTitle: "Analysis preferences",
  preferencesIntro: "The defaults for new uploads. You can still change them for each contract.",
  jurisdictionLabel: "Default jurisdiction",
  jurisdictionAuto: "Detect from the contract",
  sideLabel: "The side you are usually on",
  sideAuto: "Neutral (no side)",
  readingLabel: "Explanations",
  readingPlain: "Plain language first",
  readingPlainHint: "Short, everyday explanations; the clause wording stays folded away until you open it.",
  readingDetailed: "Plain language with the legal detail",
  readingDetailedHint:
    "Also opens the clause-by-clause breakdown of the most serious findings with the contract's own words.",
  save: "Save changes",
  saving: "Saving…",
  saved: "Settings saved",
  savedDescription: "Your preferences apply to your next upload.",
  saveFailed: "Your settings were not saved",

  passwordTitle: "Password",
  passwordIntro: "After a change, every other device signed in to your account is signed out.",
  passwordSso: "You sign in through single sign-on, so there is no password to change here.",
  currentPasswordLabel: "Current password",
  newPasswordLabel: "New password",
  newPasswordHint: "At least 10 characters, mixing letters with a number or symbol.",
  confirmPasswordLabel: "Confirm new password",
  passwordsDiffer: "The two new passwords do not match.",
  changePassword: "Change password",
  changingPassword: "Changing…",
  passwordChanged: "Password changed",
  passwordChangedDescription: (others: number) =>
    others === 0
      ? "Use your new password next time you sign in."
      : `${others === 1 ? "One other device was" : `${others} other devices were`} signed out.`,

  dataTitle: "Download my data",
  dataIntro:
    "A copy of everything we hold about you (your right of access under POPIA): your profile, contracts with their text and the files you uploaded, analyses, drafts and conversations, payments and invoices, usage, consent records and feedback — as one ZIP file.",
  download: "Download my data",
  downloading: "Preparing your download…",
  downloaded: "Your data is downloading",
  downloadFailed: "The download could not be prepared",

  deleteTitle: "Delete my account",
  deleteIntro:
    "Deletes your account and everything in it at once: contracts and their files, analyses, drafts, conversations, payment records, consent records and feedback. A subscription that renews by itself is cancelled first. This cannot be undone.",
  deleteButton: "Delete my account",
  deleteDialogTitle: "Delete your account?",
  deleteDialogText: (email: string) =>
    `Everything in the account ${email} will be deleted and you will be signed out. Download your data first if you want a copy.`,
  deleteConfirmLabel: (email: string) => `Type ${email} or DELETE to confirm`,
  deleteConfirmMismatch: "Type your email address or DELETE exactly.",
  keepAccount: "Keep my account",
  confirmDelete: "Delete everything",
  deleting: "Deleting…",
  deleteFailed: "Your account was not deleted",
  deletedToast: "Your account was deleted",
  deletedDescription: "Everything in it has been removed. Thank you for using ContractClarity.",
} as const;
