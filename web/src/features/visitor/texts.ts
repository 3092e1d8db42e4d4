/** Texts of the landing page's analysis for signed-out visitors (DESIGN "visitors"). */
export const visitorTexts = {
  limitTitle: "Free analysis used",
  sharedNetworkTitle: "Free analyses on your network are used up today",
  signUpLink: "Create a free account",
  resultHeading: "Your free analysis",
  keepTitle: "Keep this analysis",
  keepText:
    "Create a free account in this browser session and this analysis moves into your History. Otherwise it is deleted after 24 hours.",
  signUp: "Sign up free",
  signIn: "I have an account",
  analyzeAnother: "Analyse another contract",
  loadFailed: "We could not load your analysis.",
  tryAgain: "Try again",
  claimedTitle: "Analysis saved",
  claimedText: (count: number) =>
    count === 1
      ? "The contract you analysed before signing in is now in your History."
      : `The ${count} contracts you analysed before signing in are now in your History.`,
} as const;
