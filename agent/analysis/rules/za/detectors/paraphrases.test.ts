import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { ContractType, Finding, KeyTerms } from "../../../../../common/analysis";
import { applyDetectors } from "../../../apply-detectors";
import type { ContractContext } from "../../rule-types";
import { zaDetectors } from ".";

/**
 * The paraphrase bank (evals/data/paraphrases): every catalogue topic's problem clauses, worded
 * many ways, must be flagged with that topic at medium or high; its fair look-alikes must not be
 * flagged medium or high by any detector.
 */
const bankDir = resolve(import.meta.dirname, "../../../../../evals/data/paraphrases");
type Preamble = { type: ContractType; side: string; preamble: string };
type Line = { kind: "problem" | "fair"; contract: string; text: string };
const contracts = JSON.parse(readFileSync(join(bankDir, "contracts.json"), "utf8")) as Record<string, Preamble>;
const topics = readdirSync(bankDir)
  .filter((file) => file.endsWith(".jsonl"))
  .map((file) => ({
    topic: file.replace(/\.jsonl$/, ""),
    lines: readFileSync(join(bankDir, file), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Line),
  }));

const noKeyTerms: KeyTerms = {
  parties: [],
  dates: [],
  amounts: [],
  noticePeriods: [],
  interestRates: [],
  term: null,
  renewal: null,
  governingLaw: null,
};

/** The clause as clause 7.2 of a short contract of the preamble's kind, read from the preamble's side. */
function detect(line: Line): Finding[] {
  const preamble = contracts[line.contract];
  if (!preamble) throw new Error(`unknown contract "${line.contract}"`);
  const heading = "7. GENERAL TERMS\n\n7.2 ";
  const source = `${preamble.preamble}\n\n${heading}${line.text}\n`;
  const start = preamble.preamble.length + 2 + heading.length;
  const contract: ContractContext = {
    type: preamble.type,
    jurisdiction: "ZA",
    source,
    units: [
      {
        number: "7.2",
        heading: null,
        parentNumber: "7",
        parentHeadings: ["GENERAL TERMS"],
        text: line.text,
        start,
        end: start + line.text.length,
        page: 1,
        index: 0,
      },
    ],
    categoriesByUnit: [new Set()],
    keyTerms: noKeyTerms,
    hasIndividualParty: true,
    allPartiesCompanies: false,
  };
  return applyDetectors(contract, { id: preamble.side, label: preamble.side, partyName: null }, [
    { lowConfidencePage: false, page: 1 },
  ]);
}

const serious = (f: Finding) => f.severity !== "low";
if (process.env.BANK_DEBUG) {
  for (const { topic, lines } of topics)
    for (const l of lines) {
      const fired = detect(l)
        .filter(serious)
        .map((f) => f.ruleId.replace("za.detect.", ""));
      const ok = l.kind === "problem" ? fired.includes(topic) : fired.length === 0;
      if (!ok) console.log(`MISS ${topic} ${l.kind} [${fired.join(",")}] ${l.contract}: ${l.text.slice(0, 150)}`);
    }
}

describe("paraphrase bank", () => {
  it("has at least 8 problem clauses and 4 fair look-alikes for every detector's topic", () => {
    for (const detector of zaDetectors) {
      const bank = topics.find((t) => t.topic === detector.topic);
      expect(bank, detector.topic).toBeDefined();
      expect(bank!.lines.filter((l) => l.kind === "problem").length, detector.topic).toBeGreaterThanOrEqual(8);
      expect(bank!.lines.filter((l) => l.kind === "fair").length, detector.topic).toBeGreaterThanOrEqual(4);
    }
  });

  describe.each(topics)("$topic", ({ topic, lines }) => {
    it("flags every problem clause with this topic at medium or high", () => {
      const missed = lines
        .filter((l) => l.kind === "problem")
        .filter((l) => !detect(l).some((f) => f.ruleId === `za.detect.${topic}` && serious(f)))
        .map((l) => `${l.contract}: ${l.text}`);
      expect(missed).toEqual([]);
    });

    it("leaves every fair look-alike below medium", () => {
      const flagged = lines
        .filter((l) => l.kind === "fair")
        .flatMap((l) =>
          detect(l)
            .filter(serious)
            .map((f) => `${f.ruleId} on ${l.contract}: ${l.text}`),
        );
      expect(flagged).toEqual([]);
    });
  });
});
