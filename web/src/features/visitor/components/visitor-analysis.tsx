import { useQuery, useQueryClient } from "@tanstack/react-query";
import { LogIn, RotateCcw, UserPlus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { paths } from "../../../paths";
import { AnalysisProgress } from "../../analysis/components/analysis-progress";
import { AnalysisResultView } from "../../analysis/components/analysis-result";
import { UploadPanel } from "../../analysis/components/upload-panel";
import { recordSignInClick } from "../../auth/auth-overlay-state";
import { loginHref } from "../../auth/login-href";
import { PaywallDialog } from "../../billing/components/paywall-dialog";
import { useUsageGate } from "../../billing/components/use-usage-gate";
import { ShareMenu } from "../../sharing/components/share-menu";
import {
  currentVisitorAnalysisQueryOptions,
  useVisitorAnalysis,
  useVisitorAnalysisStatus,
} from "../api/get-visitor-analysis";
import { uploadVisitorContract } from "../api/upload-visitor-contract";
import { visitorTexts } from "../texts";
import { readVisitorMarker, writeVisitorMarker } from "../visitor-marker";

/**
 * The landing page's analysis for signed-out visitors: one upload per browser session (the limit
 * is checked first, SPEC §4 "Paywall for signed-out users"), its progress, and the result inline.
 */
export default function VisitorAnalysis() {
  const queryClient = useQueryClient();
  const gate = useUsageGate("contract_analysis");
  // A session that uploaded before (this tab, earlier) finds its analysis again.
  const current = useQuery({ ...currentVisitorAnalysisQueryOptions, enabled: readVisitorMarker() !== null });
  const [uploadedId, setUploadedId] = useState<string | null>(null);
  const analysisId = uploadedId ?? current.data?.analysis?.id ?? null;

  return (
    <div className="grid gap-8">
      {analysisId && <VisitorResult key={analysisId} analysisId={analysisId} />}
      {analysisId && <h3 className="text-lg font-semibold text-navy-900">{visitorTexts.analyzeAnother}</h3>}
      <UploadPanel
        upload={uploadVisitorContract}
        beforeUpload={gate.guard}
        onUploaded={(response) => {
          writeVisitorMarker(response.analysis.id);
          setUploadedId(response.analysis.id);
          void queryClient.invalidateQueries({ queryKey: currentVisitorAnalysisQueryOptions.queryKey });
        }}
        limitReached={{ title: visitorTexts.limitTitle, linkLabel: visitorTexts.signUpLink, to: paths.signUp }}
      />
      <PaywallDialog
        {...gate.dialogProps}
        content={
          gate.paywall
            ? {
                ...gate.paywall,
                signedOut: true,
                title: gate.paywall.sharedNetwork ? visitorTexts.sharedNetworkTitle : visitorTexts.limitTitle,
              }
            : null
        }
      />
    </div>
  );
}

function VisitorResult({ analysisId }: { analysisId: string }) {
  const status = useVisitorAnalysisStatus(analysisId);
  const completed = status.data?.status === "completed";
  const detail = useVisitorAnalysis(analysisId, { enabled: completed });
  const result = completed ? detail.data?.result : undefined;

  let body: ReactNode;
  if (status.isPending) {
    body = (
      <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm" aria-busy="true">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="mt-6 h-3 w-full rounded-full" />
      </div>
    );
  } else if (status.isError || detail.isError) {
    body = (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900"
      >
        <p className="font-semibold">{visitorTexts.loadFailed}</p>
        <p className="text-sm">{(status.error ?? detail.error)?.message}</p>
        <Button variant="secondary" onClick={() => void (status.isError ? status.refetch() : detail.refetch())}>
          <RotateCcw aria-hidden="true" />
          {visitorTexts.tryAgain}
        </Button>
      </div>
    );
  } else if (!completed || !detail.data || !result) {
    body = <AnalysisProgress status={status.data} fileName={detail.data?.fileName} />;
  } else {
    body = (
      <>
        <KeepIt />
        <div className="-mx-4 sm:-mx-6">
          <AnalysisResultView
            detail={detail.data}
            result={result}
            onChooseSide={() => undefined}
            reanalyzePending={false}
            reanalyzeError={null}
            readOnly
            headerActions={<ShareMenu fileName={detail.data.fileName} />}
          />
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="visitor-result-heading" data-testid="visitor-result" className="scroll-mt-24">
      <h2 id="visitor-result-heading" className="sr-only">
        {visitorTexts.resultHeading}
      </h2>
      {body}
    </section>
  );
}

/** Signing up (or in) in this browser session claims the analysis into the account. */
function KeepIt() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-teal-200 bg-teal-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-semibold text-navy-900">{visitorTexts.keepTitle}</p>
        <p className="mt-1 text-sm leading-6 text-navy-700">{visitorTexts.keepText}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.signUp}>
            <UserPlus aria-hidden="true" />
            {visitorTexts.signUp}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <a href={loginHref(paths.history)} onClick={() => recordSignInClick()}>
            <LogIn aria-hidden="true" />
            {visitorTexts.signIn}
          </a>
        </Button>
      </div>
    </div>
  );
}
