import { useEffect, useId, useState } from "react";
import type { AdminUser } from "../../../../../common/api/admin";
import { type SubscriptionTier, subscriptionTierSchema } from "../../../../../common/api/auth";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog";
import { NativeSelect } from "../../../components/ui/native-select";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessageOf } from "../../../lib/error-message";
import { AdminLoadError } from "../../admin-stats/components/admin-load-error";
import { formatDateTime, formatRandCents } from "../../admin-stats/format";
import { useAuth } from "../../auth/api/get-auth-user";
import { paymentStatusLabels, providerLabels } from "../../billing/texts";
import { toast } from "../../toast/api/toast-store";
import { useAdminUser, useChangeTier, useSetAdmin } from "../api/admin-users";
import { commonTexts, usersTexts as texts, tierLabels } from "../texts";

/** One user: usage this month, payments, tier and admin role. */
export function UserDetailDialog({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const detail = useAdminUser(userId);
  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogTitle className="break-all">
          {detail.data ? texts.detailTitle(detail.data.user.email) : commonTexts.loading}
        </DialogTitle>
        <DialogDescription>{texts.detailDescription}</DialogDescription>
        {detail.isPending ? (
          <div role="status" className="grid gap-2">
            <span className="sr-only">{commonTexts.loading}</span>
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : detail.isError ? (
          <AdminLoadError error={detail.error} onRetry={() => void detail.refetch()} retrying={detail.isFetching} />
        ) : (
          <>
            <RoleAndTier user={detail.data.user} />
            <section aria-labelledby="user-usage">
              <h3 id="user-usage" className="font-semibold text-navy-900">
                {texts.usage}
              </h3>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                {(
                  [
                    [texts.analyses, detail.data.usage.contract_analysis],
                    [texts.generations, detail.data.usage.contract_generation],
                    [texts.shares, detail.data.usage.contract_sharing],
                  ] as const
                ).map(([label, counter]) => (
                  <div key={label} className="rounded-lg bg-navy-50 p-3">
                    <dt className="text-navy-600">{label}</dt>
                    <dd className="font-semibold text-navy-900 tabular-nums">
                      {texts.usedOf(counter.used, counter.limit)}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="user-payments">
              <h3 id="user-payments" className="font-semibold text-navy-900">
                {texts.payments}
              </h3>
              {detail.data.payments.length === 0 ? (
                <p className="mt-1 text-sm text-navy-600">{texts.noPayments}</p>
              ) : (
                <ul className="mt-2 grid gap-2 text-sm">
                  {detail.data.payments.map((payment) => (
                    <li
                      key={payment.id}
                      className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-navy-100 p-3"
                    >
                      <span className="font-medium text-navy-900">
                        {payment.planName} · {formatRandCents(payment.amount)}
                      </span>
                      <span className="text-navy-600">
                        {formatDateTime(payment.createdAt)} · {providerLabels[payment.provider]} ·{" "}
                        {paymentStatusLabels[payment.status]}
                        {payment.invoiceNumber ? ` · ${payment.invoiceNumber}` : ""}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={onClose}>
                {texts.close}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function RoleAndTier({ user }: { user: AdminUser }) {
  const { user: me } = useAuth();
  const tierId = useId();
  const [tier, setTier] = useState<SubscriptionTier>(user.subscriptionTier);
  useEffect(() => setTier(user.subscriptionTier), [user.subscriptionTier]);
  const changeTier = useChangeTier();
  const setAdmin = useSetAdmin();
  const isMe = me?.id === user.id;

  const submitTier = () =>
    changeTier.mutate(
      { userId: user.id, tier },
      {
        onSuccess: (changed) =>
          toast({ type: "success", title: texts.tierChanged(changed.email, tierLabels[changed.subscriptionTier]) }),
        onError: (error) => toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(error) }),
      },
    );
  const toggleAdmin = () =>
    setAdmin.mutate(
      { userId: user.id, isAdmin: !user.isAdmin },
      {
        onSuccess: (changed) =>
          toast({
            type: "success",
            title: changed.isAdmin ? texts.adminGranted(changed.email) : texts.adminRevoked(changed.email),
          }),
        onError: (error) => toast({ type: "error", title: commonTexts.saveFailed, description: errorMessageOf(error) }),
      },
    );

  const cannotRevoke = user.isAdmin && (isMe || user.adminFromEnvironment);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submitTier();
        }}
      >
        <label htmlFor={tierId} className="text-sm font-semibold text-navy-900">
          {texts.changeTier}
        </label>
        <div className="flex gap-2">
          <NativeSelect
            id={tierId}
            className="flex-1"
            value={tier}
            onChange={(event) => setTier(event.target.value as SubscriptionTier)}
          >
            {subscriptionTierSchema.options.map((option) => (
              <option key={option} value={option}>
                {tierLabels[option]}
              </option>
            ))}
          </NativeSelect>
          <Button type="submit" className="h-11" disabled={tier === user.subscriptionTier || changeTier.isPending}>
            {texts.saveTier}
          </Button>
        </div>
      </form>
      <div className="grid content-start gap-2">
        <p className="text-sm font-semibold text-navy-900">
          {texts.role}:{" "}
          {user.isAdmin ? (user.adminFromEnvironment ? texts.adminFromEnvironment : texts.admin) : texts.user}
        </p>
        <Button
          variant={user.isAdmin ? "secondary" : "dark"}
          className="h-11 justify-self-start"
          disabled={cannotRevoke || setAdmin.isPending}
          onClick={toggleAdmin}
        >
          {user.isAdmin ? texts.revokeAdmin : texts.grantAdmin}
        </Button>
        {cannotRevoke && <p className="text-sm text-navy-600">{isMe ? texts.ownAccount : texts.environmentAdmin}</p>}
      </div>
    </div>
  );
}
