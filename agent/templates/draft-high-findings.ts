import type { Finding } from "../../common/analysis";
import type { DraftDocument } from "../../common/templates";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import type { ContractTemplate } from "./contract-template";
import { draftDocumentText } from "./draft-document-text";

/**
 * High-severity findings of our own analysis engine on a draft, read from every side the template
 * lists (a template must not draft a term the law strikes down for either party). Each finding
 * once, by id. For fillTemplate's `highFindings` count; a template should give none.
 */
export function draftHighFindings(template: ContractTemplate, document: DraftDocument): Finding[] {
  const extracted = documentFromText(draftDocumentText(document));
  const found = new Map<string, Finding>();
  for (const side of template.body.sides) {
    const result = analyzeContract(extracted, {
      side,
      jurisdiction: template.jurisdiction === "unknown" ? undefined : template.jurisdiction,
    });
    for (const finding of result.findings)
      if (finding.severity === "high" && !found.has(finding.id)) found.set(finding.id, finding);
  }
  return [...found.values()];
}
