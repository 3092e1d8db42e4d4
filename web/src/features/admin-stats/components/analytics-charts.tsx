import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AdminSeries, SeriesPoint } from "../../../../../common/api/admin-stats";
import { formatCount, formatDay, formatRandCents, formatRate, formatSeconds, formatShortDay } from "../format";
import { analyticsTexts } from "../texts";
import { ChartFigure } from "./chart-figure";

const colours = {
  teal: "#0f766e",
  navy: "#2b446b",
  amber: "#d97706",
  red: "#b91c1c",
  grid: "#e1e9f3",
  axis: "#456b9f",
};
const axisProps = { stroke: colours.axis, fontSize: 12, tickLine: false } as const;

type Props = { series: AdminSeries };

/** The analytics screen's charts (recharts, loaded only with this screen), each with a summary and a table. */
export function AnalyticsCharts({ series }: Props) {
  const points = series.points;
  const dateColumn = series.bucket === "week" ? analyticsTexts.weekOf : analyticsTexts.date;
  const chartData = points.map((point) => ({
    ...point,
    label: formatShortDay(point.date),
    revenueRand: point.revenue / 100,
    conversionPercent: point.conversionRate === null ? null : point.conversionRate * 100,
    errorPercent: point.errorRate === null ? null : point.errorRate * 100,
    p50Seconds: point.analysisP50Ms === null ? null : point.analysisP50Ms / 1000,
    p95Seconds: point.analysisP95Ms === null ? null : point.analysisP95Ms / 1000,
  }));
  const rowOf = (point: SeriesPoint, ...cells: (string | number)[]) => [formatDay(point.date), ...cells];
  const texts = analyticsTexts.charts;
  const names = analyticsTexts.series;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartFigure
        title={texts.signups}
        empty={!points.some((point) => point.signups > 0)}
        summary={countSummary(names.signups, points, "signups")}
        table={{ columns: [dateColumn, names.signups], rows: points.map((point) => rowOf(point, point.signups)) }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={chartData}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis allowDecimals={false} {...axisProps} width={36} />
            <Tooltip />
            <Bar
              isAnimationActive={false}
              dataKey="signups"
              name={names.signups}
              fill={colours.teal}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title={texts.activity}
        empty={!points.some((point) => point.analyses > 0 || point.generations > 0)}
        summary={`${countSummary(names.analyses, points, "analyses")} ${countSummary(names.generations, points, "generations")}`}
        table={{
          columns: [dateColumn, names.analyses, names.generations],
          rows: points.map((point) => rowOf(point, point.analyses, point.generations)),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={chartData}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis allowDecimals={false} {...axisProps} width={36} />
            <Tooltip />
            <Legend />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="analyses"
              name={names.analyses}
              stroke={colours.teal}
              strokeWidth={2}
              dot={false}
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="generations"
              name={names.generations}
              stroke={colours.navy}
              strokeWidth={2}
              dot={false}
              strokeDasharray="5 3"
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title={texts.conversion}
        empty={points.every((point) => point.conversionRate === null)}
        summary={rateSummary(names.conversionRate, points, "conversionRate")}
        note={analyticsTexts.conversionNote}
        table={{
          columns: [dateColumn, names.signups, names.conversionRate, texts.conversion, names.newPayingUsers],
          rows: points.map((point) =>
            rowOf(point, point.signups, point.signupsPaid, formatRate(point.conversionRate), point.newPayingUsers),
          ),
        }}
      >
        <PercentLineChart data={chartData} dataKey="conversionPercent" name={texts.conversion} stroke={colours.teal} />
      </ChartFigure>

      <ChartFigure
        title={texts.revenue}
        empty={points.every((point) => point.revenue === 0 && point.refunds === 0)}
        summary={revenueSummary(points)}
        table={{
          columns: [dateColumn, names.revenue, names.refunds],
          rows: points.map((point) => rowOf(point, formatRandCents(point.revenue), formatRandCents(point.refunds))),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={chartData}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis {...axisProps} width={64} tickFormatter={(value: number) => `R${formatCount(value)}`} />
            <Tooltip formatter={(value) => formatRandCents(Math.round(Number(value) * 100))} />
            <Bar
              isAnimationActive={false}
              dataKey="revenueRand"
              name={names.revenue}
              fill={colours.navy}
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title={texts.analysisTime}
        empty={points.every((point) => point.analysisP50Ms === null)}
        summary={timeSummary(points)}
        note={analyticsTexts.analysisTimeNote}
        table={{
          columns: [dateColumn, names.p50, names.p95],
          rows: points.map((point) =>
            rowOf(point, formatSeconds(point.analysisP50Ms), formatSeconds(point.analysisP95Ms)),
          ),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={chartData}>
            <CartesianGrid stroke={colours.grid} vertical={false} />
            <XAxis dataKey="label" {...axisProps} minTickGap={16} />
            <YAxis unit=" s" {...axisProps} width={48} />
            <Tooltip formatter={(value) => `${Number(value).toFixed(1)} s`} />
            <Legend />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="p50Seconds"
              name={names.p50}
              stroke={colours.teal}
              strokeWidth={2}
              connectNulls
            />
            <Line
              isAnimationActive={false}
              type="monotone"
              dataKey="p95Seconds"
              name={names.p95}
              stroke={colours.amber}
              strokeWidth={2}
              connectNulls
              strokeDasharray="5 3"
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title={texts.errorRate}
        empty={points.every((point) => point.errorRate === null)}
        summary={rateSummary(names.errorRate, points, "errorRate")}
        table={{
          columns: [dateColumn, names.analyses, names.failed, names.errorRate],
          rows: points.map((point) => rowOf(point, point.analyses, point.analysesFailed, formatRate(point.errorRate))),
        }}
      >
        <PercentLineChart data={chartData} dataKey="errorPercent" name={names.errorRate} stroke={colours.red} />
      </ChartFigure>

      <ChartFigure
        title={texts.contractTypes}
        empty={series.contractTypes.length === 0}
        summary={rankingSummary(
          texts.contractTypes,
          series.contractTypes.map((row) => [row.label, row.count]),
        )}
        table={{
          columns: [analyticsTexts.type, analyticsTexts.count],
          rows: series.contractTypes.map((row) => [row.label, row.count]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={series.contractTypes} layout="vertical" margin={{ left: 8 }}>
            <CartesianGrid stroke={colours.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} {...axisProps} />
            <YAxis type="category" dataKey="label" {...axisProps} width={140} />
            <Tooltip />
            <Bar
              isAnimationActive={false}
              dataKey="count"
              name={analyticsTexts.count}
              fill={colours.teal}
              radius={[0, 3, 3, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>

      <ChartFigure
        title={texts.findings}
        empty={series.highRiskFindings.length === 0}
        summary={rankingSummary(
          texts.findings,
          series.highRiskFindings.map((row) => [row.title, row.count]),
        )}
        note={analyticsTexts.findingsSample(series.findingsSampledAnalyses)}
        table={{
          columns: [analyticsTexts.finding, analyticsTexts.count],
          rows: series.highRiskFindings.map((row) => [row.title, row.count]),
        }}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={series.highRiskFindings} layout="vertical" margin={{ left: 8 }}>
            <CartesianGrid stroke={colours.grid} horizontal={false} />
            <XAxis type="number" allowDecimals={false} {...axisProps} />
            <YAxis
              type="category"
              dataKey="title"
              {...axisProps}
              width={180}
              tickFormatter={(title: string) => (title.length > 28 ? `${title.slice(0, 27)}…` : title)}
            />
            <Tooltip />
            <Bar
              isAnimationActive={false}
              dataKey="count"
              name={analyticsTexts.count}
              fill={colours.red}
              radius={[0, 3, 3, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartFigure>
    </div>
  );
}

type CountKey = "signups" | "analyses" | "generations";

function countSummary(label: string, points: SeriesPoint[], key: CountKey): string {
  const total = points.reduce((sum, point) => sum + point[key], 0);
  if (total === 0) return analyticsTexts.summaries.none(label);
  const peak = points.reduce((best, point) => (point[key] > best[key] ? point : best), points[0]!);
  return analyticsTexts.summaries.total(
    label,
    formatCount(total),
    `${formatDay(peak.date)} (${formatCount(peak[key])})`,
  );
}

function rateSummary(label: string, points: SeriesPoint[], key: "conversionRate" | "errorRate"): string {
  const values = points.map((point) => point[key]).filter((value): value is number => value !== null);
  if (values.length === 0) return analyticsTexts.summaries.none(label);
  return analyticsTexts.summaries.range(label, formatRate(Math.min(...values)), formatRate(Math.max(...values)));
}

function revenueSummary(points: SeriesPoint[]): string {
  const net = points.reduce((sum, point) => sum + point.revenue, 0);
  const refunds = points.reduce((sum, point) => sum + point.refunds, 0);
  if (net === 0 && refunds === 0) return analyticsTexts.summaries.none(analyticsTexts.series.revenue);
  return `${analyticsTexts.series.revenue}: ${formatRandCents(net)} in total, after ${formatRandCents(refunds)} of refunds.`;
}

function timeSummary(points: SeriesPoint[]): string {
  const p50s = points.map((point) => point.analysisP50Ms).filter((value): value is number => value !== null);
  const p95s = points.map((point) => point.analysisP95Ms).filter((value): value is number => value !== null);
  if (p50s.length === 0) return analyticsTexts.summaries.none(analyticsTexts.charts.analysisTime);
  return `Median from ${formatSeconds(Math.min(...p50s))} to ${formatSeconds(Math.max(...p50s))}; p95 up to ${formatSeconds(Math.max(...p95s))}.`;
}

function rankingSummary(label: string, rows: [string, number][]): string {
  if (rows.length === 0) return analyticsTexts.summaries.none(label);
  return `${label}: ${rows
    .slice(0, 3)
    .map(([name, count]) => `${name} (${formatCount(count)})`)
    .join(", ")}${rows.length > 3 ? ", …" : ""}.`;
}

/** A 0–100 % line over the days (conversion, error rate). */
function PercentLineChart({
  data,
  dataKey,
  name,
  stroke,
}: {
  data: object[];
  dataKey: string;
  name: string;
  stroke: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data}>
        <CartesianGrid stroke={colours.grid} vertical={false} />
        <XAxis dataKey="label" {...axisProps} minTickGap={16} />
        <YAxis domain={[0, 100]} unit="%" {...axisProps} width={44} />
        <Tooltip formatter={(value) => `${Number(value).toFixed(1)}%`} />
        <Line
          isAnimationActive={false}
          type="monotone"
          dataKey={dataKey}
          name={name}
          stroke={stroke}
          strokeWidth={2}
          connectNulls
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
