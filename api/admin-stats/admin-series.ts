import { z } from "zod";
import {
  type AdminSeries,
  daysBetween,
  MAX_DAILY_DAYS,
  type SeriesPoint,
  type SeriesQuery,
  seriesCsvColumns,
} from "../../common/api/admin-stats";
import type { Database } from "../db/client";
import { countContractTypes, recentAnalysisResults, seriesCounts, sumRevenue } from "../db/queries/admin-stats";
import { openJson } from "../sealed-json";
import { addDays, mondayOf, startOfLocalDay } from "./sast-days";

/** High-risk findings are counted over at most this many of the range's most recent analyses (each result is decrypted). */
export const FINDINGS_SAMPLE_LIMIT = 500;

/** GET /api/admin/stats/series: one point per day (per week beyond 92 days) from `from` to `to`, both included. */
export async function adminSeries(db: Database, dataKey: Buffer, query: SeriesQuery): Promise<AdminSeries> {
  const bucket = daysBetween(query.from, query.to) <= MAX_DAILY_DAYS ? "day" : "week";
  const range = { start: startOfLocalDay(query.from), end: startOfLocalDay(addDays(query.to, 1)) };
  const [counts, revenue, contractTypes, results] = await Promise.all([
    seriesCounts(db, { ...range, bucket }),
    sumRevenue(db, { ...range, bucket }),
    countContractTypes(db, range),
    recentAnalysisResults(db, { ...range, limit: FINDINGS_SAMPLE_LIMIT }),
  ]);

  const points: SeriesPoint[] = [];
  const step = bucket === "day" ? 1 : 7;
  for (let date = bucket === "day" ? query.from : mondayOf(query.from); date <= query.to; date = addDays(date, step)) {
    const signups = counts.signups.get(date) ?? 0;
    const signupsPaid = counts.signupsPaid.get(date) ?? 0;
    const finished = counts.analysesFinished.get(date) ?? 0;
    const failed = counts.analysesFailed.get(date) ?? 0;
    const paid = revenue.paid.get(date) ?? 0;
    const refunded = revenue.refunded.get(date) ?? 0;
    points.push({
      date,
      signups,
      analyses: counts.analyses.get(date) ?? 0,
      analysesFailed: failed,
      analysesFinished: finished,
      errorRate: finished > 0 ? failed / finished : null,
      generations: counts.generations.get(date) ?? 0,
      signupsPaid,
      conversionRate: signups > 0 ? signupsPaid / signups : null,
      newPayingUsers: counts.newPayingUsers.get(date) ?? 0,
      revenue: paid - refunded,
      refunds: refunded,
      analysisP50Ms: counts.p50.get(date) ?? null,
      analysisP95Ms: counts.p95.get(date) ?? null,
    });
  }

  return {
    from: query.from,
    to: query.to,
    bucket,
    points,
    contractTypes,
    highRiskFindings: countHighRiskFindings(results, dataKey).slice(0, 10),
    findingsSampledAnalyses: results.length,
  };
}

/** Only what the dashboard counts of a stored result: the findings' rule, title and severity. */
const storedFindingsSchema = z.object({
  findings: z.array(z.object({ ruleId: z.unknown(), title: z.unknown(), severity: z.unknown() })).default([]),
});

/** Counts the high-severity findings by rule across the analyses' (decrypted) results, most frequent first. */
function countHighRiskFindings(results: Buffer[], dataKey: Buffer): { ruleId: string; title: string; count: number }[] {
  const counted = new Map<string, { ruleId: string; title: string; count: number }>();
  for (const sealed of results) {
    let findings: z.output<typeof storedFindingsSchema>["findings"];
    try {
      findings = openJson(storedFindingsSchema, sealed, dataKey).findings;
    } catch {
      continue; // a result sealed under another key (or damaged) is skipped, not fatal to the dashboard
    }
    const seen = new Set<string>();
    for (const finding of findings) {
      if (finding.severity !== "high" || typeof finding.ruleId !== "string" || seen.has(finding.ruleId)) continue;
      seen.add(finding.ruleId); // once per analysis: "how many contracts had it"
      const entry = counted.get(finding.ruleId) ?? {
        ruleId: finding.ruleId,
        title: String(finding.title ?? finding.ruleId),
        count: 0,
      };
      entry.count += 1;
      counted.set(finding.ruleId, entry);
    }
  }
  return [...counted.values()].sort((a, b) => b.count - a.count || a.title.localeCompare(b.title));
}

/** The series as CSV (RFC 4180): money in rand, rates as fractions, times in seconds. */
export function seriesToCsv(series: AdminSeries): string {
  const header = seriesCsvColumns.map(([, label]) => label);
  const lines = [header, ...series.points.map((point) => seriesCsvColumns.map(([key]) => csvValue(key, point[key])))];
  return `${lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

function csvValue(key: keyof SeriesPoint, value: SeriesPoint[keyof SeriesPoint]): string {
  if (value === null) return "";
  if (key === "revenue" || key === "refunds") return ((value as number) / 100).toFixed(2);
  if (key === "analysisP50Ms" || key === "analysisP95Ms") return ((value as number) / 1000).toFixed(2);
  if (key === "errorRate" || key === "conversionRate") return (value as number).toFixed(4);
  return String(value);
}

function csvCell(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}
