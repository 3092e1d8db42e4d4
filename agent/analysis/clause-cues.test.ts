import { describe, expect, it } from "vitest";
import { clauseCues } from "./clause-cues";
import type { ClauseUnit } from "./clause-units";
import { clauseFeatures, featureValues, isCueFeature } from "./features";

describe("clause cues", () => {
  it.each([
    [
      "most-favoured",
      "The Supplier shall charge the Buyer prices at least as favourable as those it gives any other customer.",
    ],
    ["most-favoured", "Fees payable by Client will be no higher than the lowest fees paid by any other client."],
    ["joint-ownership", "Inventions made together by both parties shall be jointly owned by them."],
    ["unlimited-use", "Licensee may make an unlimited number of copies for its internal use."],
    ["disparage", "Neither party shall make negative statements about the other in public."],
    ["liquidated-damages", "The Client shall pay a cancellation fee equal to two months' charges."],
    [
      "third-party-benefit",
      "No person other than the parties has any right to enforce this Agreement; there are no third-party beneficiaries.",
    ],
    [
      "terminate-at-will",
      "Either party may terminate this Agreement for any reason on thirty (30) days' written notice.",
    ],
    ["not-contest", "The Licensee shall not challenge the validity of the Licensor's trade marks."],
  ])("%s is recognised however it is worded: %s", (cue, text) => {
    expect(clauseCues(text)).toContain(cue);
  });

  it.each([
    ["most-favoured", "The Supplier shall charge the prices in Schedule 2."],
    ["joint-ownership", "Each party keeps ownership of its own inventions."],
    ["liquidated-damages", "Either party may cancel the booking on seven days' notice at no cost."],
    [
      "terminate-at-will",
      "This Agreement may be terminated if the other party breaches it and does not cure the breach.",
    ],
  ])("%s is not read into a clause that does not say it: %s", (cue, text) => {
    expect(clauseCues(text)).not.toContain(cue);
  });
});

describe("cue features", () => {
  const unit = (text: string): ClauseUnit => ({
    number: "1",
    heading: null,
    parentNumber: null,
    parentHeadings: [],
    text,
    start: 0,
    end: text.length,
    page: 1,
    index: 0,
  });

  it("adds a cue and the pairs a category needs together", () => {
    const features = clauseFeatures(
      unit("Licensor grants to Licensee and its Affiliates an irrevocable licence to use the Software."),
      1,
    );
    expect(features).toContain("c:licence-grant");
    expect(features).toContain("c:licence-grant+affiliates");
    expect(features).toContain("c:licence-grant+irrevocable-or-perpetual");
  });

  it("gives a cue the same weight in a long clause as in a short one, and normalises the words", () => {
    const names = ["w:grant", "w:licence", "w:software", "c:licence-grant"];
    const idf = [2, 3, 4, 1.5];
    const cue = Uint8Array.from(names, (name) => (isCueFeature(name) ? 1 : 0));
    const short = featureValues([0, 3], idf, cue);
    const long = featureValues([0, 1, 2, 3], idf, cue);
    expect(short[1]).toBe(long[3]);
    const words = Array.from(long.slice(0, 3));
    expect(Math.hypot(...words)).toBeCloseTo(1, 5);
  });
});
