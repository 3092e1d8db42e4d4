import { Search } from "lucide-react";
import { useId, useState } from "react";
import type { AdminUser } from "../../../common/api/admin";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from "../features/admin/api/admin-users";
import { AdminPage, AdminQueryState, EmptyState } from "../features/admin/components/admin-page";
import { Pager } from "../features/admin/components/pager";
import { RecentAudit } from "../features/admin/components/recent-audit";
import { UserDetailDialog } from "../features/admin/components/user-detail-dialog";
import { usersTexts as texts, tierLabels } from "../features/admin/texts";
import { formatDateTime } from "../features/admin-stats/format";

function roleLabel(user: AdminUser): string {
  if (!user.isAdmin) return texts.user;
  return user.adminFromEnvironment ? texts.adminFromEnvironment : texts.admin;
}

/** /admin/users — search, then manage one user (usage, payments, tier, admin role); the recent admin actions below. */
export default function AdminUsersScreen() {
  const searchId = useId();
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState({ q: "", offset: 0 });
  const [openUserId, setOpenUserId] = useState<string | null>(null);
  const users = useAdminUsers(query);

  return (
    <AdminPage title={texts.title} intro={texts.intro}>
      <search className="mb-6 block">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            setQuery({ q: draft.trim(), offset: 0 });
          }}
        >
          <div className="grid flex-1 gap-1.5">
            <label htmlFor={searchId} className="text-sm font-semibold text-navy-900">
              {texts.searchLabel}
            </label>
            <Input
              id={searchId}
              type="search"
              value={draft}
              placeholder={texts.searchPlaceholder}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" className="h-11">
            <Search aria-hidden="true" />
            {texts.search}
          </Button>
        </form>
      </search>

      <AdminQueryState query={users}>
        {(page) =>
          page.users.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <>
              <div className="hidden overflow-x-auto rounded-2xl border border-navy-100 bg-white shadow-sm md:block">
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{texts.caption}</caption>
                  <thead className="border-b border-navy-100 bg-navy-50/60 text-xs font-semibold tracking-wide text-navy-600 uppercase">
                    <tr>
                      <th scope="col" className="px-4 py-3">
                        {texts.email}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {texts.name}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {texts.tier}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {texts.role}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        {texts.joined}
                      </th>
                      <th scope="col" className="px-4 py-3">
                        <span className="sr-only">{texts.view}</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-navy-100">
                    {page.users.map((user) => (
                      <tr key={user.id}>
                        <th scope="row" className="px-4 py-3 font-medium break-all text-navy-900">
                          {user.email}
                        </th>
                        <td className="px-4 py-3 text-navy-700">{user.displayName ?? "—"}</td>
                        <td className="px-4 py-3 text-navy-800">{tierLabels[user.subscriptionTier]}</td>
                        <td className="px-4 py-3 text-navy-700">{roleLabel(user)}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-navy-700">{formatDateTime(user.createdAt)}</td>
                        <td className="px-4 py-3 text-right">
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={texts.viewLabel(user.email)}
                            onClick={() => setOpenUserId(user.id)}
                          >
                            {texts.view}
                          </Button>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <ul className="grid gap-3 md:hidden" aria-label={texts.caption}>
                {page.users.map((user) => (
                  <li key={user.id} className="rounded-2xl border border-navy-100 bg-white p-4 shadow-sm">
                    <p className="font-semibold break-all text-navy-900">{user.email}</p>
                    {user.displayName && <p className="text-sm text-navy-700">{user.displayName}</p>}
                    <p className="mt-1 text-sm text-navy-600">
                      {tierLabels[user.subscriptionTier]} · {roleLabel(user)} · {formatDateTime(user.createdAt)}
                    </p>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="mt-3 w-full"
                      aria-label={texts.viewLabel(user.email)}
                      onClick={() => setOpenUserId(user.id)}
                    >
                      {texts.view}
                    </Button>
                  </li>
                ))}
              </ul>
              <Pager
                offset={query.offset}
                pageSize={ADMIN_USERS_PAGE_SIZE}
                count={page.users.length}
                total={page.total}
                onChange={(offset) => setQuery({ ...query, offset })}
              />
            </>
          )
        }
      </AdminQueryState>

      {users.isSuccess && <RecentAudit />}
      <UserDetailDialog userId={openUserId} onClose={() => setOpenUserId(null)} />
    </AdminPage>
  );
}
