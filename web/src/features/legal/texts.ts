/** Texts of the policy pages' frame (the policies' own wording is in content/). */
export const legalTexts = {
  eyebrow: "Legal",
  lastUpdated: (date: string) => `Last updated ${date}`,
  contents: "On this page",
  tableRegion: (columns: string) => `Table: ${columns}`,
  acceptCheckbox: "I have read and accept these Terms of Service",
  acceptAndContinue: "Accept and Continue",
  acceptHeading: "Accept the terms",
} as const;
