import { CircleCheck, CircleDashed, FileDown, FileText, History, ShieldAlert, ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { DraftDocument } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { draftExportHref } from "../api/draft-export-href";
import { useDraft } from "../api/get-draft";
import { agentTexts } from "../texts";
import { useCitations } from "./citation-context";
import { ToolCard } from "./tool-card";
import { VersionHistoryDialog } from "./version-history-dialog";

const CLAUSES_SHOWN = 6;

/**
 * fillTemplate's draft: title, parties, numbered clauses (each opens in the clause panel),
 * complete or not, and our own review's high findings. The latest card follows the stored draft,
 * so accepted changes and restored versions show; earlier cards keep the snapshot they had.
 */
export function DraftPreviewCard({
  draftId,
  version,
  complete,
  highFindings,
  document: snapshot,
  latest,
}: {
  draftId: string;
  version: number;
  complete: boolean;
  highFindings: number;
  document: DraftDocument;
  latest: boolean;
}) {
  const draft = useDraft(latest ? draftId : null);
  // Filling in answers keeps the version; accepted changes and restores make new ones, which the stored draft then shows.
  const live = latest && draft.data && draft.data.version > version ? draft.data : null;
  const document = live?.document ?? snapshot;
  const shownVersion = live?.version ?? version;
  const [expanded, setExpanded] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const citations = useCitations();
  const clauses = expanded ? document.clauses : document.clauses.slice(0, CLAUSES_SHOWN);
  const statusBadge = (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
        complete ? "bg-teal-50 text-teal-800 ring-teal-200" : "bg-amber-50 text-amber-900 ring-amber-200",
      )}
    >
      {complete ? (
        <CircleCheck aria-hidden="true" className="size-3" />
      ) : (
        <CircleDashed aria-hidden="true" className="size-3" />
      )}
      {complete ? agentTexts.draftComplete : agentTexts.draftIncomplete}
    </span>
  );

  // Earlier steps of the same draft: one line each, so the conversation stays readable.
  if (!latest) {
    return (
      <ToolCard
        icon={<FileText aria-hidden="true" />}
        title={`${document.title} · ${agentTexts.draftVersion(version)}`}
        badge={statusBadge}
      />
    );
  }

  return (
    <ToolCard
      icon={<FileText aria-hidden="true" />}
      title={document.title}
      badge={
        <span className="flex shrink-0 items-center gap-2">
          <span className="hidden text-xs text-navy-500 sm:inline">{agentTexts.draftVersion(shownVersion)}</span>
          {statusBadge}
        </span>
      }
    >
      <div className="grid gap-4">
        {document.parties.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{agentTexts.parties}</h4>
            <ul className="mt-1.5 grid gap-1 text-sm">
              {document.parties.map((party, index) => (
                <li key={`${party.role}-${index}`} className="flex flex-wrap gap-x-1.5">
                  <span className="font-medium text-navy-900">{party.name}</span>{" "}
                  <span className="text-navy-600">({party.role})</span>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div>
          <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{agentTexts.clauses}</h4>
          <ol className="mt-1.5 divide-y divide-navy-100 rounded-lg border border-navy-100">
            {clauses.map((clause) => (
              <li key={clause.id}>
                <button
                  type="button"
                  onClick={() =>
                    citations?.openClause({ source: "draft", draftId, clauseNumber: clause.number, document })
                  }
                  className="flex w-full gap-3 px-3 py-2 text-left text-sm hover:bg-navy-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600"
                >
                  <span className="w-8 shrink-0 font-semibold text-navy-500 tabular-nums">{clause.number}</span>
                  <span className="min-w-0 flex-1">
                    {clause.heading && <span className="block font-medium text-navy-900">{clause.heading}</span>}
                    <span className="line-clamp-2 text-navy-600">{clause.text}</span>
                  </span>
                </button>
              </li>
            ))}
          </ol>
          {document.clauses.length > CLAUSES_SHOWN && (
            <Button
              variant="link"
              size="sm"
              className="mt-1 px-0"
              aria-expanded={expanded}
              onClick={() => setExpanded((value) => !value)}
            >
              {expanded ? agentTexts.showFewerClauses : agentTexts.showAllClauses(document.clauses.length)}
            </Button>
          )}
        </div>

        {!complete && <p className="text-sm text-navy-600">{agentTexts.draftIncompleteHint}</p>}

        <p className={cn("flex items-start gap-2 text-sm", highFindings > 0 ? "text-red-800" : "text-navy-600")}>
          {highFindings > 0 ? (
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          )}
          {highFindings > 0 ? agentTexts.highFindings(highFindings) : agentTexts.noHighFindings}
        </p>

        <div className="flex flex-wrap gap-2">
          {complete && (
            <>
              <Button asChild size="sm">
                <a href={draftExportHref(draftId, "docx")} download>
                  <FileDown aria-hidden="true" />
                  {agentTexts.downloadWord}
                </a>
              </Button>
              <Button asChild size="sm" variant="secondary">
                <a href={draftExportHref(draftId, "pdf")} download>
                  <FileDown aria-hidden="true" />
                  {agentTexts.downloadPdf}
                </a>
              </Button>
            </>
          )}
          <Button size="sm" variant="ghost" onClick={() => setHistoryOpen(true)}>
            <History aria-hidden="true" />
            {agentTexts.versionHistory}
          </Button>
        </div>
      </div>
      {historyOpen && <VersionHistoryDialog draftId={draftId} open={historyOpen} onOpenChange={setHistoryOpen} />}
    </ToolCard>
  );
}
