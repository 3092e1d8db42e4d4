import { Check, GitCompareArrows, History, X } from "lucide-react";
import { useState } from "react";
import type { ProposedChange } from "../../../../../common/chat";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { type ProposalDecision, useDecideProposal } from "../api/decide-proposal";
import { useDraft } from "../api/get-draft";
import { agentTexts } from "../texts";
import { InlineAlert, ToolCard } from "./tool-card";
import { VersionHistoryDialog } from "./version-history-dialog";

const statusStyles: Record<ProposedChange["status"], string> = {
  proposed: "bg-amber-50 text-amber-900 ring-amber-200",
  accepted: "bg-teal-50 text-teal-800 ring-teal-200",
  rejected: "bg-navy-50 text-navy-700 ring-navy-200",
};

/**
 * reviseDocument's proposal: before and after, Accept or Reject (the proposals API), then the
 * draft is fetched again. The status shown is the stored one when the draft is loaded, so a
 * reloaded conversation shows decisions already made.
 */
export function ProposalCard({ proposal }: { proposal: ProposedChange }) {
  const draft = useDraft(proposal.draftId);
  const decide = useDecideProposal();
  const [decided, setDecided] = useState<ProposalDecision | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const stored = draft.data?.proposals.find((candidate) => candidate.proposalId === proposal.proposalId)?.status;
  const status: ProposedChange["status"] =
    decided === "accept" ? "accepted" : decided === "reject" ? "rejected" : (stored ?? proposal.status);

  const onDecide = (decision: ProposalDecision) =>
    decide.mutate(
      { draftId: proposal.draftId, proposalId: proposal.proposalId, decision },
      { onSuccess: () => setDecided(decision) },
    );

  return (
    <ToolCard
      icon={<GitCompareArrows aria-hidden="true" />}
      title={agentTexts.proposal}
      badge={
        <span
          className={cn(
            "shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
            statusStyles[status],
          )}
        >
          {agentTexts.proposalStatus[status]}
        </span>
      }
    >
      <div className="grid gap-3">
        <p className="text-sm font-medium text-navy-900">{proposal.summary}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          <figure className="rounded-lg border border-red-100 bg-red-50/60 p-3">
            <figcaption className="text-xs font-semibold tracking-wide text-red-800 uppercase">
              {agentTexts.before}
            </figcaption>
            <p className="mt-1 text-sm leading-6 whitespace-pre-line text-navy-800">{proposal.before || "—"}</p>
          </figure>
          <figure className="rounded-lg border border-teal-100 bg-teal-50/60 p-3">
            <figcaption className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
              {agentTexts.after}
            </figcaption>
            <p className="mt-1 text-sm leading-6 whitespace-pre-line text-navy-800">{proposal.after || "—"}</p>
          </figure>
        </div>
        {decide.isError && <InlineAlert text={agentTexts.proposalFailed} />}
        <div className="flex flex-wrap gap-2">
          {status === "proposed" && (
            <>
              <Button size="sm" disabled={decide.isPending} onClick={() => onDecide("accept")}>
                <Check aria-hidden="true" />
                {decide.isPending && decide.variables?.decision === "accept" ? agentTexts.accepting : agentTexts.accept}
              </Button>
              <Button size="sm" variant="secondary" disabled={decide.isPending} onClick={() => onDecide("reject")}>
                <X aria-hidden="true" />
                {decide.isPending && decide.variables?.decision === "reject" ? agentTexts.rejecting : agentTexts.reject}
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" />
            {agentTexts.versionHistory}
          </Button>
        </div>
      </div>
      {historyOpen && (
        <VersionHistoryDialog draftId={proposal.draftId} open={historyOpen} onOpenChange={setHistoryOpen} />
      )}
    </ToolCard>
  );
}
