import { CircleCheck, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { testEmailRequestSchema } from "../../../../../common/api/admin-email";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/error-alert";
import { Input } from "../../../components/ui/input";
import { HttpError } from "../../../lib/http";
import { useSendTestEmail } from "../api/email-settings";
import { emailConfigTexts as texts } from "../texts";
import { Field } from "./field";

/** "Send test e-mail": the outcome stays on screen in plain words — what arrived where, or what went wrong. */
export function TestEmailForm({ defaultTo, unsavedChanges }: { defaultTo: string; unsavedChanges: boolean }) {
  const [to, setTo] = useState(defaultTo);
  const [error, setError] = useState<string | undefined>();
  const send = useSendTestEmail();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = testEmailRequestSchema.safeParse({ to });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.to);
  }

  const result = send.data;
  const requestError =
    send.error instanceof HttpError
      ? (send.error.serverMessage ?? send.error.message)
      : send.error
        ? String(send.error)
        : null;

  return (
    <form onSubmit={submit} noValidate aria-label={texts.testTitle} className="grid gap-3">
      {unsavedChanges && <p className="text-sm font-medium text-amber-800">{texts.testUnsaved}</p>}
      <div className="flex flex-col gap-3">
        <Field label={texts.testTo} error={error}>
          {(props) => (
            <Input
              {...props}
              type="email"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              autoComplete="email"
            />
          )}
        </Field>
        <Button type="submit" className="self-start" disabled={send.isPending} aria-busy={send.isPending || undefined}>
          <Send aria-hidden="true" />
          {send.isPending ? texts.testSending : texts.testSend}
        </Button>
      </div>
      <div aria-live="polite">
        {!send.isPending && result?.sent && (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-teal-200 bg-teal-50 p-3 text-sm text-teal-950"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            <span>
              <span className="font-semibold">{texts.testSent}. </span>
              {result.message}
            </span>
          </p>
        )}
        {!send.isPending && (result?.sent === false || requestError) && (
          <ErrorAlert title={texts.testFailed}>{result?.sent === false ? result.message : requestError}</ErrorAlert>
        )}
      </div>
    </form>
  );
}
