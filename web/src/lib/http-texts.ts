/** Error texts of SPEC §8, shared by the HTTP client, its tests and the UI. */
export const httpTexts = {
  timeout: "Request timeout - the AI operation took longer than expected. Please try again with a shorter request.",
  network: "Network connection lost. Please check your internet connection and try again.",
  analysisNotFound: "404: Analysis not found for this contract.",
} as const;
