import { CircleAlert, Download, ReceiptText } from "lucide-react";
import { Link } from "react-router";
import type { Payment } from "../../../common/api/billing";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { invoiceHref, usePayments } from "../features/billing/api/get-payments";
import { formatRand } from "../features/billing/format";
import {
  paymentStatusLabels,
  providerLabels,
  refundStatusLabels,
  paymentDashboardTexts as texts,
} from "../features/billing/texts";
import { formatDay } from "../features/contracts/format-day";
import { cn } from "../lib/cn";
import { paths } from "../paths";

const statusStyles: Record<Payment["status"], string> = {
  completed: "bg-teal-50 text-teal-800 ring-teal-200",
  pending: "bg-amber-50 text-amber-900 ring-amber-200",
  failed: "bg-red-50 text-red-800 ring-red-200",
  refunded: "bg-navy-50 text-navy-700 ring-navy-200",
  expired: "bg-slate-100 text-slate-700 ring-slate-300",
};

function StatusBadge({ status }: { status: Payment["status"] }) {
  return (
    <span
      className={cn(
        "inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset",
        statusStyles[status],
      )}
    >
      {paymentStatusLabels[status]}
    </span>
  );
}

function refundLabel(payment: Payment): string {
  return payment.refund ? refundStatusLabels[payment.refund.status] : texts.noRefund;
}

function InvoiceLink({ payment }: { payment: Payment }) {
  if (!payment.invoiceNumber) return <span className="text-navy-400">{texts.noInvoice}</span>;
  return (
    <a
      href={invoiceHref(payment.id)}
      download
      aria-label={texts.downloadLabel(payment.invoiceNumber)}
      className="inline-flex items-center gap-1.5 rounded font-semibold text-teal-800 underline-offset-4 hover:underline"
    >
      <Download aria-hidden="true" className="size-4" />
      {payment.invoiceNumber}
    </a>
  );
}

/** /payment-dashboard — the user's payments in rand with VAT, status, refunds and the invoice PDFs. */
export default function PaymentDashboardScreen() {
  const payments = usePayments();
  const list = [...(payments.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{texts.title}</h1>
          <p className="mt-2 text-navy-600">{texts.intro}</p>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to={paths.subscription}>{texts.backToSubscription}</Link>
        </Button>
      </header>

      <div className="mt-8">
        {payments.isPending ? (
          <div
            role="status"
            aria-live="polite"
            className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm"
          >
            <span className="sr-only">{texts.loading}</span>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-10 w-full" />
            ))}
          </div>
        ) : payments.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{texts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void payments.refetch()} disabled={payments.isFetching}>
              {texts.retry}
            </Button>
          </div>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-14 text-center">
            <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-teal-50">
              <ReceiptText className="size-7 text-teal-700" />
            </span>
            <h2 className="mt-4 text-lg font-semibold text-navy-900">{texts.empty}</h2>
            <p className="mt-1 max-w-sm text-navy-600">{texts.emptyText}</p>
            <Button asChild className="mt-6">
              <Link to={paths.pricing}>{texts.seePlans}</Link>
            </Button>
          </div>
        ) : (
          <>
            <div className="hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm md:block">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{texts.caption}</caption>
                <thead className="border-b border-navy-100 bg-navy-50/60 text-xs font-semibold tracking-wide text-navy-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      {texts.date}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {texts.plan}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {texts.provider}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      {texts.amount}
                    </th>
                    <th scope="col" className="px-4 py-3 text-right">
                      {texts.vat}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {texts.status}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {texts.refund}
                    </th>
                    <th scope="col" className="px-4 py-3">
                      {texts.invoice}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-navy-100">
                  {list.map((payment) => (
                    <tr key={payment.id}>
                      <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-navy-900">
                        {formatDay(payment.createdAt)}
                      </th>
                      <td className="px-4 py-3 text-navy-800">{payment.planName}</td>
                      <td className="px-4 py-3 text-navy-700">{providerLabels[payment.provider]}</td>
                      <td className="px-4 py-3 text-right font-semibold text-navy-900 tabular-nums">
                        {formatRand(payment.amount)}
                      </td>
                      <td className="px-4 py-3 text-right text-navy-700 tabular-nums">
                        {formatRand(payment.vatAmount)}
                      </td>
                      <td className="px-4 py-3">
                        <StatusBadge status={payment.status} />
                      </td>
                      <td className="px-4 py-3 text-navy-700">{refundLabel(payment)}</td>
                      <td className="px-4 py-3">
                        <InvoiceLink payment={payment} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="grid gap-3 md:hidden" aria-label={texts.caption}>
              {list.map((payment) => (
                <li key={payment.id} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
                  <div className="flex items-start justify-between gap-3">
                    <div>
                      <p className="font-semibold text-navy-900">{payment.planName}</p>
                      <p className="text-sm text-navy-600">
                        {formatDay(payment.createdAt)} · {providerLabels[payment.provider]}
                      </p>
                    </div>
                    <StatusBadge status={payment.status} />
                  </div>
                  <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <dt className="text-navy-600">{texts.amount}</dt>
                    <dd className="text-right font-semibold text-navy-900 tabular-nums">
                      {formatRand(payment.amount)}
                    </dd>
                    <dt className="text-navy-600">{texts.vat}</dt>
                    <dd className="text-right text-navy-800 tabular-nums">{formatRand(payment.vatAmount)}</dd>
                    <dt className="text-navy-600">{texts.refund}</dt>
                    <dd className="text-right text-navy-800">{refundLabel(payment)}</dd>
                  </dl>
                  {payment.invoiceNumber && (
                    <Button asChild variant="secondary" className="mt-4 w-full">
                      <a
                        href={invoiceHref(payment.id)}
                        download
                        aria-label={texts.downloadLabel(payment.invoiceNumber)}
                      >
                        <Download aria-hidden="true" />
                        {texts.download} · {payment.invoiceNumber}
                      </a>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {list.some((payment) => payment.status === "expired") && (
              <p className="mt-4 text-sm text-navy-600">{texts.expiredNote}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
