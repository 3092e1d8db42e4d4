import { describe, expect, it } from "vitest";
import { checkLawReference, knownLawReferences, verifyLawReferences } from "./verify-law-references";

describe("checkLawReference", () => {
  it("knows the Acts and sections the rule packs cite", () => {
    expect(checkLawReference({ act: "Consumer Protection Act 68 of 2008", section: "s14" })).toEqual({ known: true });
    expect(checkLawReference({ act: "Consumer Protection Act 68 of 2008", section: "14(2)(b)(i)" }).known).toBe(true);
    expect(checkLawReference({ act: "Consumer Protection Act", section: "section 51(1)(c)" }).known).toBe(true);
    expect(checkLawReference({ act: "Rental Housing Act 50 of 1999", section: "s5(3)(c)" }).known).toBe(true);
    expect(checkLawReference({ act: "Labour Relations Act 66 of 1995", section: "s186" }).known).toBe(true);
    expect(checkLawReference({ act: "Basic Conditions of Employment Act 75 of 1997", section: null }).known).toBe(true);
  });

  it("drops an invented section of a real Act", () => {
    const check = checkLawReference({ act: "Consumer Protection Act 68 of 2008", section: "s999" });
    expect(check).toEqual({ known: false, reason: expect.stringContaining("999") });
    expect(checkLawReference({ act: "Rental Housing Act 50 of 1999", section: "s5(3); s77" }).known).toBe(false);
  });

  it("drops an Act with the wrong number or year, and an Act the product does not know", () => {
    expect(checkLawReference({ act: "Consumer Protection Act 12 of 2011", section: "s14" }).known).toBe(false);
    expect(checkLawReference({ act: "Tenant Fairness Act 3 of 2019", section: "s2" }).known).toBe(false);
  });

  it("keeps a case the product cites and drops an invented one", () => {
    expect(checkLawReference({ act: "Basson v Chilwan 1993 (3) SA 742 (A)", section: null }).known).toBe(true);
    expect(checkLawReference({ act: "Magna Alloys and Research (SA) (Pty) Ltd v Ellis", section: null }).known).toBe(
      true,
    );
    expect(checkLawReference({ act: "Mokoena v Landlord Holdings 2019 (2) SA 101 (SCA)", section: null }).known).toBe(
      false,
    );
  });
});

describe("verifyLawReferences", () => {
  it("keeps the known and returns the dropped with a reason", () => {
    const { kept, dropped } = verifyLawReferences([
      { act: "Consumer Protection Act 68 of 2008", section: "s14" },
      { act: "Consumer Protection Act 68 of 2008", section: "s999" },
    ]);
    expect(kept).toEqual([{ act: "Consumer Protection Act 68 of 2008", section: "s14" }]);
    expect(dropped).toEqual([
      { act: "Consumer Protection Act 68 of 2008", section: "s999", reason: expect.any(String) },
    ]);
  });

  it("lists the exact references a model may quote", () => {
    const cpa = knownLawReferences().find((a) => a.act === "Consumer Protection Act 68 of 2008");
    expect(cpa?.sections).toEqual(expect.arrayContaining(["14", "48", "51"]));
  });
});
