/** Texts of the sign-in and sign-up screens. */
export const authTexts = {
  signInTitle: "Sign in to ContractClarity",
  signInIntro: "Welcome back. Sign in to review and create contracts.",
  signInSubmit: "Sign In",
  signingIn: "Signing in…",
  noAccount: "New to ContractClarity?",
  createAccountLink: "Create a free account",
  signUpTitle: "Create your account",
  signUpIntro: "Start reviewing contracts in plain language. Free to begin.",
  signUpSubmit: "Create Account",
  signingUp: "Creating your account…",
  haveAccount: "Already have an account?",
  signInLink: "Sign in",
  email: "Email",
  password: "Password",
  passwordHint: "At least 10 characters, mixing letters with a number or symbol.",
  showPassword: "Show password",
  hidePassword: "Hide password",
  genericError: "We could not complete that. Please try again.",
  or: "or",
  singleSignOn: "Continue with single sign-on",
  notLegalAdvice: "ContractClarity is not legal advice. You must be 18 or older to use it.",
} as const;

/** The auth-in-progress overlay and the landing page's notice (SPEC §2, §4 "Sign-in overlay"). */
export const authOverlayTexts = {
  title: "Signing you in…",
  text: "This can take a few seconds, and the sign-in screen may appear twice. Please wait.",
  stuck: "Stuck? Start again",
  notice:
    "Signing in: the sign-in screen may appear twice. Please wait for it to finish — you will come back here signed in.",
} as const;
