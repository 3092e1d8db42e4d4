import { useAdminPlans } from "../features/admin/api/admin-plans";
import { useSellerDetails } from "../features/admin/api/seller-details";
import { AdminPage, AdminQueryState } from "../features/admin/components/admin-page";
import { PlanEditor } from "../features/admin/components/plan-editor";
import { SellerDetailsForm } from "../features/admin/components/seller-details-form";
import { plansTexts as texts } from "../features/admin/texts";

/** /admin/plans — edit each plan's price and monthly limits, and the seller's details on tax invoices (audited). */
export default function AdminPlansScreen() {
  const plans = useAdminPlans();
  const seller = useSellerDetails();
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
      {/* one "Administrators only" for the page: the seller's details wait for the plans to load */}
      {plans.isSuccess && (
        <div className="mt-6">
          <AdminQueryState query={seller}>
            {(details) => <SellerDetailsForm key={details?.updatedAt ?? "unset"} details={details} />}
          </AdminQueryState>
        </div>
      )}
    </AdminPage>
  );
}
