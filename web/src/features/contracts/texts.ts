import type { DocumentFormat } from "../../../../common/document";

/** Texts of the home page's contract list. */
export const contractListTexts = {
  heading: "Your contracts",
  intro: "Your most recent uploads. Open one to see its analysis.",
  seeAll: "See all in History",
  empty: "No contracts yet",
  emptyHint: "Upload a contract above and it will appear here with its risk score.",
  loadFailed: "We could not load your contracts.",
  retry: "Try again",
  loading: "Loading your contracts…",
  uploaded: (date: string) => `Uploaded ${date}`,
  noAnalysis: "No analysis",
} as const;

/** Texts of the shared contract view (/contract/{id}, /contract-view/{id}, /contract-temp/{id}). */
export const contractViewTexts = {
  title: "Contract",
  loading: "Loading the contract…",
  backToHistory: "Back to History",
  notFoundTitle: "Contract not found",
  notFoundText: "This contract does not exist, or it was deleted. Contracts you delete cannot be recovered.",
  goToHistory: "Go to History",
  goHome: "Go Home",
  loadFailed: "We could not load this contract.",
  retry: "Try again",

  rename: "Rename",
  renameContract: "Rename the contract",
  fileNameLabel: "File name",
  save: "Save",
  saving: "Saving…",
  cancel: "Cancel",
  renamed: "Contract renamed",
  renameFailed: "We could not rename the contract.",

  details: "Details",
  format: "Format",
  size: "Size",
  pages: "Pages",
  uploaded: "Uploaded",
  pageCount: (count: number) => (count === 1 ? "1 page" : `${count} pages`),
  scannedPages: (count: number) => (count === 1 ? "1 page read by OCR" : `${count} pages read by OCR`),
  filesDeletedOn: (date: string) => `Files are deleted on ${date}`,
  retentionNote:
    "The uploaded file and its extracted text are deleted then. This record and its analyses stay in your history.",
  filesDeletedTitle: "The file and its text were deleted",
  filesDeletedText: (date: string) =>
    `The uploaded file and its extracted text were deleted on ${date} under our retention policy. This record and its analyses stay in your history.`,
  warnings: "Read this first",

  analyses: "Analyses",
  noAnalyses: "This contract has no analysis yet.",
  openLatest: "Open latest analysis",
  analyseAgain: "Analyse again",
  analysingAgain: "Starting…",
  analyseAgainFailed: "We could not start the analysis",
  uploadAgain: "Upload it again",
  untypedAnalysis: "Contract analysis",

  outline: "Outline",
  outlineHint: "Jump to a clause",
  showSubClauses: (clause: string) => `Show sub-clauses of ${clause}`,
  hideSubClauses: (clause: string) => `Hide sub-clauses of ${clause}`,
  noOutline: "We found no numbered clauses in this contract.",
  preamble: "Preamble",
  page: (page: number) => `p. ${page}`,
  text: "Contract text",
  noText: "This contract has no extracted text.",

  deleteContract: "Delete contract",
  confirmTitle: "Delete this contract?",
  confirmText: (fileName: string) =>
    `“${fileName}”, its extracted text and all its analyses will be deleted. This cannot be undone.`,
  confirmDelete: "Delete contract",
  deleting: "Deleting…",
  deleted: "Contract deleted",
  deletedText: (fileName: string) => `“${fileName}” and its analyses were deleted.`,
  deleteFailed: "We could not delete the contract",
} as const;

export const formatLabels: Record<DocumentFormat, string> = {
  pdf: "PDF",
  docx: "Word (DOCX)",
  doc: "Word (DOC)",
  txt: "Text (TXT)",
  jpg: "Photo (JPG)",
  png: "Image (PNG)",
  tiff: "Image (TIFF)",
  bmp: "Image (BMP)",
  heic: "Photo (HEIC)",
};
