import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findTemplate } from "../templates/template-library";
import { applyDraftChange, renderDraft } from "./render-draft";

const template = findTemplate("independent-contractor-za")!;
const values = JSON.parse(
  readFileSync(new URL("../../templates/independent-contractor-za/sample-values.json", import.meta.url), "utf8"),
) as Record<string, unknown>;
const draft = {
  templateId: template.id,
  values,
  skipped: [],
  clauseOverrides: {},
  document: renderDraft(template, values).document,
};

describe("clauses added and removed by a proposal", () => {
  it("adds a clause before the closing General clause, which moves down one number", () => {
    const general = draft.document.clauses.find((clause) => clause.heading === "General")!;
    const applied = applyDraftChange(draft, {
      kind: "addClause",
      clauseId: "added-ownership-on-payment",
      heading: "Ownership passes on full payment",
      text: "The copyright remains with the Contractor until the Client has paid in full.",
    });
    if ("error" in applied) throw new Error(applied.error);
    const added = applied.document.clauses.find((clause) => clause.id === "added-ownership-on-payment")!;
    expect(added.number).toBe(general.number);
    expect(applied.document.clauses.find((clause) => clause.heading === "General")!.number).toBe(
      String(Number(general.number) + 1),
    );
    // it survives re-rendering with new values, like a rewritten clause
    const again = renderDraft(template, { ...values, feeAmount: 100000 }, { clauseOverrides: applied.clauseOverrides });
    expect(again.document.clauses.some((clause) => clause.id === "added-ownership-on-payment")).toBe(true);
  });

  it("removes a clause with its sub-clauses, and refuses an id the draft does not have", () => {
    const applied = applyDraftChange(draft, { kind: "removeClause", clauseId: "ip-portfolio" });
    if ("error" in applied) throw new Error(applied.error);
    expect(applied.document.clauses.map((clause) => clause.text).join(" ")).not.toMatch(/portfolio/i);
    const whole = applyDraftChange(draft, { kind: "removeClause", clauseId: "liability" });
    if ("error" in whole) throw new Error(whole.error);
    expect(whole.document.clauses.filter((clause) => clause.id.startsWith("liability"))).toEqual([]);
    expect(applyDraftChange(draft, { kind: "removeClause", clauseId: "no-such-clause" })).toHaveProperty("error");
  });
});
