import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  adminUserDetailSchema,
  adminUserPageSchema,
  adminUserSchema,
} from "../../../../../common/api/admin";
import type { SubscriptionTier } from "../../../../../common/api/auth";
import { apiRequest } from "../../../lib/http";
import { adminAuditQueryKey } from "./admin-audit";

export const ADMIN_USERS_PAGE_SIZE = 20;
const usersKey = ["/api/admin/users"] as const;

/** GET /api/admin/users?q&limit&offset — search by e-mail or name. */
export async function getAdminUsers(
  params: { q: string; offset: number },
  options: { signal?: AbortSignal } = {},
): Promise<AdminUserPage> {
  const query = new URLSearchParams({
    q: params.q,
    limit: String(ADMIN_USERS_PAGE_SIZE),
    offset: String(params.offset),
  });
  return adminUserPageSchema.parse(await apiRequest("GET", `/api/admin/users?${query}`, undefined, options));
}

export function useAdminUsers(params: { q: string; offset: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...usersKey, params],
      queryFn: ({ signal }) => getAdminUsers(params, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/admin/users/:id — usage this month and payments. */
export async function getAdminUser(userId: string, options: { signal?: AbortSignal } = {}): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(
    await apiRequest("GET", `/api/admin/users/${encodeURIComponent(userId)}`, undefined, options),
  );
}

export function useAdminUser(userId: string | null) {
  return useQuery({
    queryKey: [...usersKey, "detail", userId],
    queryFn: ({ signal }) => getAdminUser(userId!, { signal }),
    enabled: userId !== null,
  });
}

/** PUT /api/admin/users/:id/tier and /admin: the changed user; the lists and the audit log refresh. */
function useUserChange<Input>(request: (input: Input) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditQueryKey });
    },
  });
}

export function useChangeTier() {
  return useUserChange(async ({ userId, tier }: { userId: string; tier: SubscriptionTier }) =>
    adminUserSchema.parse(await apiRequest("PUT", `/api/admin/users/${encodeURIComponent(userId)}/tier`, { tier })),
  );
}

export function useSetAdmin() {
  return useUserChange(async ({ userId, isAdmin }: { userId: string; isAdmin: boolean }) =>
    adminUserSchema.parse(await apiRequest("PUT", `/api/admin/users/${encodeURIComponent(userId)}/admin`, { isAdmin })),
  );
}
