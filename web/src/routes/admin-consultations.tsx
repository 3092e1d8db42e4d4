import { useState } from "react";
import {
  type AdminConsultation,
  type ConsultationStatus,
  consultationStatusSchema,
  preferredTimeLabels,
} from "../../../common/api/account";
import { NativeSelect } from "../components/ui/native-select";
import { INBOX_PAGE_SIZE, useAdminConsultations, useSetConsultationStatus } from "../features/admin/api/admin-inbox";
import { AdminPage, AdminQueryState, EmptyState } from "../features/admin/components/admin-page";
import { Pager } from "../features/admin/components/pager";
import { commonTexts, consultationStatusLabels, consultationsTexts as texts } from "../features/admin/texts";
import { formatDateTime } from "../features/admin-stats/format";
import { toast } from "../features/toast/api/toast-store";
import { errorMessageOf } from "../lib/error-message";

/** /admin/consultations — attorney consultation requests, each with its status (new → contacted → scheduled → closed). */
export default function AdminConsultationsScreen() {
  const [offset, setOffset] = useState(0);
  const consultations = useAdminConsultations(offset);
  return (
    <AdminPage title={texts.title} intro={texts.intro}>
      <AdminQueryState query={consultations}>
        {(list) =>
          list.length === 0 && offset === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <>
              <ul aria-label={texts.caption} className="grid gap-3">
                {list.map((request) => (
                  <ConsultationCard key={request.id} request={request} />
                ))}
              </ul>
              <Pager offset={offset} pageSize={INBOX_PAGE_SIZE} count={list.length} total={null} onChange={setOffset} />
            </>
          )
        }
      </AdminQueryState>
    </AdminPage>
  );
}

function ConsultationCard({ request }: { request: AdminConsultation }) {
  const setStatus = useSetConsultationStatus();
  const selectId = `status-${request.id}`;
  const change = (status: ConsultationStatus) =>
    setStatus.mutate(
      { requestId: request.id, status },
      {
        onSuccess: () =>
          toast({ type: "success", title: texts.changed(request.reference, consultationStatusLabels[status]) }),
        onError: (error) => toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(error) }),
      },
    );
  return (
    <li className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-4 shadow-sm sm:grid-cols-[1fr_12rem]">
      <div className="min-w-0">
        <p className="text-sm text-navy-600">
          {request.reference} · <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </p>
        <h2 className="mt-1 font-semibold text-navy-900">{request.topic}</h2>
        {request.details && <p className="mt-1 text-sm whitespace-pre-line text-navy-800">{request.details}</p>}
        <p className="mt-2 text-sm [overflow-wrap:anywhere] text-navy-700">
          {request.name} · {request.email} · {request.contactDetail} · {preferredTimeLabels[request.preferredTime]}
        </p>
        {request.contract && <p className="mt-1 text-sm text-navy-600">{texts.contract(request.contract.fileName)}</p>}
      </div>
      <div className="grid content-start gap-1.5">
        <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
          {texts.statusLabel(request.reference)}
        </label>
        <NativeSelect
          id={selectId}
          value={request.status}
          disabled={setStatus.isPending}
          onChange={(event) => change(event.target.value as ConsultationStatus)}
        >
          {consultationStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {consultationStatusLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </li>
  );
}
