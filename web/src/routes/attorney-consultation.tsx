import { Scale } from "lucide-react";
import { Skeleton } from "../components/ui/skeleton";
import { useAuth } from "../features/auth/api/get-auth-user";
import { ConsultationForm } from "../features/consultation/components/consultation-form";
import { ConsultationList } from "../features/consultation/components/consultation-list";
import { consultationTexts as texts } from "../features/consultation/texts";
import { useAccount } from "../features/settings/api/get-account";

/** /attorney-consultation — ask for an attorney, and see your requests. */
export default function AttorneyConsultationScreen() {
  const { user } = useAuth();
  const account = useAccount();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex gap-4">
        <span
          className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-teal-50 text-teal-800 sm:flex"
          aria-hidden="true"
        >
          <Scale className="size-6" />
        </span>
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{texts.title}</h1>
          <p className="mt-2 max-w-2xl text-navy-600">{texts.intro}</p>
          <p className="mt-2 max-w-2xl text-sm text-navy-500">{texts.notAdvice}</p>
        </div>
      </header>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="consultation-form-heading"
          className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="consultation-form-heading" className="mb-5 text-lg font-semibold text-navy-900">
            {texts.formTitle}
          </h2>
          {account.isPending || !user ? (
            <Skeleton className="h-96 rounded-xl" aria-hidden="true" />
          ) : (
            <ConsultationForm email={user.email} name={account.data?.preferences.displayName ?? ""} />
          )}
        </section>
        <section
          aria-labelledby="consultation-requests-heading"
          className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="consultation-requests-heading" className="mb-4 text-lg font-semibold text-navy-900">
            {texts.requestsTitle}
          </h2>
          <ConsultationList />
        </section>
      </div>
    </div>
  );
}
