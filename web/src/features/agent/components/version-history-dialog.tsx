import { Eye, RotateCcw } from "lucide-react";
import { useState } from "react";
import type { DraftDocument } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { Skeleton } from "../../../components/ui/skeleton";
import { useDraft } from "../api/get-draft";
import { useDraftVersion } from "../api/get-draft-version";
import { useRestoreDraftVersion } from "../api/restore-draft-version";
import { agentTexts } from "../texts";
import { InlineAlert } from "./tool-card";

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString("en-ZA", { dateStyle: "medium", timeStyle: "short" });
}

/** The draft's versions, newest first: view the current text, restore an earlier version. */
export function VersionHistoryDialog({
  draftId,
  open,
  onOpenChange,
}: {
  draftId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const draft = useDraft(draftId);
  const restore = useRestoreDraftVersion();
  const [viewing, setViewing] = useState<number | null>(null);
  const versions = [...(draft.data?.versions ?? [])].sort((a, b) => b.version - a.version);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[min(44rem,calc(100dvh-2rem))] max-w-2xl grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden">
        <DialogTitle>{agentTexts.history}</DialogTitle>
        <DialogDescription>{agentTexts.historyIntro}</DialogDescription>
        <div className="min-h-0 overflow-y-auto pr-1">
          {draft.isPending ? (
            <div role="status" aria-label={agentTexts.historyLoading} className="grid gap-2">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-14 w-full" />
            </div>
          ) : draft.isError ? (
            <InlineAlert text={agentTexts.historyFailed} />
          ) : (
            <ol className="grid gap-2">
              {versions.map((entry) => {
                const current = entry.version === draft.data.version;
                return (
                  <li key={entry.version} className="rounded-lg border border-navy-100 p-3">
                    <div className="flex flex-wrap items-start gap-3">
                      <div className="min-w-0 flex-1">
                        <p className="flex items-center gap-2 text-sm font-semibold text-navy-900">
                          {agentTexts.viewingVersion(entry.version)}
                          {current && (
                            <span className="rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200 ring-inset">
                              {agentTexts.current}
                            </span>
                          )}
                        </p>
                        <p className="mt-0.5 text-sm text-navy-700">{entry.change}</p>
                        <p className="mt-0.5 text-xs text-navy-500">
                          {agentTexts.versionBy(entry.author, formatWhen(entry.createdAt))}
                        </p>
                      </div>
                      <div className="flex gap-2">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-expanded={viewing === entry.version}
                          aria-label={`${agentTexts.view} ${agentTexts.viewingVersion(entry.version).toLowerCase()}`}
                          onClick={() => setViewing(viewing === entry.version ? null : entry.version)}
                        >
                          <Eye aria-hidden="true" />
                          {agentTexts.view}
                        </Button>
                        {!current && (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`${agentTexts.restore} ${agentTexts.viewingVersion(entry.version).toLowerCase()}`}
                            disabled={restore.isPending}
                            onClick={() => restore.mutate({ draftId, version: entry.version })}
                          >
                            <RotateCcw aria-hidden="true" />
                            {restore.isPending && restore.variables?.version === entry.version
                              ? agentTexts.restoring
                              : agentTexts.restore}
                          </Button>
                        )}
                      </div>
                    </div>
                    {viewing === entry.version &&
                      (current ? (
                        <DocumentText document={draft.data.document} />
                      ) : (
                        <EarlierVersionText draftId={draftId} version={entry.version} />
                      ))}
                  </li>
                );
              })}
            </ol>
          )}
          {restore.isError && (
            <div className="mt-3">
              <InlineAlert text={agentTexts.restoreFailed} />
            </div>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DocumentText({ document }: { document: DraftDocument }) {
  return (
    <article className="mt-3 grid max-h-80 gap-2 overflow-y-auto rounded-lg bg-navy-50/60 p-3 text-sm leading-6 text-navy-800">
      <h4 className="font-semibold text-navy-900">{document.title}</h4>
      {document.clauses.map((clause) => (
        <p key={clause.id}>
          <span className="font-semibold">{clause.number} </span>
          {clause.heading && <span className="font-semibold">{clause.heading}. </span>}
          {clause.text}
        </p>
      ))}
    </article>
  );
}

/** An earlier version's text, fetched when the user opens it. */
function EarlierVersionText({ draftId, version }: { draftId: string; version: number }) {
  const earlier = useDraftVersion(draftId, version);
  if (earlier.isPending) return <Skeleton className="mt-3 h-24 w-full" />;
  if (earlier.isError)
    return (
      <div className="mt-3">
        <InlineAlert text={agentTexts.versionLoadFailed} />
      </div>
    );
  return <DocumentText document={earlier.data.document} />;
}
