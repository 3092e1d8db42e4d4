import { describe, expect, it } from "vitest";
import { fuseReciprocalRank, RRF_K } from "./reciprocal-rank-fusion";

describe("fuseReciprocalRank", () => {
  it("sums 1 / (k + rank) over the rankings an item appears in", () => {
    const fused = fuseReciprocalRank([
      ["a", "b", "c"],
      ["c", "a"],
    ]);
    expect(fused.map((item) => item.id)).toEqual(["a", "c", "b"]);
    expect(fused[0]!.score).toBeCloseTo(1 / (RRF_K + 1) + 1 / (RRF_K + 2), 12);
    expect(fused[1]!.score).toBeCloseTo(1 / (RRF_K + 3) + 1 / (RRF_K + 1), 12);
    expect(fused[2]!.score).toBeCloseTo(1 / (RRF_K + 2), 12);
  });

  it("rewards agreement: second in both beats first in one", () => {
    const fused = fuseReciprocalRank([
      ["x", "both"],
      ["y", "both"],
    ]);
    expect(fused[0]!.id).toBe("both");
  });

  it("keeps a single ranking's order, breaks ties by first appearance, and handles empty input", () => {
    expect(fuseReciprocalRank([["a", "b", "c"], []]).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(fuseReciprocalRank([["a"], ["b"]]).map((item) => item.id)).toEqual(["a", "b"]);
    expect(fuseReciprocalRank([])).toEqual([]);
  });
});
