import { useState } from "react";
import { useAdminAudit } from "../features/admin/api/admin-audit";
import { AdminPage, AdminQueryState } from "../features/admin/components/admin-page";
import { AuditList } from "../features/admin/components/audit-list";
import { Pager } from "../features/admin/components/pager";
import { auditTexts } from "../features/admin/texts";

const PAGE_SIZE = 25;

/** /admin/audit — every admin change, paged, newest first. */
export default function AdminAuditScreen() {
  const [offset, setOffset] = useState(0);
  const audit = useAdminAudit({ limit: PAGE_SIZE, offset });
  return (
    <AdminPage title={auditTexts.title} intro={auditTexts.intro}>
      <AdminQueryState query={audit}>
        {(page) => (
          <>
            <AuditList entries={page.entries} />
            <Pager
              offset={offset}
              pageSize={PAGE_SIZE}
              count={page.entries.length}
              total={page.total}
              onChange={setOffset}
            />
          </>
        )}
      </AdminQueryState>
    </AdminPage>
  );
}
