import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { Skeleton } from "../components/ui/skeleton";
import { AdminManageNav } from "../features/admin/components/admin-manage-nav";
import { useEmailSettings } from "../features/admin-email/api/email-settings";
import { useEmailTemplates } from "../features/admin-email/api/email-templates";
import { EmailTemplateEditor } from "../features/admin-email/components/email-template-editor";
import { SmtpSettingsForm } from "../features/admin-email/components/smtp-settings-form";
import { TestEmailForm } from "../features/admin-email/components/test-email-form";
import { emailConfigTexts as texts } from "../features/admin-email/texts";
import { AdminHeader } from "../features/admin-stats/components/admin-header";
import { AdminLoadError } from "../features/admin-stats/components/admin-load-error";
import { useAuth } from "../features/auth/api/get-auth-user";

/** /admin-config: SMTP settings (stored encrypted), a test send, and the product e-mails' templates. */
export default function AdminConfigScreen() {
  const settings = useEmailSettings();
  const templates = useEmailTemplates();
  const { user } = useAuth();
  const [dirty, setDirty] = useState(false);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <AdminHeader title={texts.title} intro={texts.intro} />
      <AdminManageNav />
      <div className="mt-8 grid gap-6">
        {settings.isPending ? (
          <div role="status" aria-live="polite">
            <span className="sr-only">{texts.loading}</span>
            <Skeleton className="h-96 rounded-2xl" />
          </div>
        ) : settings.isError ? (
          <AdminLoadError
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <div className="grid gap-6 lg:grid-cols-5">
            <Panel title={texts.smtpTitle} className="lg:col-span-3">
              <SmtpSettingsForm
                key={settings.data.updatedAt ?? "new"}
                settings={settings.data}
                onDirtyChange={setDirty}
              />
            </Panel>
            <Panel title={texts.testTitle} intro={texts.testIntro} className="self-start lg:col-span-2">
              <TestEmailForm defaultTo={user?.email ?? ""} unsavedChanges={dirty} />
            </Panel>
          </div>
        )}

        {templates.data && (
          <Panel title={texts.templatesTitle} intro={texts.templatesIntro}>
            <Tabs.Root defaultValue={templates.data[0]?.kind}>
              <Tabs.List aria-label={texts.templatesLabel} className="-mx-1 flex gap-1 overflow-x-auto px-1 py-1">
                {templates.data.map((template) => (
                  <Tabs.Trigger
                    key={template.kind}
                    value={template.kind}
                    className="h-9 shrink-0 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-navy-700 ring-1 ring-navy-200 ring-inset hover:bg-navy-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=active]:bg-navy-900 data-[state=active]:text-white data-[state=active]:ring-navy-900"
                  >
                    {template.label}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {templates.data.map((template) => (
                <Tabs.Content
                  key={template.kind}
                  value={template.kind}
                  className="mt-5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
                >
                  <EmailTemplateEditor key={template.updatedAt ?? "default"} template={template} />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Panel>
        )}
        {templates.isError && !settings.isError && (
          <AdminLoadError
            error={templates.error}
            onRetry={() => void templates.refetch()}
            retrying={templates.isFetching}
          />
        )}
      </div>
    </div>
  );
}

function Panel({
  title,
  intro,
  className,
  children,
}: {
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className={`min-w-0 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6 ${className ?? ""}`}
    >
      <h2 className="text-lg font-semibold text-navy-900">{title}</h2>
      {intro && <p className="mt-1 text-sm text-navy-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
