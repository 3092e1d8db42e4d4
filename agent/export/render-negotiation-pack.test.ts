import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "../../common/analysis";
import { zaCorpusDir } from "../../fixtures/paths";
import { analyzeContract } from "../analysis/analyze-contract";
import { documentFromText } from "../analysis/document-from-text";
import { coveringMessage } from "./covering-message";
import { fixtureExportInput, mangleTexts } from "./export-fixtures";
import type { ExportInput } from "./export-input";
import { isDefinition, isHeadingOnly, negotiationChanges, splitClauseNumber } from "./negotiation-changes";
import { renderNegotiationPack, revisionAuthor } from "./render-negotiation-pack";

async function readZipEntry(bytes: Uint8Array, name: string): Promise<string> {
  const entry = unzipSync(bytes, { filter: (file) => file.name === name })[name];
  if (!entry) throw new Error(`${name} not in the archive`);
  return strFromU8(entry);
}

const unescapeXml = (xml: string) =>
  xml
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

type Revision = { tag: "ins" | "del"; author: string; date: string; id: string; text: string };

function revisions(documentXml: string): Revision[] {
  return [...documentXml.matchAll(/<w:(ins|del) w:id="(\d+)" w:author="([^"]*)" w:date="([^"]*)">(.*?)<\/w:\1>/gs)].map(
    (match) => ({
      tag: match[1] as "ins" | "del",
      id: match[2]!,
      author: match[3]!,
      date: match[4]!,
      text: unescapeXml(
        [...match[5]!.matchAll(/<w:(?:t|delText)[^>]*>([^<]*)<\/w:(?:t|delText)>/g)].map((m) => m[1]).join(""),
      ),
    }),
  );
}

describe("renderNegotiationPack", () => {
  let lease: ExportInput;
  let bytes: Uint8Array;
  let documentXml: string;

  beforeAll(async () => {
    lease = await fixtureExportInput("residential-lease-wc");
    bytes = await renderNegotiationPack(lease);
    documentXml = await readZipEntry(bytes, "word/document.xml");
  });

  it("replaces each clause a finding cites with a tracked deletion and insertion by ContractClarity", () => {
    const changed = negotiationChanges(lease.result).filter((change) => change.kind === "replace");
    expect(changed.length).toBeGreaterThan(5);
    const found = revisions(documentXml);
    expect(found.filter((r) => r.tag === "del")).toHaveLength(changed.length);
    expect(found.filter((r) => r.tag === "ins")).toHaveLength(changed.length);
    for (const revision of found) {
      expect(revision.author).toBe(revisionAuthor);
      expect(revision.date).toBe("2025-01-15T08:30:00Z");
    }
    expect(new Set(found.map((r) => r.id)).size).toBe(found.length);
    for (const change of changed) {
      const deleted = found.find((r) => r.tag === "del" && r.text === flat(splitClauseNumber(change.clause!).body));
      expect(deleted, `clause ${change.clause!.number} deleted`).toBeDefined();
      const inserted = found[found.indexOf(deleted!) + 1]!;
      expect(inserted.tag).toBe("ins");
      expect(inserted.text).toBe(change.wording);
    }
  });

  it("keeps the clause number outside the change and the deposit clause's words inside it", () => {
    expect(documentXml).toMatch(/<w:t xml:space="preserve">5\.2 <\/w:t><\/w:r><w:del /);
    const deposit = revisions(documentXml).find(
      (r) =>
        r.tag === "del" && r.text.startsWith("The Landlord shall hold the Deposit in its general operating account"),
    );
    expect(deposit).toBeDefined();
  });

  it("turns on track changes and opens in mammoth with the rest of the contract and the covering message", async () => {
    expect(await readZipEntry(bytes, "word/settings.xml")).toContain("<w:trackRevisions/>");
    const text = flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
    expect(text).toContain("RESIDENTIAL LEASE AGREEMENT");
    expect(text).toContain(
      "17.1 This Lease shall be governed by and construed in accordance with the laws of the Republic of South Africa",
    );
    expect(text).toContain("Covering message");
    expect(text).toContain("Dear Tafelberg Residential Rentals (Pty) Ltd,");
    const deposit = lease.result.findings.find((f) => f.citation?.clauseNumber === "5.2")!;
    expect(text).toContain(flat(deposit.advice.suggestedWording!));
  });

  it("adds a missing clause as an inserted paragraph before the signature block", async () => {
    const missing: Finding = {
      ...lease.result.findings[0]!,
      id: "test.missing-dispute-resolution",
      kind: "missing",
      title: "No dispute resolution clause",
      topic: "Dispute resolution",
      citation: null,
      advice: {
        ask: "Ask for mediation before court.",
        suggestedWording: "Any dispute shall first be referred to mediation & negotiation <in good faith>.",
      },
    };
    const xml = await readZipEntry(
      await renderNegotiationPack({
        ...lease,
        result: { ...lease.result, findings: [...lease.result.findings, missing] },
      }),
      "word/document.xml",
    );
    const added = revisions(xml).find((r) => r.tag === "ins" && r.text === missing.advice.suggestedWording);
    expect(added).toBeDefined();
    expect(xml).toMatch(/<w:rPr><w:ins w:id="\d+" w:author="ContractClarity"/); // the paragraph mark is inserted too
    expect(xml.indexOf("mediation &amp; negotiation")).toBeLessThan(xml.indexOf("SIGNED at CAPE TOWN"));
    expect(xml.indexOf("mediation &amp; negotiation")).toBeGreaterThan(xml.indexOf("19.2 "));
  });

  it("renders without the document text and with unusual characters", async () => {
    const mangled: ExportInput = {
      ...lease,
      documentText: null,
      result: mangleTexts(lease.result, (value) => `${value} “Ngiyabonga” ‘môre’ ŉ 👍🏾 \u000c`),
    };
    const text = (await mammoth.extractRawText({ buffer: Buffer.from(await renderNegotiationPack(mangled)) })).value;
    expect(text).toContain("“Ngiyabonga” ‘môre’ ŉ 👍🏾");
  });
});

/** Generic role words suggested wording is written in; a contract that does not use one must not receive it. */
const ROLE_WORDS =
  /\b(?:Landlord|Lessor|Tenant|Lessee|Employer|Employee|Consumer|Customer|Client|Contractor|Service Provider|Supplier|Lender|Credit Provider|Borrower|Buyer|Purchaser|Seller|Licensor|Licensee|Member|Subscriber)\b/g;

describe("the negotiation pack on every South African corpus contract", () => {
  const keys = readdirSync(zaCorpusDir).filter((f) => f.endsWith(".answers.json"));

  it.each(keys)(
    "%s: deletes only flagged clauses' words and inserts wording in the contract's own terms",
    async (file) => {
      const key = JSON.parse(readFileSync(join(zaCorpusDir, file), "utf8")) as { slug: string; side: string };
      const text = readFileSync(join(zaCorpusDir, `${key.slug}.txt`), "utf8");
      const result = analyzeContract(documentFromText(text), { side: key.side });
      const input: ExportInput = { fileName: `${key.slug}.txt`, createdAt: new Date(), result, documentText: text };
      const found = revisions(await readZipEntry(await renderNegotiationPack(input), "word/document.xml"));
      const problems = result.findings.filter((f) => f.severity !== "low" && f.citation);
      for (const deletion of found.filter((r) => r.tag === "del")) {
        const clause = result.clauses.find((c) => flat(splitClauseNumber(c).body) === deletion.text);
        expect(clause, `deleted text is one clause's words: ${deletion.text.slice(0, 60)}`).toBeDefined();
        expect(isHeadingOnly(clause!) || isDefinition(clause!)).toBe(false);
        const cites = problems.some((f) => f.citation!.start >= clause!.start && f.citation!.end <= clause!.end);
        expect(cites, `clause ${clause!.number} is cited by a finding that is a problem for the ${key.side}`).toBe(
          true,
        );
      }
      const ownWords = new Set([...text.matchAll(ROLE_WORDS)].map((m) => m[0]));
      for (const insertion of found.filter((r) => r.tag === "ins"))
        for (const word of insertion.text.match(ROLE_WORDS) ?? [])
          expect(ownWords, `"${word}" in: ${insertion.text.slice(0, 80)}`).toContain(word);
      const letter = coveringMessage(input);
      expect(letter).not.toMatch(
        /\b(?:me|us) (?:are|is|am|were|have)\b|\bI (?:are|is|were)\b|\bwe (?:is|am|was)\b|\bme are\b/,
      );
    },
  );
});
