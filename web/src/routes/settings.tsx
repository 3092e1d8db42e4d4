import { CircleAlert } from "lucide-react";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { ConsentPreferences } from "../features/consent/components/consent-preferences";
import { useAccount } from "../features/settings/api/get-account";
import { DeleteAccountSection } from "../features/settings/components/delete-account-section";
import { DownloadDataSection } from "../features/settings/components/download-data-section";
import { PasswordForm } from "../features/settings/components/password-form";
import { PreferencesForm } from "../features/settings/components/preferences-form";
import { settingsTexts as texts } from "../features/settings/texts";

/** /settings — profile, preferences, password, consent choices, download my data, delete my account. */
export default function SettingsScreen() {
  const account = useAccount();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{texts.title}</h1>
        <p className="mt-2 text-navy-600">{texts.intro}</p>
      </header>
      <div className="mt-8 grid gap-6">
        {account.isPending ? (
          <div className="grid gap-6" aria-hidden="true">
            <Skeleton className="h-40 rounded-2xl" />
            <Skeleton className="h-64 rounded-2xl" />
          </div>
        ) : account.isError || !account.data ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{texts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void account.refetch()} disabled={account.isFetching}>
              {texts.retry}
            </Button>
          </div>
        ) : (
          <>
            <PreferencesForm key={account.data.id} account={account.data} />
            <PasswordForm hasPassword={account.data.hasPassword} />
            {/* the consent feature's own section (its heading included), in a card like the others */}
            <div className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6">
              <ConsentPreferences />
            </div>
            <DownloadDataSection />
            <DeleteAccountSection email={account.data.email} />
          </>
        )}
      </div>
    </div>
  );
}
