import type { Comparison, MetricChange } from "./compare";
import { lawDroppedText } from "./report-text";
import type { CaseResult, RunReport, SuiteReport } from "./types";

/**
 * The run as one self-contained HTML page (inline CSS and SVG, no scripts or CDN): a summary per
 * suite, charts of each metric against the baseline, the cases that changed, and every failing
 * case with its scorer diffs and an excerpt of the document or conversation.
 */
export function formatHtmlReport(report: RunReport, comparison: Comparison | null): string {
  const failing = report.suites.flatMap((suite) =>
    suite.cases.filter((c) => c.status !== "pass").map((c) => ({ suite: suite.suite, result: c })),
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>ContractClarity evals — ${escapeHtml(report.startedAt.slice(0, 16).replace("T", " "))}</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>ContractClarity eval report</h1>
  <p class="meta">${escapeHtml(new Date(report.startedAt).toUTCString())} · ${(report.durationMs / 1000).toFixed(1)} s · provider <b>${escapeHtml(report.settings.provider)}</b>${report.settings.model ? ` (${escapeHtml(report.settings.model)})` : ""}${report.settings.cassette ? ` · cassette ${escapeHtml(report.settings.cassette)}` : ""}${report.settings.sample ? ` · sample ${report.settings.sample} per suite` : ""} · concurrency ${report.settings.concurrency}</p>
  ${comparison ? `<p class="meta">Compared with <code>${escapeHtml(comparison.source)}</code>: ${countBy(comparison, "better")} better, ${countBy(comparison, "worse")} worse.</p>` : `<p class="meta">No baseline to compare with.</p>`}
</header>
<main>
<section aria-labelledby="summary"><h2 id="summary">Summary</h2>
<div class="cards">${report.suites.map((suite) => summaryCard(suite, comparison)).join("")}</div>
</section>
<section aria-labelledby="charts"><h2 id="charts">Metrics against the baseline</h2>
<p class="hint">Each bar is a metric from 0 to 1 (higher is better, except benign clauses flagged and false all-clears, where lower is better). Grey: baseline; colour: this run (green better, red worse, blue unchanged, a count of the data set, or no baseline).</p>
<div class="charts">${report.suites.map((suite) => metricChart(suite, comparison)).join("")}</div>
</section>
${comparison ? changedCases(comparison) : ""}
<section aria-labelledby="failures"><h2 id="failures">Failing cases (${failing.length})</h2>
${failing.length === 0 ? "<p>Every case passes.</p>" : failing.map(({ suite, result }) => failingCase(suite, result)).join("")}
</section>
<section aria-labelledby="all-cases"><h2 id="all-cases">All cases</h2>
${report.suites.map(caseTable).join("")}
</section>
</main>
</body>
</html>
`;
}

function countBy(comparison: Comparison, direction: "better" | "worse"): number {
  return (
    comparison.metrics.filter((m) => m.direction === direction).length +
    comparison.cases.filter((c) => c.direction === direction).length
  );
}

function summaryCard(suite: SuiteReport, comparison: Comparison | null): string {
  const counts = { pass: 0, fail: 0, error: 0 };
  for (const c of suite.cases) counts[c.status]++;
  const total = suite.cases.length || 1;
  const change = (key: string) => comparison?.metrics.find((m) => m.suite === suite.suite && m.metric === key);
  return `<article class="card">
  <h3>${escapeHtml(suite.suite)}</h3>
  <p class="desc">${escapeHtml(suite.description)}</p>
  <dl>${suite.headline
    .map((metric) => {
      const delta = change(metric.key);
      return `<div><dt>${escapeHtml(metric.label)}</dt><dd><span class="figure">${format(suite.metrics[metric.key])}</span>${delta ? ` <span class="delta ${delta.direction}">${signed(delta.delta)}</span>` : ""}</dd></div>`;
    })
    .join("")}</dl>
  <svg class="outcomes" viewBox="0 0 200 10" preserveAspectRatio="none" role="img" aria-label="${counts.pass} pass, ${counts.fail} fail, ${counts.error} error">
    <rect x="0" y="0" width="${(200 * counts.pass) / total}" height="10" fill="#0d9488"/>
    <rect x="${(200 * counts.pass) / total}" y="0" width="${(200 * counts.fail) / total}" height="10" fill="#dc2626"/>
    <rect x="${(200 * (counts.pass + counts.fail)) / total}" y="0" width="${(200 * counts.error) / total}" height="10" fill="#7c3aed"/>
  </svg>
  <p class="counts">${counts.pass} pass · ${counts.fail} fail · ${counts.error} error${suite.sampled ? ` · sample of ${suite.sampled.of}` : ""}${suite.lawReferencesDropped === undefined ? "" : ` · ${escapeHtml(lawDroppedText(suite))}`} · ${(suite.durationMs / 1000).toFixed(1)} s</p>
  <p class="stamp">${escapeHtml([suite.provider + (suite.model ? ` (${suite.model})` : ""), suite.promptId ?? ""].filter(Boolean).join(" · "))}</p>
</article>`;
}

/** Horizontal bars: baseline (grey, thin) under this run (coloured), each labelled with its value and change. */
function metricChart(suite: SuiteReport, comparison: Comparison | null): string {
  const metrics = Object.entries(suite.metrics).filter(([, value]) => value >= 0 && value <= 1);
  const rowHeight = 34;
  const labelWidth = 170;
  const barWidth = 260;
  const height = metrics.length * rowHeight + 10;
  const rows = metrics
    .map(([key, value], index) => {
      const change: MetricChange | undefined = comparison?.metrics.find(
        (m) => m.suite === suite.suite && m.metric === key,
      );
      const y = index * rowHeight + 6;
      const colour = change?.direction === "better" ? "#16a34a" : change?.direction === "worse" ? "#dc2626" : "#2563eb";
      return `<g>
  <text x="0" y="${y + 13}" class="label">${escapeHtml(key)}</text>
  <rect x="${labelWidth}" y="${y}" width="${barWidth}" height="16" fill="#f1f5f9"/>
  ${change ? `<rect x="${labelWidth}" y="${y + 17}" width="${(barWidth * clamp(change.baseline)).toFixed(1)}" height="5" fill="#94a3b8"><title>baseline ${change.baseline.toFixed(3)}</title></rect>` : ""}
  <rect x="${labelWidth}" y="${y}" width="${(barWidth * clamp(value)).toFixed(1)}" height="16" fill="${colour}"><title>${escapeHtml(key)} ${value.toFixed(3)}</title></rect>
  <text x="${labelWidth + barWidth + 8}" y="${y + 13}" class="value">${value.toFixed(3)}${change && change.direction !== "same" ? ` (${signed(change.delta)})` : ""}</text>
</g>`;
    })
    .join("");
  return `<figure class="chart"><figcaption>${escapeHtml(suite.suite)}</figcaption>
<svg viewBox="0 0 ${labelWidth + barWidth + 110} ${height}" width="100%" role="img" aria-label="${escapeHtml(suite.suite)} metrics">${rows}</svg></figure>`;
}

function changedCases(comparison: Comparison): string {
  const changed = comparison.cases.filter((c) => c.direction === "better" || c.direction === "worse");
  const rows = comparison.metrics
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.suite)}</td><td>${escapeHtml(m.metric)}</td><td>${m.baseline.toFixed(3)}</td><td>${m.current.toFixed(3)}</td><td class="${m.direction}">${m.direction === "same" ? "=" : `${signed(m.delta)} ${m.direction}`}</td></tr>`,
    )
    .join("");
  return `<section aria-labelledby="changes"><h2 id="changes">Changes against the baseline</h2>
<div class="scroll"><table><caption>Metrics</caption><thead><tr><th>suite</th><th>metric</th><th>baseline</th><th>now</th><th>change</th></tr></thead><tbody>${rows || `<tr><td colspan="5">No shared metrics.</td></tr>`}</tbody></table></div>
<div class="scroll"><table><caption>Cases that got better or worse (${changed.length})</caption><thead><tr><th>suite</th><th>case</th><th>baseline</th><th>now</th><th>change</th></tr></thead><tbody>${
    changed
      .map(
        (c) =>
          `<tr><td>${escapeHtml(c.suite)}</td><td>${escapeHtml(c.id)}<br><small>${escapeHtml(c.title)}</small></td><td>${c.baseline ? `${c.baseline.status} ${c.baseline.score.toFixed(2)}` : "–"}</td><td>${c.current.status} ${c.current.score.toFixed(2)}</td><td class="${c.direction}">${c.direction}</td></tr>`,
      )
      .join("") || `<tr><td colspan="5">No case changed.</td></tr>`
  }</tbody></table></div>
</section>`;
}

function failingCase(suite: string, result: CaseResult): string {
  const diffs =
    result.status === "error"
      ? `<pre class="error">${escapeHtml(result.error ?? "")}</pre>`
      : result.scores
          .filter((s) => !s.pass)
          .map(
            (s) =>
              `<div class="diff"><h4>${escapeHtml(s.scorer)} <span class="score">${s.score.toFixed(2)}</span></h4><pre class="expected">- expected: ${escapeHtml(pretty(s.expected))}</pre><pre class="actual">+ actual:   ${escapeHtml(pretty(s.actual))}</pre></div>`,
          )
          .join("");
  return `<article class="failure" id="${escapeHtml(`${suite}-${result.id}`)}">
  <h3><span class="badge ${result.status}">${result.status}</span> ${escapeHtml(suite)} · ${escapeHtml(result.id)}</h3>
  <p class="title">${escapeHtml(result.title)}</p>
  ${diffs}
  ${result.excerpt ? `<details open><summary>Document / conversation excerpt</summary><blockquote>${escapeHtml(result.excerpt)}</blockquote></details>` : ""}
</article>`;
}

function caseTable(suite: SuiteReport): string {
  const lawChecked = suite.lawReferencesDropped !== undefined;
  return `<details><summary>${escapeHtml(suite.suite)} — ${suite.cases.length} cases</summary>
<div class="scroll"><table><thead><tr><th>case</th><th>status</th><th>score</th><th>scorers</th>${lawChecked ? "<th>law dropped</th>" : ""}<th>ms</th></tr></thead><tbody>${suite.cases
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.id)}<br><small>${escapeHtml(c.title)}</small></td><td><span class="badge ${c.status}">${c.status}</span></td><td>${c.score.toFixed(2)}</td><td>${c.scores.map((s) => `<span class="${s.pass ? "ok" : "bad"}">${escapeHtml(s.scorer)} ${s.score.toFixed(2)}</span>`).join(" ")}</td>${lawChecked ? `<td>${c.lawReferencesDropped ?? "–"}</td>` : ""}<td>${c.durationMs}</td></tr>`,
    )
    .join("")}</tbody></table></div></details>`;
}

function format(value: number | undefined): string {
  return value === undefined ? "–" : value.toFixed(3);
}

function signed(delta: number): string {
  return `${delta >= 0 ? "+" : ""}${delta.toFixed(3)}`;
}

function clamp(value: number): number {
  return Math.max(0, Math.min(1, value));
}

function pretty(value: unknown): string {
  if (value === undefined) return "–";
  return typeof value === "string" ? value : JSON.stringify(value, null, 1);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

const STYLE = `
:root { color-scheme: light; --navy: #15233b; --muted: #52607a; --line: #e1e9f3; --teal: #0d9488; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--navy); background: #f8fafc; }
header { background: #0c1628; color: #fff; padding: 28px 32px; }
header h1 { margin: 0 0 6px; font-size: 26px; }
header .meta { margin: 2px 0; color: #c4d3e6; }
header code { color: #fff; }
main { max-width: 1180px; margin: 0 auto; padding: 16px 24px 64px; }
h2 { margin: 36px 0 12px; font-size: 20px; }
.hint { color: var(--muted); margin-top: -4px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(250px, 1fr)); gap: 16px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 16px 18px; }
.card h3 { margin: 0; font-size: 17px; }
.card .desc { margin: 2px 0 10px; color: var(--muted); font-size: 13px; }
.card dl { margin: 0 0 10px; display: grid; gap: 6px; }
.card dt { font-size: 13px; color: var(--muted); }
.card dd { margin: 0; }
.figure { font-size: 26px; font-weight: 700; font-variant-numeric: tabular-nums; }
.delta { font-size: 13px; font-weight: 600; padding: 1px 6px; border-radius: 999px; }
.delta.better, td.better { color: #166534; background: #dcfce7; }
.delta.worse, td.worse { color: #991b1b; background: #fee2e2; }
.delta.same { color: var(--muted); background: #f1f5f9; }
.outcomes { width: 100%; height: 10px; border-radius: 5px; overflow: hidden; display: block; background: #f1f5f9; }
.counts, .stamp { margin: 6px 0 0; font-size: 13px; color: var(--muted); }
.charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(520px, 1fr)); gap: 16px; }
.chart { margin: 0; background: #fff; border: 1px solid var(--line); border-radius: 14px; padding: 12px 16px; }
.chart figcaption { font-weight: 600; margin-bottom: 6px; }
.chart .label { font-size: 12px; fill: #2b446b; }
.chart .value { font-size: 12px; fill: var(--navy); font-variant-numeric: tabular-nums; }
.scroll { overflow-x: auto; }
table { width: 100%; border-collapse: collapse; background: #fff; margin: 8px 0 20px; font-size: 14px; }
caption { text-align: left; font-weight: 600; padding: 6px 0; }
th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { background: #f1f5fa; }
small { color: var(--muted); }
.failure { background: #fff; border: 1px solid #fecaca; border-left: 5px solid #dc2626; border-radius: 12px; padding: 12px 18px; margin: 12px 0; }
.failure h3 { margin: 0; font-size: 16px; }
.failure .title { margin: 2px 0 8px; color: var(--muted); }
.diff h4 { margin: 10px 0 4px; font-size: 14px; }
pre { margin: 0; padding: 6px 10px; white-space: pre-wrap; word-break: break-word; font: 12.5px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; }
pre.expected { background: #ecfdf5; color: #065f46; border-radius: 6px 6px 0 0; }
pre.actual { background: #fef2f2; color: #991b1b; border-radius: 0 0 6px 6px; }
pre.error { background: #f5f3ff; color: #5b21b6; border-radius: 6px; }
blockquote { margin: 6px 0 0; padding: 8px 12px; border-left: 3px solid var(--line); background: #f8fafc; white-space: pre-wrap; font-size: 13px; }
summary { cursor: pointer; font-weight: 600; padding: 4px 0; }
summary:focus-visible { outline: 2px solid var(--teal); outline-offset: 2px; }
.badge { display: inline-block; font-size: 12px; font-weight: 700; text-transform: uppercase; padding: 1px 8px; border-radius: 999px; }
.badge.pass { background: #ccfbf1; color: #115e59; }
.badge.fail { background: #fee2e2; color: #991b1b; }
.badge.error { background: #ede9fe; color: #5b21b6; }
.ok { color: #115e59; } .bad { color: #b91c1c; font-weight: 600; }
@media (max-width: 600px) { main { padding: 8px 12px 40px; } header { padding: 20px 16px; } .charts { grid-template-columns: 1fr; } }
`;
