import { FileSearch } from "lucide-react";
import type { ClauseHit } from "../../../../../common/chat";
import { agentTexts } from "../texts";
import { CitationChip } from "./citation-chip";
import { ToolCard } from "./tool-card";

const HITS_SHOWN = 4;

/** searchContract's hits: a citation chip per clause (opens its text) with the matched passage. */
export function SearchResultsCard({
  contractId,
  fileName,
  hits,
}: {
  contractId: string;
  fileName: string;
  hits: ClauseHit[];
}) {
  return (
    <ToolCard icon={<FileSearch aria-hidden="true" />} title={agentTexts.searchResults(fileName)}>
      {hits.length === 0 ? (
        <p className="text-sm text-navy-600">{agentTexts.noHits}</p>
      ) : (
        <ul className="grid gap-2.5">
          {hits.slice(0, HITS_SHOWN).map((hit) => (
            <li key={`${hit.start}-${hit.end}`} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <CitationChip
                  reference={{
                    source: "contract",
                    contractId,
                    clauseNumber: hit.clauseNumber,
                    start: hit.start,
                    end: hit.end,
                    passage: hit.text,
                    page: hit.page,
                  }}
                />
                {hit.heading && <span className="text-sm font-medium text-navy-900">{hit.heading}</span>}
              </div>
              <p className="line-clamp-2 text-sm text-navy-600">{hit.text}</p>
            </li>
          ))}
        </ul>
      )}
    </ToolCard>
  );
}
