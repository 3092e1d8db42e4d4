/** Texts of the signed-out landing page (SPEC §2 "Landing page"). Claims stay within what the product does (DESIGN). */
export const landingTexts = {
  heroText:
    "Upload a contract and read it in plain language: a risk score, clause-by-clause explanations and what to negotiate, checked against South African law. Or create a new contract with our AI agent, a form or a template.",
  startHere: "Start Here",
  inEveryAnalysis: "In every analysis",
  analysisParts: [
    "An overall risk score from 0 to 100, in plain words",
    "Key terms: parties, dates, rand amounts, notice periods",
    "Findings from the most serious down, with what to ask for",
    "Suggested wording you can copy into your reply",
    "Every clause explained, with the law it rests on",
  ],
  noticeTitle: "About signing in",
  featuresHeading: "Everything around your contract, in one place",
  featuresIntro: "Built for South African tenants, employees, freelancers, small businesses and landlords.",
  features: [
    {
      id: "analysis",
      title: "Contract analysis",
      text: "Upload a PDF, Word or text file, or a photo of the pages. You get an overall risk score, a plain summary, key terms and dates, and every clause explained — with what to ask for and suggested wording.",
    },
    {
      id: "generation",
      title: "Contract creation",
      text: "Draft a lease, employment contract, NDA or service agreement by talking to the AI contract agent, filling in a form, or starting from a template. Review each change, then export to Word or PDF.",
    },
    {
      id: "security",
      title: "Private and secure",
      text: "Files and their text are encrypted in transit and at rest, visible only to your account, and deleted automatically after the retention period. You decide what to share, and can stop sharing at any time.",
    },
  ],
  tryHeading: "Try it free — no account needed",
  tryIntro:
    "Analyse one contract in this browser session without signing up. The result shows right here; create a free account to keep it in your History.",
  loadingUpload: "Loading the upload area…",
  plansHeading: "Plans in rand",
  plansIntro: "Start free. Upgrade when you need more analyses and contract generations. Prices include VAT.",
  plansLoading: "Loading plans…",
  plansFailed: "We could not load the plans.",
  retry: "Try again",
  seeAllPlans: "Compare plans in detail",
  choosePlan: (planName: string) => `Choose ${planName}`,
  startFree: "Start free",
  ctaHeading: "Read your next contract with confidence",
  ctaText:
    "Create a free account to keep your analyses, draft contracts with the AI agent and share results with a link.",
  seePricing: "See pricing",
  notLegalAdvice: "ContractClarity is not legal advice. For advice on your situation, speak to an attorney.",
} as const;

/** The landing page's analyze section (the hero's Start Here scrolls to it). */
export const TRY_IT_SECTION_ID = "try-it";
