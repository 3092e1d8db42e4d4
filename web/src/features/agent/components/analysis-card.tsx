import { ArrowRight, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import type { RiskLevel } from "../../../../../common/analysis";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../paths";
import { RiskBadge } from "../../analysis/components/risk-badge";
import { agentTexts } from "../texts";
import { CitationChip } from "./citation-chip";
import { useCitations } from "./citation-context";
import { ToolCard } from "./tool-card";

type AnalysisCardProps = {
  contractId: string;
  analysisId: string;
  status: string;
  riskScore: number | null;
  riskLevel: RiskLevel | null;
  summary: string | null;
  topFindings: Array<{ title: string; severity: RiskLevel; clauseNumber: string | null }>;
};

/** analyzeContract's result: the risk score, the top findings (with their clauses) and a link to the full analysis. */
export function AnalysisCard({
  contractId,
  analysisId,
  status,
  riskScore,
  riskLevel,
  summary,
  topFindings,
}: AnalysisCardProps) {
  const citations = useCitations();
  return (
    <ToolCard
      icon={<ShieldAlert aria-hidden="true" />}
      title={agentTexts.analysis}
      badge={
        riskLevel ? (
          <RiskBadge level={riskLevel} score={riskScore} />
        ) : (
          <span className="text-xs text-navy-500">{agentTexts.analysisStatus(status)}</span>
        )
      }
    >
      <div className="grid gap-3">
        {riskScore !== null && (
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-navy-900 tabular-nums">{riskScore}</span>
            <span className="text-sm text-navy-600">/ 100 · {agentTexts.riskScore}</span>
          </p>
        )}
        {summary && <p className="text-sm leading-6 text-navy-700">{summary}</p>}
        {topFindings.length > 0 && (
          <div>
            <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{agentTexts.topFindings}</h4>
            <ul className="mt-1.5 grid gap-1.5">
              {topFindings.map((finding, index) => (
                <li key={`${finding.title}-${index}`} className="flex flex-wrap items-center gap-2 text-sm">
                  <RiskBadge level={finding.severity} />
                  <span className="text-navy-900">{finding.title}</span>
                  {finding.clauseNumber && citations && (
                    <CitationChip reference={{ source: "contract", contractId, clauseNumber: finding.clauseNumber }} />
                  )}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <Button asChild size="sm" variant="secondary">
            <Link to={paths.analysis(analysisId)}>
              {agentTexts.viewAnalysis}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </ToolCard>
  );
}
