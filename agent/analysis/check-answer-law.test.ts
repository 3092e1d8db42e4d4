import { describe, expect, it } from "vitest";
import { UNVERIFIED_LAW_MARK } from "../../common/chat";
import { markUnverified, unverifiedCitations } from "./check-answer-law";

const citationsOf = (text: string) => unverifiedCitations(text).map((found) => found.citation);

describe("unverifiedCitations", () => {
  it("keeps the Acts, sections and cases the product's table knows, however they are written", () => {
    for (const text of [
      "Under section 14 of the Consumer Protection Act 68 of 2008 you may cancel a fixed-term agreement.",
      "The Rental Housing Act says the deposit must earn interest.",
      "See the Consumer Protection Act, section 14(2)(b).",
      "The Basic Conditions of Employment Act 75 of 1997 (section 37) sets notice periods.",
      "The Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998 applies.",
      "In Magna Alloys and Research (SA) v Ellis 1984 (4) SA 874 (A) the court held a restraint enforceable.",
      "Basson v Chilwan sets out the test.",
      "Ask your landlord; the lease itself is clear.",
    ])
      expect(citationsOf(text), text).toEqual([]);
  });

  it("finds an invented case, an unknown Act, a wrong Act number and an uncited section", () => {
    expect(citationsOf("See Botha v Fourie Properties 2019 (3) SA 456 (SCA) on deposits.")).toEqual([
      "Botha v Fourie Properties 2019 (3) SA 456 (SCA)",
    ]);
    expect(citationsOf("The Tenant Protection Act 12 of 2015 caps deposits.")).toEqual([
      "Tenant Protection Act 12 of 2015",
    ]);
    expect(citationsOf("Under the Consumer Protection Act 99 of 2008 you may cancel.")).toEqual([
      "Consumer Protection Act 99 of 2008",
    ]);
    expect(citationsOf("Section 99 of the Consumer Protection Act 68 of 2008 forbids it.")).toEqual([
      "Section 99 of the Consumer Protection Act 68 of 2008",
    ]);
  });

  it("marks them in the text, leaving the rest as it was", () => {
    const text =
      "Under section 14 of the Consumer Protection Act 68 of 2008 you may cancel (Botha v Fourie 2019 (3) SA 456 (SCA)).";
    expect(markUnverified(text, citationsOf(text))).toBe(
      `Under section 14 of the Consumer Protection Act 68 of 2008 you may cancel (${UNVERIFIED_LAW_MARK}).`,
    );
  });
});
