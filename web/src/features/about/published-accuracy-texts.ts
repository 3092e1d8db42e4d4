/** The texts of the published-accuracy panel (About → technology), shared by the component and its test. */
export const publishedAccuracyTexts = {
  title: "How accurate is the review?",
  intro:
    "We measure the review on contracts with known answers every time we change it, and publish the latest figures here. Higher is better; 100% is perfect.",
  measuredOn: (date: string) => `Measured on ${date}`,
  cuadTitle: "Finding clauses (CUAD benchmark)",
  cuadSource: (contracts: number) =>
    `${contracts} commercial contracts from the public CUAD data set, annotated by lawyers.`,
  presenceLabel: "Clause presence (F1)",
  presenceMeaning:
    "How reliably the review tells whether a contract contains each of 41 clause types, balancing missed clauses against false alarms.",
  spanLabel: "Clause location (F1)",
  spanMeaning:
    "How reliably the review points to the exact passage that holds a clause, not just says it is there somewhere.",
  findingsTitle: "Spotting risks (South African test contracts)",
  findingsSource: (contracts: number) =>
    `${contracts} South African contracts with every risk a reviewer must catch written down in advance.`,
  recallLabel: "Risks found (recall)",
  recallMeaning: "The share of the known medium- and high-risk issues that the review reports.",
  precisionLabel: "Risks that are real (precision)",
  precisionMeaning:
    "The share of the medium- and high-risk findings the review reports that are on the known list, so you are not chasing false alarms.",
  beforeTuningLabel: "Risks found on contracts new to the review",
  beforeTuningMeaning: (contracts: number, before: string, after: string) =>
    `Measured on ${contracts} new contracts before we improved the review using them: ${before} of their known risks were found. After improving it on those same contracts it finds ${after}, which is the figure above. A contract you upload is new to the review too, so expect results between the two.`,
  tunedNote:
    "The figures above were measured after we improved the review on these test contracts, so they flatter it.",
  qaTitle: "Answering questions about a contract",
  qaSource: (questions: number) =>
    `${questions} questions about our test contracts, each with the clause that holds the answer.`,
  recallAt3Label: "Right clause in the top 3 (recall@3)",
  recallAt3Meaning:
    "How often the clause that answers your question is among the first three passages the assistant reads before it answers.",
  caveat:
    "These are measurements on test contracts, not a guarantee for yours. ContractClarity gives information, not legal advice.",
} as const;
