import type { RiskLevel } from "../../../../../common/analysis";
import type { AnalysisStatus } from "../../../../../common/api/analyses";
import { cn } from "../../../lib/cn";
import { resultTexts, statusLabels } from "../texts";

/** Colours per risk level, readable on white (WCAG AA). */
export const riskColors: Record<
  RiskLevel,
  { chip: string; dot: string; cell: string; bar: string; text: string; stroke: string }
> = {
  low: {
    chip: "bg-emerald-50 text-emerald-800 ring-emerald-200",
    dot: "bg-emerald-500",
    cell: "bg-emerald-400 hover:bg-emerald-500",
    bar: "border-l-emerald-400",
    text: "text-emerald-800",
    stroke: "#10b981",
  },
  medium: {
    chip: "bg-amber-50 text-amber-900 ring-amber-200",
    dot: "bg-amber-500",
    cell: "bg-amber-400 hover:bg-amber-500",
    bar: "border-l-amber-400",
    text: "text-amber-900",
    stroke: "#f59e0b",
  },
  high: {
    chip: "bg-red-50 text-red-800 ring-red-200",
    dot: "bg-red-500",
    cell: "bg-red-500 hover:bg-red-600",
    bar: "border-l-red-500",
    text: "text-red-800",
    stroke: "#ef4444",
  },
};

const chipBase =
  "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset whitespace-nowrap";

export function RiskBadge({
  level,
  score,
  className,
}: {
  level: RiskLevel;
  score?: number | null;
  className?: string;
}) {
  return (
    <span className={cn(chipBase, riskColors[level].chip, className)}>
      <span aria-hidden="true" className={cn("size-1.5 rounded-full", riskColors[level].dot)} />
      {resultTexts.riskLevel[level]}
      {score !== undefined && score !== null && <span className="font-medium opacity-80">· {score}</span>}
    </span>
  );
}

const statusStyles: Record<AnalysisStatus, string> = {
  pending: "bg-navy-50 text-navy-700 ring-navy-200",
  processing: "bg-sky-50 text-sky-800 ring-sky-200",
  extracted: "bg-sky-50 text-sky-800 ring-sky-200",
  analyzing: "bg-sky-50 text-sky-800 ring-sky-200",
  completed: "bg-teal-50 text-teal-800 ring-teal-200",
  error: "bg-red-50 text-red-800 ring-red-200",
};

export function StatusBadge({ status, className }: { status: AnalysisStatus; className?: string }) {
  return <span className={cn(chipBase, statusStyles[status], className)}>{statusLabels[status]}</span>;
}
