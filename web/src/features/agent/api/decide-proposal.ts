import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/http";
import { draftQueryKey } from "./get-draft";

export type ProposalDecision = "accept" | "reject";

/** POST /api/agent/drafts/:id/proposals/:proposalId/accept|reject — the user's answer to a proposed change. */
export async function decideProposal(draftId: string, proposalId: string, decision: ProposalDecision): Promise<void> {
  await apiRequest(
    "POST",
    `/api/agent/drafts/${encodeURIComponent(draftId)}/proposals/${encodeURIComponent(proposalId)}/${decision}`,
  );
}

/** Accepting or rejecting changes the draft: it is fetched again afterwards. */
export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      draftId,
      proposalId,
      decision,
    }: {
      draftId: string;
      proposalId: string;
      decision: ProposalDecision;
    }) => decideProposal(draftId, proposalId, decision),
    onSuccess: (_result, { draftId }) => queryClient.invalidateQueries({ queryKey: draftQueryKey(draftId) }),
  });
}
