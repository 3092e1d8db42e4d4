/** The About page's texts: mission, features, technology and its own short FAQ (SPEC §2 "About"). */
export const aboutTexts = {
  eyebrow: "The contract clarity solution",
  title: "About ContractClarity",
  intro:
    "ContractClarity helps South Africans understand the contracts they sign and write the ones they need — in plain language, in minutes, at a price that makes sense for individuals and small businesses.",
  tabsLabel: "About ContractClarity",
  tabs: { mission: "Our mission", features: "Features", technology: "Technology" },
  faqHeading: "Questions about us",
  notLegalAdvice:
    "ContractClarity is operated from South Africa and gives information, not legal advice. For decisions that matter, speak to an admitted attorney. You must be 18 or older to use the service.",
  ctaHelp: "Visit the Help Center",
  ctaContact: "Contact us",
} as const;

export const missionParagraphs = [
  "Most people sign leases, employment contracts, service agreements and loan documents without fully understanding them — not because they are careless, but because legal language is hard and advice is expensive.",
  "We want everyone in South Africa to know what they are agreeing to before they sign: which clauses put them at risk, what the law says about them, and what to ask the other side to change.",
  "We build for tenants and landlords, employees, freelancers and small businesses first, and we are honest about what software can and cannot do.",
] as const;

export const missionValues = [
  {
    title: "Plain language",
    text: "Every finding is explained the way you would explain it to a friend, and points to the exact words it rests on.",
  },
  {
    title: "South African law first",
    text: "Rules for the Consumer Protection Act, the Rental Housing Act, the BCEA, the National Credit Act, POPIA and more.",
  },
  {
    title: "Your data stays yours",
    text: "Encrypted at rest, visible only to you, deleted automatically after the retention period — or at once, when you ask.",
  },
] as const;

export const featureCards = [
  {
    title: "Contract analysis",
    text: "Upload a PDF, Word document, text file or a photo. Get a risk score, a plain summary, findings from the most serious down, and a clause-by-clause breakdown.",
  },
  {
    title: "Negotiation help",
    text: "Each finding says what to ask for, with suggested wording you can copy, and the law behind it.",
  },
  {
    title: "Your side",
    text: "Read the same contract as the tenant or the landlord, the employee or the employer: the risks change with the side you are on.",
  },
  {
    title: "AI contract agent",
    text: "Describe the contract you need; the agent asks what it must know and drafts it as you answer. Accept or reject each change it proposes.",
  },
  {
    title: "Builder and templates",
    text: "Prefer a form? Fill in the builder, or start from a template for common South African agreements.",
  },
  {
    title: "Export and history",
    text: "Download reports and contracts as PDF or Word, keep your analyses in one place, and share a read-only link when you choose.",
  },
] as const;

export const technologyPoints = [
  {
    title: "A built-in analysis engine",
    text: "By default every contract is analysed on our own server: the text is split into clauses, each clause is classified (41 clause types, trained on the public CUAD data set by The Atticus Project, CC BY 4.0), and rule packs written from South African law find risks and missing clauses.",
  },
  {
    title: "Reading any document",
    text: "Text PDFs, Word files and plain text are read directly; scans and phone photos are read by OCR. A page we could not read well is flagged so you know which findings to double-check.",
  },
  {
    title: "Optional hosted models",
    text: "The operator can connect a hosted model (OpenAI or a compatible server). It then reviews the clauses, grounded by the built-in engine's findings, and the Privacy Policy says where your text goes.",
  },
  {
    title: "Security by default",
    text: "Encrypted connections, AES-256-GCM encryption at rest for your files, contract text and drafts, scrypt-hashed passwords, server-side sessions, and per-user access checks on every request.",
  },
] as const;

export const aboutFaq = [
  {
    id: "who",
    question: "Who is behind ContractClarity?",
    answer:
      "A small team operating from South Africa, building tools that make contracts understandable for people without a legal department.",
  },
  {
    id: "accuracy",
    question: "How accurate is it?",
    answer:
      "We measure the review on contracts with known answers every time we change it and publish the figures under Technology. It is good at finding and explaining common issues; it can still miss things, so check important contracts with an attorney.",
  },
  {
    id: "training",
    question: "Do you train AI on my contracts?",
    answer:
      "No. The built-in engine was trained on a public data set, and your contracts are used only to give you your own results.",
  },
  {
    id: "attorney",
    question: "Can I talk to a real attorney?",
    answer:
      "Signed-in users can send an attorney consultation request from the app, with the topic, the contract and how to reach them. Our team follows up by the contact method they chose.",
  },
] as const;
