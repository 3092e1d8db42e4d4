import { eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { negotiationChanges } from "../../agent/export/negotiation-changes";
import type { AnalysisResult } from "../../common/analysis";
import { type AnalysisDetail, analysisDetailSchema, uploadResponseSchema } from "../../common/api/analyses";
import { analyses, contracts, jobs } from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

type Browser = ReturnType<typeof createBrowser>;

const password = "correct horse 42";
const docxType = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const flat = (text: string) => text.replace(/\s+/g, " ").trim();
const unescapeXml = (xml: string) =>
  xml
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

async function signedIn(testApp: TestApp, email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status).toBe(201);
  return browser;
}

async function uploaded(browser: Browser, name: string, uploadAs = name) {
  const response = await upload(browser, fixture(name), uploadAs);
  expect(response.status, await response.clone().text()).toBe(202);
  return uploadResponseSchema.parse(await response.json());
}

/** Uploads a fixture, waits for its analysis and returns the detail the web app would show. */
async function completedAnalysis(browser: Browser, name: string): Promise<AnalysisDetail> {
  const { analysis } = await uploaded(browser, name);
  expect((await waitForAnalysis(browser, analysis.id)).at(-1)!.status).toBe("completed");
  return analysisDetailSchema.parse(await (await browser.request(`/api/analyses/${analysis.id}`)).json());
}

async function download(browser: Browser, analysisId: string, format: string) {
  const response = await browser.request(`/api/analyses/${analysisId}/export/${format}`);
  expect(response.status, response.status === 200 ? "" : await response.clone().text()).toBe(200);
  return { headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

/** Each tracked change in word/document.xml with the words it carries. */
function revisionsOf(documentXml: string): Array<{ tag: "ins" | "del"; author: string; text: string }> {
  return [...documentXml.matchAll(/<w:(ins|del) w:id="\d+" w:author="([^"]*)" w:date="[^"]*">(.*?)<\/w:\1>/gs)].map(
    (match) => ({
      tag: match[1] as "ins" | "del",
      author: match[2]!,
      text: flat(
        unescapeXml(
          [...match[3]!.matchAll(/<w:(?:t|delText)[^>]*>([^<]*)<\/w:(?:t|delText)>/g)].map((m) => m[1]).join(""),
        ),
      ),
    }),
  );
}

/** A clause finding that suggests new wording, with the clause it replaces. */
function findingWithWording(result: AnalysisResult) {
  const finding = result.findings.find(
    (candidate) =>
      candidate.kind === "clause" &&
      candidate.severity !== "low" &&
      candidate.advice.suggestedWording &&
      candidate.citation?.clauseNumber,
  );
  expect(finding).toBeDefined();
  const clause = result.clauses.find((candidate) => candidate.number === finding!.citation!.clauseNumber);
  expect(clause).toBeDefined();
  return { finding: finding!, clause: clause! };
}

describe("GET /api/analyses/:id/export/:format", () => {
  let testApp: TestApp;
  let owner: Browser;
  let lease: AnalysisDetail;
  let result: AnalysisResult;

  beforeAll(async () => {
    testApp = await createTestApp({ workers: 1 });
    owner = await signedIn(testApp, "exports@example.co.za");
    lease = await completedAnalysis(owner, "residential-lease-wc.txt");
    result = lease.result!;
  }, 120_000);
  afterAll(() => testApp.close());

  it("downloads the PDF report with the file name, the risk score and the findings of the stored result", async () => {
    const { headers, bytes } = await download(owner, lease.id, "report.pdf");
    expect(headers.get("content-type")).toBe("application/pdf");
    expect(headers.get("content-disposition")).toBe('attachment; filename="residential-lease-wc-report.pdf"');
    expect(headers.get("cache-control")).toBe("no-store");
    const { text, totalPages } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const pdfText = flat(text);
    expect(totalPages).toBeGreaterThan(1);
    expect(pdfText).toContain("residential-lease-wc.txt");
    expect(pdfText).toContain(`${Math.round(result.overallRisk.score)} / 100`);
    expect(lease.riskScore).toBe(result.overallRisk.score);
    expect(result.findings.length).toBeGreaterThan(2);
    for (const finding of result.findings) expect(pdfText).toContain(flat(finding.title));
  });

  it("downloads the Word report with the same content", async () => {
    const { headers, bytes } = await download(owner, lease.id, "report.docx");
    expect(headers.get("content-type")).toBe(docxType);
    expect(headers.get("content-disposition")).toBe('attachment; filename="residential-lease-wc-report.docx"');
    expect(headers.get("cache-control")).toBe("no-store");
    const text = flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
    expect(text).toContain("residential-lease-wc.txt");
    expect(text).toContain(`${Math.round(result.overallRisk.score)} / 100`);
    for (const finding of result.findings) expect(text).toContain(flat(finding.title));
  });

  it("downloads the negotiation pack: the contract with the clause's words deleted and the suggested wording inserted, then the covering message", async () => {
    const { headers, bytes } = await download(owner, lease.id, "negotiation-pack.docx");
    expect(headers.get("content-type")).toBe(docxType);
    expect(headers.get("content-disposition")).toBe(
      'attachment; filename="residential-lease-wc-negotiation-pack.docx"',
    );
    const files = unzipSync(bytes);
    expect(strFromU8(files["word/settings.xml"]!)).toContain("<w:trackRevisions/>");
    const revisions = revisionsOf(strFromU8(files["word/document.xml"]!));
    expect(revisions.every((revision) => revision.author === "ContractClarity")).toBe(true);

    const { finding, clause } = findingWithWording(result);
    const deleted = revisions.find(
      (revision) => revision.tag === "del" && revision.text.length > 20 && flat(clause.text).endsWith(revision.text),
    );
    expect(deleted, `the words of clause ${clause.number} as a deletion`).toBeDefined();
    expect(deleted!.text.length).toBeGreaterThan(flat(clause.text).length - 12); // all but the clause number
    const inserted = revisions[revisions.indexOf(deleted!) + 1]!;
    expect(inserted.tag).toBe("ins");
    expect(inserted.text).toContain(flat(finding.advice.suggestedWording!));

    const text = flat((await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value);
    const unchanged = result.clauses.find((candidate) => candidate.number === "17.1")!;
    expect(unchanged.advice.some((advice) => advice.suggestedWording)).toBe(false);
    expect(text).toContain(flat(unchanged.text)); // clauses without suggestions stay as they are
    const changes = negotiationChanges(result);
    const changed = changes.length;
    expect(revisions.filter((revision) => revision.tag === "del")).toHaveLength(
      changes.filter((change) => change.kind === "replace").length,
    );
    const message = text.slice(text.indexOf("Covering message"));
    expect(message).toMatch(
      /^Covering message Dear Tafelberg Residential Rentals \(Pty\) Ltd, Thank you for sending me the residential lease \(residential-lease-wc\.txt\)/,
    );
    expect(message).toContain(`would like to propose ${changed} changes before signing`);
    expect(message).toContain(`Clause ${clause.number}`);
    expect(message).toMatch(/Kind regards, Nomvula Precious Khumalo$/);
  });

  it("downloads the key dates as an iCalendar file with CRLF line ends and the lease's end and notice deadline", async () => {
    expect(result.keyTerms.term).toMatchObject({ start: "2025-02-01", end: "2026-01-31" });
    expect(result.keyTerms.renewal).toMatchObject({ automatic: true, noticePeriod: { value: 3, unit: "month" } });
    const { headers, bytes } = await download(owner, lease.id, "key-dates.ics");
    expect(headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(headers.get("content-disposition")).toBe('attachment; filename="residential-lease-wc-key-dates.ics"');
    expect(headers.get("cache-control")).toBe("no-store");
    const ics = new TextDecoder().decode(bytes);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/); // no bare LF or CR anywhere

    const events = ics
      .replace(/\r\n /g, "")
      .split("BEGIN:VEVENT\r\n")
      .slice(1)
      .map((event) => event.slice(0, event.indexOf("END:VEVENT")));
    const eventsOn = (date: string) =>
      events.filter((candidate) => candidate.split("\r\n").includes(`DTSTART;VALUE=DATE:${date}`)).join("\n");
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.every((candidate) => /^DTSTART;VALUE=DATE:\d{8}\r$/m.test(candidate))).toBe(true);
    expect(eventsOn("20250201")).toContain("SUMMARY:Residential lease: Contract starts");
    expect(eventsOn("20260131")).toContain("SUMMARY:Residential lease: Contract term ends");
    expect(eventsOn("20251031")).toContain("SUMMARY:Residential lease: Last day to give notice of non-renewal"); // 31 Jan 2026 − 3 months
    expect(eventsOn("20251031")).toContain("TRIGGER:-P14D");
  });

  it("names the download after the contract, without its extension or quotes, and gives a non-ASCII name as filename*", async () => {
    const nda = await completedAnalysis(owner, "mutual-nda-capetown.txt");
    const renamed = await owner.request(`/api/contracts/${nda.contract.id}`, {
      method: "PATCH",
      json: { fileName: 'Geheimhouding "môre" 🏠.docx' },
    });
    expect(renamed.status).toBe(200);
    const { headers } = await download(owner, nda.id, "key-dates.ics");
    const disposition = headers.get("content-disposition")!;
    expect(disposition).toBe(
      `attachment; filename="Geheimhouding more _-key-dates.ics"; filename*=UTF-8''Geheimhouding%20m%C3%B4re%20%F0%9F%8F%A0-key-dates.ics`,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe("Geheimhouding môre 🏠-key-dates.ics");
  });

  it("refuses an unknown format with 404 and names the formats there are", async () => {
    for (const format of ["report.exe", "REPORT.PDF", "key-dates.ics.zip"]) {
      const response = await owner.request(`/api/analyses/${lease.id}/export/${format}`);
      expect(response.status, format).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe("not_found");
      expect(error.message).toContain("Choose one of: report.pdf, report.docx, negotiation-pack.docx, key-dates.ics.");
    }
  });

  it("gives another user and a malformed id the analyses' 404, and a visitor 401", async () => {
    const stranger = await signedIn(testApp, "stranger@example.co.za");
    for (const path of [`/api/analyses/${lease.id}/export/report.pdf`, "/api/analyses/not-a-uuid/export/report.pdf"]) {
      const response = await stranger.request(path);
      expect(response.status, path).toBe(404);
      expect(await errorOf(response)).toEqual({
        code: "analysis_not_found",
        message: "Analysis not found for this contract.",
      });
    }
    const visitor = createBrowser(testApp.app);
    const response = await visitor.request(`/api/analyses/${lease.id}/export/report.pdf`);
    expect(response.status).toBe(401);
    expect(response.headers.get("content-disposition")).toBeNull();
  });

  it("cannot export an analysis whose result retention has deleted", async () => {
    const nda = await completedAnalysis(owner, "mutual-nda-capetown.txt");
    expect((await owner.request(`/api/analyses/${nda.id}/export/report.pdf`)).status).toBe(200);
    await testApp.db
      .update(contracts)
      .set({ originalEncrypted: null, documentEncrypted: null, filesDeletedAt: new Date() })
      .where(eq(contracts.id, nda.contract.id));
    await testApp.db.update(analyses).set({ resultEncrypted: null }).where(eq(analyses.id, nda.id));
    const response = await owner.request(`/api/analyses/${nda.id}/export/report.pdf`);
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toMatch(/retention policy/);
  });
});

describe("exports of an analysis that has not completed", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(); // no worker: the analysis stays queued
  });
  afterAll(() => testApp.close());

  it("answers 409 while the analysis is queued, and another 409 once it has failed", async () => {
    const owner = await signedIn(testApp, "early@example.co.za");
    const { analysis } = await uploaded(owner, "mutual-nda-capetown.txt");
    for (const format of ["report.pdf", "key-dates.ics"]) {
      const response = await owner.request(`/api/analyses/${analysis.id}/export/${format}`);
      expect(response.status, format).toBe(409);
      expect(await errorOf(response)).toEqual({
        code: "conflict",
        message: "The analysis has not finished yet. Download it once the analysis is complete.",
      });
    }
    await testApp.db.execute(sql`update ${jobs} set status = 'error', last_error = 'worker died'`);
    const failed = await owner.request(`/api/analyses/${analysis.id}/export/report.pdf`);
    expect(failed.status).toBe(409);
    expect((await errorOf(failed)).message).toBe(
      "This analysis did not finish, so there is nothing to export. Run the analysis again first.",
    );
  });
});
