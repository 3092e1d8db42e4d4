import type { DraftDocument } from "../../common/templates";

/**
 * A drafted document as plain text, laid out the way contracts are typed (title, parties, numbered
 * clauses, signature section), so the analysis engine reads a draft exactly as it would read the
 * exported file.
 */
export function draftDocumentText(document: DraftDocument): string {
  const lines: string[] = [document.title.toUpperCase(), "", "entered into between", ""];
  document.parties.forEach((party, index) => {
    lines.push(party.name);
    if (party.details) lines.push(party.details);
    lines.push(`(the “${party.role}”)`, "");
    if (index < document.parties.length - 1) lines.push("and", "");
  });
  for (const clause of document.clauses) {
    const topLevel = !clause.number.includes(".");
    if (topLevel) {
      lines.push(`${clause.number}. ${(clause.heading ?? "").toUpperCase()}`.trimEnd());
      if (clause.text) lines.push(clause.text);
    } else {
      const lead = clause.heading ? `${clause.heading}. ` : "";
      lines.push(`${clause.number} ${lead}${clause.text}`.trimEnd());
    }
    lines.push("");
  }
  for (const block of document.signatureBlocks) {
    lines.push(`SIGNED at ____________________ on ____________________`, "");
    lines.push(
      "____________________",
      block.signatory
        ? `For ${block.party}, by ${block.signatory}, who warrants that he or she is authorised`
        : block.party,
      `(the ${block.role})`,
      "",
    );
    lines.push("As witnesses:", "1. ____________________", "2. ____________________", "");
  }
  return lines.join("\n").replace(/\n{3,}/g, "\n\n");
}
