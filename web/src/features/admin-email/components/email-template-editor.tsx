import { type FormEvent, useId, useState } from "react";
import { type EmailTemplate, emailTemplateUpdateSchema } from "../../../../../common/api/admin-email";
import { emailTemplateDefinitions, renderEmail } from "../../../../../common/email-templates";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useResetEmailTemplate, useSaveEmailTemplate } from "../api/email-templates";
import { emailConfigTexts as texts } from "../texts";
import { Field, fieldErrorsOf } from "./field";

/** One product e-mail: subject and text with placeholders, a live preview with sample data, save and restore default. */
export function EmailTemplateEditor({ template }: { template: EmailTemplate }) {
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEmailTemplate();
  const reset = useResetEmailTemplate();
  const previewId = useId();
  const definition = emailTemplateDefinitions[template.kind];
  const preview = renderEmail({ subject, body }, definition.sample);
  const dirty = subject !== template.subject || body !== template.body;
  const busy = save.isPending || reset.isPending;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const parsed = emailTemplateUpdateSchema(template.kind).safeParse({ subject, body });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { kind: template.kind, ...parsed.data },
      {
        onSuccess: (saved) => {
          setSubject(saved.subject);
          setBody(saved.body);
          toast({ type: "success", title: texts.templateSaved(template.label) });
        },
      },
    );
  }

  function restoreDefault() {
    if (busy) return;
    reset.mutate(template.kind, {
      onSuccess: (saved) => {
        setSubject(saved.subject);
        setBody(saved.body);
        setErrors({});
        toast({ type: "success", title: texts.templateReset(template.label) });
      },
    });
  }

  const failure = save.error ?? reset.error;
  const serverError = failure ? errorMessageOf(failure) : null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form onSubmit={submit} noValidate aria-label={template.label} className="grid min-w-0 content-start gap-4">
        <p className="text-sm text-navy-700">
          <span className="font-semibold">{texts.sentWhen}: </span>
          {template.sentWhen.charAt(0).toLowerCase() + template.sentWhen.slice(1)}{" "}
          <span className="ml-1 rounded-full bg-navy-50 px-2 py-0.5 text-xs font-semibold text-navy-700 ring-1 ring-navy-200">
            {dirty ? texts.unsavedTemplate : template.isDefault ? texts.defaultWording : texts.edited}
          </span>
        </p>
        <Field label={texts.subject} error={errors.subject}>
          {(props) => <Input {...props} value={subject} onChange={(event) => setSubject(event.target.value)} />}
        </Field>
        <Field label={texts.body} error={errors.body}>
          {(props) => (
            <Textarea
              {...props}
              value={body}
              onChange={(event) => setBody(event.target.value)}
              rows={12}
              className="font-mono text-sm"
            />
          )}
        </Field>
        <div>
          <h3 className="text-sm font-medium text-navy-900">{texts.placeholders}</h3>
          <dl className="mt-1.5 grid gap-1 text-sm">
            {Object.entries(template.placeholders).map(([name, description]) => (
              <div key={name} className="flex flex-wrap gap-x-2">
                <dt>
                  <code className="rounded bg-navy-50 px-1 py-0.5 text-xs text-navy-900">{`{{${name}}}`}</code>
                </dt>
                <dd className="text-navy-600">{description}</dd>
              </div>
            ))}
          </dl>
        </div>
        {serverError && <ErrorAlert title={texts.templateFailed}>{serverError}</ErrorAlert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy || !dirty} aria-busy={save.isPending || undefined}>
            {texts.saveTemplate}
          </Button>
          <Button variant="secondary" onClick={restoreDefault} disabled={busy || (template.isDefault && !dirty)}>
            {texts.resetTemplate}
          </Button>
        </div>
      </form>
      <section aria-labelledby={previewId} className="min-w-0 rounded-xl border border-navy-100 bg-navy-50 p-4">
        <h3 id={previewId} className="text-sm font-semibold text-navy-900">
          {texts.preview} <span className="font-normal text-navy-600">· {texts.previewNote}</span>
        </h3>
        <div className="mt-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-navy-100">
          <p className="border-b border-navy-100 pb-2 text-sm">
            <span className="text-navy-600">{texts.subject}: </span>
            <span className="font-semibold text-navy-900">{preview.subject}</span>
          </p>
          <p className="mt-3 text-sm break-words whitespace-pre-wrap text-navy-900">{preview.body}</p>
        </div>
      </section>
    </div>
  );
}
