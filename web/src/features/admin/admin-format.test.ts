import { describe, expect, it } from "vitest";
import { auditChanges, targetLabel } from "./components/audit-list";
import { randToCents } from "./components/plan-editor";

describe("randToCents (the plan price field)", () => {
  it.each([
    ["299", 29900],
    ["299.00", 29900],
    ["299.5", 29950],
    ["R 1 099.00", 109900],
    ["0", 0],
    ["0.01", 1],
  ])("reads %s as %i cents", (text, cents) => {
    expect(randToCents(text)).toBe(cents);
  });

  it.each(["", "-5", "12,50", "299.999", "abc", "1e3"])("refuses %j", (text) => {
    expect(randToCents(text)).toBeNull();
  });
});

describe("auditChanges", () => {
  it("lists only the fields that changed, before → after", () => {
    expect(
      auditChanges({
        before: { price: 29900, analysisLimit: 50, sharingLimit: null },
        after: { price: 34900, analysisLimit: 50, sharingLimit: 10 },
      }),
    ).toEqual(["price: 29900 → 34900", "sharingLimit: — → 10"]);
  });

  it("copes with entries without a before or after", () => {
    expect(auditChanges({ before: null, after: { status: "closed" } })).toEqual(["status: — → closed"]);
  });
});

describe("targetLabel", () => {
  it("names a user by e-mail, anything else by type and a short id", () => {
    expect(
      targetLabel({
        targetType: "user",
        targetId: "798fdf39-0000-4000-8000-000000000000",
        before: { email: "a@b.co.za" },
        after: { email: "a@b.co.za" },
      }),
    ).toBe("user a@b.co.za");
    expect(
      targetLabel({ targetType: "refund", targetId: "05de8e3f-0000-4000-8000-000000000000", before: {}, after: {} }),
    ).toBe("refund 05de8e3f…");
    expect(targetLabel({ targetType: "plan", targetId: "enterprise", before: {}, after: {} })).toBe("plan enterprise");
  });
});
