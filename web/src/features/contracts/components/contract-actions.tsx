import { ArrowRight, RotateCcw, UploadCloud } from "lucide-react";
import { Link, useNavigate } from "react-router";
import type { AnalysisSummary } from "../../../../../common/api/analyses";
import { Button } from "../../../components/ui/button";
import { errorMessageOf } from "../../../lib/error-message";
import { paths } from "../../../paths";
import { useReanalyzeAnalysis } from "../../analysis/api/reanalyze-analysis";
import { isInProgress } from "../../analysis/progress";
import { toast } from "../../toast/api/toast-store";
import { contractViewTexts } from "../texts";
import { DeleteContractButton } from "./delete-contract-button";

type ContractActionsProps = {
  contractId: string;
  fileName: string;
  latest: AnalysisSummary | null;
  filesDeleted: boolean;
};

/** Open the latest analysis, run it again (not while it runs, nor once the file is gone), or delete the contract. */
export function ContractActions({ contractId, fileName, latest, filesDeleted }: ContractActionsProps) {
  const navigate = useNavigate();
  const reanalyze = useReanalyzeAnalysis(latest?.id ?? "");
  const canReanalyze = latest !== null && !filesDeleted && !isInProgress(latest.status);

  function analyseAgain() {
    if (!latest || !canReanalyze) return;
    reanalyze.mutate(
      {},
      {
        onSuccess: (summary) => navigate(paths.analysis(summary.id)),
        onError: (error) =>
          toast({
            type: "error",
            title: contractViewTexts.analyseAgainFailed,
            description: errorMessageOf(error),
          }),
      },
    );
  }

  return (
    <div className="grid gap-2 sm:flex sm:flex-wrap sm:items-center [&>*]:w-full sm:[&>*]:w-auto">
      {latest ? (
        <Button asChild>
          <Link to={paths.analysis(latest.id)}>
            {contractViewTexts.openLatest}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button asChild>
          <Link to={paths.analyzeSection}>
            <UploadCloud aria-hidden="true" />
            {contractViewTexts.uploadAgain}
          </Link>
        </Button>
      )}
      {latest && (
        <Button variant="secondary" onClick={analyseAgain} disabled={!canReanalyze || reanalyze.isPending}>
          <RotateCcw aria-hidden="true" />
          {reanalyze.isPending ? contractViewTexts.analysingAgain : contractViewTexts.analyseAgain}
        </Button>
      )}
      <DeleteContractButton contractId={contractId} fileName={fileName} />
    </div>
  );
}
