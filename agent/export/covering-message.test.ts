import { beforeAll, describe, expect, it } from "vitest";
import { askAsRequest, coveringMessage } from "./covering-message";
import { fixtureExportInput } from "./export-fixtures";
import type { ExportInput } from "./export-input";

describe("coveringMessage", () => {
  let lease: ExportInput;
  beforeAll(async () => {
    lease = await fixtureExportInput("residential-lease-wc");
  });

  it("greets the landlord, lists each requested change by clause, and is signed by the tenant", () => {
    const message = coveringMessage(lease);
    expect(message.startsWith("Dear Tafelberg Residential Rentals (Pty) Ltd,\n")).toBe(true);
    expect(message).toContain("tracked change");
    for (const clause of lease.result.clauses.filter((c) => c.advice.some((a) => a.suggestedWording)))
      expect(message).toContain(`Clause ${clause.number} (`);
    expect(message).toContain("1. Clause 3.2 (Duration and renewal): I would ask that");
    expect(message).toContain(
      "Clause 5.2 (Deposit): I would ask that the deposit be kept in an interest-bearing account and that the interest be paid to me with the deposit.",
    );
    expect(message.trimEnd().endsWith("Kind regards,\nNomvula Precious Khumalo")).toBe(true);
  });

  it("says there is nothing to change when nothing has suggested wording", () => {
    const calm = {
      ...lease,
      result: { ...lease.result, findings: [], clauses: lease.result.clauses.map((c) => ({ ...c, advice: [] })) },
    };
    expect(coveringMessage(calm)).toContain("no changes to propose");
  });

  it("turns the engine's advice to the user into a first-person request to the other party", () => {
    expect(askAsRequest("Ask for a joint inspection before you move in, with a signed list of defects.")).toBe(
      "I would ask for a joint inspection before I move in, with a signed list of defects.",
    );
    expect(askAsRequest("Ask that overtime be paid at 1.5 times your normal rate")).toBe(
      "I would ask that overtime be paid at 1.5 times my normal rate.",
    );
    expect(askAsRequest("Ask the employer to state the reason for the fixed term.")).toBe(
      "Could you please state the reason for the fixed term?",
    );
  });
});
