/** The shell's texts. Quoted texts of the spec are copied exactly (SPEC §2, §4, §8). */
export const shellTexts = {
  productName: "ContractClarity",
  tagline: "The contract clarity solution",
  notFound: "404 Page Not Found",
  notFoundHint: "The page you are looking for does not exist or has moved.",
  goHome: "Go Home",
  errorTitle: "Something went wrong",
  errorText: "We encountered an unexpected error. Our team has been notified and is working on a fix.",
  refreshPage: "Refresh Page",
  offlineBanner: "You're offline. Some features may not work properly.",
  connectionLost: "Connection lost",
  backOnline: "Back online",
  loading: "Loading…",
  skipToContent: "Skip to main content",
  signedInAs: (email: string) => `Signed in as: ${email}`,
  openMenu: "Open menu",
  closeMenu: "Close menu",
  mainNavigation: "Main",
  footerNavigation: "Footer",
  copyright: (year: number) => `© ${year} ContractClarity`,
} as const;

/** Navigation labels (SPEC §2 "Navigation bar"). */
export const navTexts = {
  home: "Home",
  analyze: "Analyze",
  uploadContract: "Upload Contract",
  analysisResults: "Analysis Results",
  create: "Create",
  aiContractAgent: "AI Contract Agent",
  templates: "Templates",
  formBuilder: "Form builder",
  history: "History",
  account: "Account",
  subscription: "Subscription",
  settings: "Settings",
  help: "Help",
  about: "About",
  helpCenter: "Help Center",
  contact: "Contact",
  admin: "Admin",
  dashboard: "Dashboard",
  emailConfig: "Email Config",
  login: "Sign In",
  logout: "Sign Out",
  pricing: "Pricing",
  getStartedFree: "Get Started Free",
} as const;

/** Footer links (SPEC §2 "Footer links"). */
export const footerTexts = {
  about: "About",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  contactUs: "Contact Us",
  helpCenter: "Help Center",
  cookiePolicy: "Cookie Policy",
} as const;

/** The window event the Home page listens to, to scroll to its analyze section (SPEC §2). */
export const SCROLL_TO_ANALYZE_EVENT = "scroll-to-analyze";
export const ANALYZE_SECTION_ID = "analyze";
