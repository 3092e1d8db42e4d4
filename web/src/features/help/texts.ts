/** Help Center texts ('No results found' is the spec's, SPEC §8). */
export const helpTexts = {
  title: "Help Center",
  intro: "Answers to the questions people ask most. Start typing to search them.",
  searchLabel: "Search the help center",
  searchPlaceholder: "Search the questions…",
  clear: "Clear",
  noResults: "No results found",
  noResultsHint: "Try other words, or ask us directly.",
  resultCount: (count: number, total: number) =>
    count === total ? `${total} questions` : `${count} of ${total} questions match`,
  faqHeading: "Frequently asked questions",
  stillNeedHelp: "Still need help?",
  stillNeedHelpText:
    "Our support team answers general questions within 24-48 hours, and technical problems within 12-24 hours.",
  contactSupport: "Contact Support",
  shareHeading: "Share this page",
  shareTitle: "ContractClarity Help Center",
  shareMessage: "Answers about reviewing and creating contracts with ContractClarity:",
} as const;
