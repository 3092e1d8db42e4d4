/** Texts of the signed-in home page (SPEC §2 "Home"). */
export const homeTexts = {
  heroTitle: "Understand every contract before you sign",
  heroText:
    "Analyse a contract for its risks and what to negotiate, or create a new one with the AI agent, a form or a template.",
  getStarted: "Get Started",
  learnMore: "Learn More",
  analyzeCardTitle: "Analyze & Understand",
  analyzeCardText:
    "Upload a contract and get its risk score, key terms, a clause-by-clause explanation and what to ask for.",
  startAnalysis: "Start Analysis",
  createCardTitle: "AI Contract Creation",
  createCardText:
    "Tell the AI contract agent what you need. It asks the right questions and drafts the contract with you.",
  startCreating: "Start Creating",
  tabsLabel: "What would you like to do?",
  tabs: { explore: "Explore", analyze: "Analyze", create: "Create" },
  exploreHeading: "How it works",
  exploreSteps: [
    { title: "Upload", text: "A PDF, Word or text file, or a photo of the pages. We read it in seconds." },
    {
      title: "Understand",
      text: "See the overall risk, the key dates and amounts, and each clause in plain language.",
    },
    { title: "Act", text: "Copy suggested wording, export a negotiation pack, or share the analysis with a link." },
  ],
  exploreAnalyze: "Analyze a contract",
  createHeading: "Create a contract",
  createOptions: {
    agent: {
      title: "AI Contract Agent",
      text: "A conversation that drafts the contract with you, clause by clause.",
      action: "Open the agent",
    },
    templates: {
      title: "Templates",
      text: "Start from a ready-made South African lease, employment contract, NDA and more.",
      action: "Browse templates",
    },
    builder: {
      title: "Form builder",
      text: "Fill in a short form and get a complete contract to review and export.",
      action: "Open the builder",
    },
  },
} as const;

/** The home page's tabs (SPEC §2: explore, analyze, create). */
export const homeTabs = ["explore", "analyze", "create"] as const;
export type HomeTab = (typeof homeTabs)[number];
