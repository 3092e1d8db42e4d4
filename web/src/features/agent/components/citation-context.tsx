import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { DraftDocument } from "../../../../../common/templates";
import { ClausePanel, type ClauseReference } from "./clause-panel";

type CitationContextValue = {
  /** The contract attached to the conversation: "(clause N)" in answers points into it. */
  contractId: string | null;
  /** Otherwise the conversation's draft. */
  draftId: string | null;
  draftDocument: DraftDocument | null;
  openClause: (reference: ClauseReference) => void;
};

const CitationContext = createContext<CitationContextValue | null>(null);

/** Holds the one clause panel of the chat; citation chips anywhere below open it. */
export function CitationProvider({
  contractId,
  draftId,
  draftDocument,
  children,
}: {
  contractId: string | null;
  draftId: string | null;
  draftDocument: DraftDocument | null;
  children: ReactNode;
}) {
  const [reference, setReference] = useState<ClauseReference | null>(null);
  const value = useMemo(
    () => ({ contractId, draftId, draftDocument, openClause: setReference }),
    [contractId, draftId, draftDocument],
  );
  return (
    <CitationContext.Provider value={value}>
      {children}
      <ClausePanel reference={reference} onClose={() => setReference(null)} />
    </CitationContext.Provider>
  );
}

export function useCitations(): CitationContextValue | null {
  return useContext(CitationContext);
}

/** Where "(clause N)" in the text points: the attached contract first, else the draft; null when neither. */
export function textCitationReference(
  context: CitationContextValue | null,
  clauseNumber: string,
): ClauseReference | null {
  if (!context) return null;
  if (context.contractId) return { source: "contract", contractId: context.contractId, clauseNumber };
  if (context.draftId || context.draftDocument)
    return { source: "draft", draftId: context.draftId, clauseNumber, document: context.draftDocument };
  return null;
}
