import { useAdminPlans } from "../features/admin/api/admin-plans";
import { AdminPage, AdminQueryState } from "../features/admin/components/admin-page";
import { PlanEditor } from "../features/admin/components/plan-editor";
import { plansTexts as texts } from "../features/admin/texts";

/** /admin/plans — edit each plan's price and monthly limits (audited). */
export default function AdminPlansScreen() {
  const plans = useAdminPlans();
  return (
    <AdminPage title={texts.title} intro={texts.intro}>
      <AdminQueryState query={plans}>
        {(list) => (
          <div className="grid gap-6">
            {list.map((plan) => (
              <PlanEditor key={`${plan.id}-${plan.updatedAt}`} plan={plan} />
            ))}
          </div>
        )}
      </AdminQueryState>
    </AdminPage>
  );
}
