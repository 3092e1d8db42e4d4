import { CircleCheck, CircleX } from "lucide-react";
import { useState } from "react";
import type { AdminRefund } from "../../../common/api/billing";
import { Button } from "../components/ui/button";
import { useAdminRefunds } from "../features/admin/api/admin-refunds";
import { AdminPage, AdminQueryState, EmptyState } from "../features/admin/components/admin-page";
import { type RefundDecision, RefundDecisionDialog } from "../features/admin/components/refund-decision-dialog";
import { refundStatusTexts, refundsTexts as texts } from "../features/admin/texts";
import { formatDateTime, formatRandCents } from "../features/admin-stats/format";
import { providerLabels } from "../features/billing/texts";
import { cn } from "../lib/cn";

const statusStyles: Record<AdminRefund["status"], string> = {
  requested: "bg-amber-50 text-amber-900 ring-amber-200",
  approved: "bg-teal-50 text-teal-800 ring-teal-200",
  processed: "bg-teal-50 text-teal-800 ring-teal-200",
  declined: "bg-navy-50 text-navy-700 ring-navy-200",
};

/** /admin/refunds — refund requests with payment, plan, dates and the 7-day rule; approve or decline with a reason. */
export default function AdminRefundsScreen() {
  const refunds = useAdminRefunds();
  const [decision, setDecision] = useState<RefundDecision | null>(null);
  return (
    <AdminPage title={texts.title} intro={texts.intro}>
      <AdminQueryState query={refunds}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <ul aria-label={texts.caption} className="grid gap-3">
              {list.map((refund) => (
                <RefundCard key={refund.id} refund={refund} onDecide={(approve) => setDecision({ refund, approve })} />
              ))}
            </ul>
          )
        }
      </AdminQueryState>
      <RefundDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </AdminPage>
  );
}

function RefundCard({ refund, onDecide }: { refund: AdminRefund; onDecide: (approve: boolean) => void }) {
  const { payment } = refund;
  return (
    <li className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-all text-navy-900">{refund.userEmail}</h2>
          <p className="text-sm text-navy-600">
            {texts.requested} <time dateTime={refund.createdAt}>{formatDateTime(refund.createdAt)}</time>
          </p>
        </div>
        <span
          className={cn(
            "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
            statusStyles[refund.status],
          )}
        >
          {refundStatusTexts[refund.status]}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="font-medium text-navy-600">{texts.payment}</dt>
        <dd className="text-navy-900">
          {payment.planName} · {formatRandCents(payment.amount)} · {providerLabels[payment.provider]}
          {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ""}
          <span className="block text-navy-600">
            {payment.completedAt ? texts.paidOn(formatDateTime(payment.completedAt)) : ""}
            {refund.windowEndsAt ? ` · ${texts.windowEnds(formatDateTime(refund.windowEndsAt))}` : ""}
          </span>
        </dd>
        <dt className="font-medium text-navy-600">{texts.eligibility}</dt>
        <dd className={cn("inline-flex items-start gap-1.5", refund.eligible ? "text-teal-800" : "text-red-800")}>
          {refund.eligible ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {refund.eligible ? texts.eligible : refund.ineligibleReason}
        </dd>
        <dt className="font-medium text-navy-600">{texts.reason}</dt>
        <dd className="whitespace-pre-line text-navy-900">{refund.reason}</dd>
        {refund.decisionReason && (
          <>
            <dt className="font-medium text-navy-600">{texts.decision}</dt>
            <dd className="text-navy-900">
              {refund.decisionReason}
              {refund.decidedAt && <span className="text-navy-600"> · {formatDateTime(refund.decidedAt)}</span>}
            </dd>
          </>
        )}
      </dl>
      {refund.status === "requested" && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button aria-label={texts.decideLabel(texts.approve, refund.userEmail)} onClick={() => onDecide(true)}>
            {texts.approve}
          </Button>
          <Button
            variant="secondary"
            aria-label={texts.decideLabel(texts.decline, refund.userEmail)}
            onClick={() => onDecide(false)}
          >
            {texts.decline}
          </Button>
        </div>
      )}
    </li>
  );
}
