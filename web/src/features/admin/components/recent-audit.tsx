import { Link } from "react-router";
import { paths } from "../../../paths";
import { useAdminAudit } from "../api/admin-audit";
import { auditTexts } from "../texts";
import { AdminQueryState } from "./admin-page";
import { AuditList } from "./audit-list";

/** The last few admin actions, with a link to the whole log. */
export function RecentAudit() {
  const audit = useAdminAudit({ limit: 5, offset: 0 });
  return (
    <section aria-labelledby="recent-audit" className="mt-10">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recent-audit" className="text-xl font-semibold text-navy-900">
          {auditTexts.recent}
        </h2>
        <Link
          to={paths.adminAudit}
          className="rounded text-sm font-semibold text-teal-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          {auditTexts.seeAll}
        </Link>
      </div>
      <AdminQueryState query={audit}>{(page) => <AuditList entries={page.entries} />}</AdminQueryState>
    </section>
  );
}
