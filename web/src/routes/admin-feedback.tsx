import { Star } from "lucide-react";
import { useState } from "react";
import { INBOX_PAGE_SIZE, useAdminFeedback } from "../features/admin/api/admin-inbox";
import { AdminPage, AdminQueryState, EmptyState } from "../features/admin/components/admin-page";
import { Pager } from "../features/admin/components/pager";
import { feedbackTexts as texts } from "../features/admin/texts";
import { formatDateTime } from "../features/admin-stats/format";

/** /admin/feedback — the feedback inbox, newest first. */
export default function AdminFeedbackScreen() {
  const [offset, setOffset] = useState(0);
  const feedback = useAdminFeedback(offset);
  return (
    <AdminPage title={texts.title} intro={texts.intro}>
      <AdminQueryState query={feedback}>
        {(page) =>
          page.items.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <>
              <ul aria-label={texts.title} className="grid gap-3">
                {page.items.map((item) => (
                  <li key={item.id} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="inline-flex items-center gap-1.5 font-semibold text-navy-900">
                        <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
                        <span>
                          {texts.ratingLabel}: {texts.rating(item.rating)}
                        </span>
                      </p>
                      <p className="text-sm text-navy-600">
                        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                      </p>
                    </div>
                    <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                      {item.experience && (
                        <>
                          <dt className="font-medium text-navy-600">{texts.experience}</dt>
                          <dd className="whitespace-pre-line text-navy-900">{item.experience}</dd>
                        </>
                      )}
                      {item.improvements && (
                        <>
                          <dt className="font-medium text-navy-600">{texts.improvements}</dt>
                          <dd className="whitespace-pre-line text-navy-900">{item.improvements}</dd>
                        </>
                      )}
                      {item.recommendation && (
                        <>
                          <dt className="font-medium text-navy-600">{texts.recommend}</dt>
                          <dd className="text-navy-900">
                            {texts.recommendation[item.recommendation] ?? item.recommendation}
                          </dd>
                        </>
                      )}
                      <dt className="font-medium text-navy-600">{texts.from}</dt>
                      <dd className="break-all text-navy-900">
                        {[
                          item.userEmail ?? texts.visitor,
                          item.contactEmail && item.contactEmail !== item.userEmail ? item.contactEmail : null,
                        ]
                          .filter(Boolean)
                          .join(" · ")}
                      </dd>
                      {item.pagePath && (
                        <>
                          <dt className="font-medium text-navy-600">{texts.page}</dt>
                          <dd className="break-all text-navy-900">{item.pagePath}</dd>
                        </>
                      )}
                    </dl>
                  </li>
                ))}
              </ul>
              <Pager
                offset={offset}
                pageSize={INBOX_PAGE_SIZE}
                count={page.items.length}
                total={page.total}
                onChange={setOffset}
              />
            </>
          )
        }
      </AdminQueryState>
    </AdminPage>
  );
}
