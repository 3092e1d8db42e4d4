import type { ToolError } from "../../common/chat";

/**
 * The `{ error }` results more than one tool returns. `error` is what the user reads; `detail` tells
 * the model what it got wrong and what to do instead.
 */
export const contractNotFound = (contractId: string): ToolError => ({
  error: "That contract is not among your uploaded contracts.",
  detail: `No contract with id "${contractId}" belongs to this user. Use the id of the contract attached to this conversation, or ask the user to upload the contract.`,
});

export const draftNotFound = (draftId: string): ToolError => ({
  error: "That draft is not among your drafts.",
  detail: `No draft with id "${draftId}" belongs to this user. Use the draftId from this conversation's latest fillTemplate result.`,
});
