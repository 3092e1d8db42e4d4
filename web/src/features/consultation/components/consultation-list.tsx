import { type Consultation, preferredTimeLabels } from "../../../../../common/api/account";
import { Skeleton } from "../../../components/ui/skeleton";
import { formatDay } from "../../contracts/format-day";
import { useConsultations } from "../api/consultations";
import { consultationTexts as texts } from "../texts";

const statusStyles: Record<Consultation["status"], string> = {
  new: "bg-teal-50 text-teal-800 ring-teal-200",
  contacted: "bg-amber-50 text-amber-900 ring-amber-200",
  scheduled: "bg-navy-50 text-navy-800 ring-navy-200",
  closed: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** "Your requests": the user's consultation requests, newest first, with status and reference. */
export function ConsultationList() {
  const consultations = useConsultations();
  if (consultations.isPending) return <Skeleton className="h-24 rounded-xl" aria-hidden="true" />;
  if (consultations.isError)
    return (
      <p role="alert" className="text-sm text-red-800">
        {texts.requestsLoadFailed}
      </p>
    );
  if (consultations.data.length === 0) return <p className="text-sm text-navy-600">{texts.requestsEmpty}</p>;
  return (
    <ul className="grid gap-3" aria-label={texts.requestsTitle}>
      {consultations.data.map((item) => (
        <li key={item.id} className="rounded-xl border border-navy-100 p-4">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words text-navy-900">{item.topic}</p>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${statusStyles[item.status]}`}
            >
              {texts.statusLabels[item.status]}
            </span>
          </div>
          <p className="mt-1 text-xs text-navy-500">
            {item.reference} · {formatDay(item.createdAt)}
          </p>
          <ul className="mt-2 grid gap-0.5 text-sm text-navy-700">
            {item.contract && <li className="break-words">{texts.contractAttached(item.contract.fileName)}</li>}
            <li className="break-words">{texts.contactBy(item.contactMethod, item.contactDetail)}</li>
            <li>{preferredTimeLabels[item.preferredTime]}</li>
          </ul>
        </li>
      ))}
    </ul>
  );
}
