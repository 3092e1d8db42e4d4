import { beforeAll, describe, expect, it } from "vitest";
import { askAsRequest, coveringMessage } from "./covering-message";
import { fixtureExportInput } from "./export-fixtures";
import type { ExportInput } from "./export-input";
import { negotiationChanges } from "./negotiation-changes";

describe("coveringMessage", () => {
  let lease: ExportInput;
  beforeAll(async () => {
    lease = await fixtureExportInput("residential-lease-wc");
  });

  it("greets the landlord, lists each requested change by clause, and is signed by the tenant", () => {
    const message = coveringMessage(lease);
    expect(message.startsWith("Dear Tafelberg Residential Rentals (Pty) Ltd,\n")).toBe(true);
    expect(message).toContain("tracked change");
    for (const change of negotiationChanges(lease.result)) expect(message).toContain(change.label);
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

  it("writes grammatical first person and leaves out advice meant only for the user", () => {
    expect(
      askAsRequest(
        "Check whether you are really independent. If not, ask for an employment contract; if you are, ask to remove the controls on hours and exclusivity.",
      ),
    ).toBe(
      "If not, I would ask for an employment contract; if I am, I would ask to remove the controls on hours and exclusivity.",
    );
    expect(askAsRequest("Ask that the deposit be refundable with interest, less only proven amounts you owe.")).toBe(
      "I would ask that the deposit be refundable with interest, less only proven amounts I owe.",
    );
    expect(
      askAsRequest("Ask that you be given notice if you were late.", {
        subject: "we",
        be: "are",
        object: "us",
        possessive: "our",
        possessivePronoun: "ours",
      }),
    ).toBe("We would ask that we be given notice if we were late.");
    expect(askAsRequest("Sign the deed of sale in wet ink.")).toBeNull();
  });
});
