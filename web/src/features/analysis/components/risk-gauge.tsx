import type { RiskLevel } from "../../../../../common/analysis";
import { resultTexts } from "../texts";
import { riskColors } from "./risk-badge";

/** The score bands the engine uses for its levels (agent/analysis: low < 25 ≤ medium < 60 ≤ high). */
const bands: ReadonlyArray<{ level: RiskLevel; from: number; to: number }> = [
  { level: "low", from: 0, to: 25 },
  { level: "medium", from: 25, to: 60 },
  { level: "high", from: 60, to: 100 },
];

const faint: Record<RiskLevel, string> = { low: "#d1fae5", medium: "#fef3c7", high: "#fee2e2" };

const CENTER_X = 100;
const CENTER_Y = 100;
const RADIUS = 80;

function pointAt(score: number): { x: number; y: number } {
  const angle = Math.PI * (1 - Math.min(100, Math.max(0, score)) / 100);
  return { x: CENTER_X + RADIUS * Math.cos(angle), y: CENTER_Y - RADIUS * Math.sin(angle) };
}

/** An arc along the gauge from one score to another (a half circle at most, so never the large-arc flag). */
export function arcPath(from: number, to: number): string {
  const start = pointAt(from);
  const end = pointAt(to);
  return `M ${start.x.toFixed(2)} ${start.y.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${end.x.toFixed(2)} ${end.y.toFixed(2)}`;
}

/**
 * The overall risk as a half-circle gauge. The SVG is one image whose name is the score
 * ("Risk score 78 out of 100"); the level is written beside it, so nothing rests on colour alone.
 */
export function RiskGauge({ score, level }: { score: number; level: RiskLevel }) {
  const rounded = Math.round(score);
  const marker = pointAt(rounded);
  return (
    <svg
      viewBox="0 0 200 118"
      role="img"
      aria-label={resultTexts.riskScore(rounded)}
      className="h-auto w-full max-w-[220px]"
    >
      {bands.map((band) => (
        <path
          key={band.level}
          d={arcPath(band.from, band.to)}
          fill="none"
          stroke={faint[band.level]}
          strokeWidth={16}
        />
      ))}
      {rounded > 0 && (
        <path
          d={arcPath(0, rounded)}
          fill="none"
          stroke={riskColors[level].stroke}
          strokeWidth={16}
          strokeLinecap="butt"
        />
      )}
      <circle cx={marker.x} cy={marker.y} r={11} fill="#fff" stroke={riskColors[level].stroke} strokeWidth={4} />
      <text x={CENTER_X} y={88} textAnchor="middle" className="fill-navy-900" style={{ fontSize: 38, fontWeight: 700 }}>
        {rounded}
      </text>
      <text
        x={CENTER_X}
        y={110}
        textAnchor="middle"
        className="fill-navy-500"
        style={{ fontSize: 12, fontWeight: 600 }}
      >
        / 100
      </text>
    </svg>
  );
}
