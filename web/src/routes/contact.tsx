import { Clock, Copy, ExternalLink, Mail, MessageSquareText, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { contactTexts as texts, webmailLinks } from "../features/contact/texts";
import { company } from "../features/legal/company";
import { toast } from "../features/toast/api/toast-store";
import { paths } from "../paths";

function Card({
  icon,
  title,
  titleId,
  children,
}: {
  icon: ReactNode;
  title: string;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-teal-50 text-teal-700">
          {icon}
        </span>
        <h2 id={titleId} className="text-lg font-semibold text-navy-900">
          {title}
        </h2>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** /contact — the support address with Copy, mail-app and webmail links, business hours and response times (SPEC §2). */
export default function ContactScreen() {
  const email = company.supportEmail;
  const links = webmailLinks(email, texts.subject);

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(email);
      toast({ type: "success", title: texts.copied });
    } catch (error) {
      // SPEC §8: a clipboard failure is only logged
      console.error(texts.copyFailed, error);
    }
  }

  return (
    <div className="w-full bg-slate-50">
      <section className="border-b border-navy-100 bg-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-navy-600">{texts.intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 md:grid-cols-2">
        <div className="md:col-span-2">
          <Card icon={<Mail className="size-5" />} title={texts.supportHeading} titleId="support-email-heading">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <a
                href={links.mailto}
                className="text-base font-semibold break-words text-teal-800 underline-offset-4 hover:underline sm:text-2xl"
              >
                {email}
              </a>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void copyEmail()}
                aria-label={texts.copyLabel}
                className="self-start sm:self-auto"
              >
                <Copy aria-hidden="true" />
                {texts.copy}
              </Button>
            </div>
            <ul className="mt-5 flex flex-wrap gap-2">
              <li>
                <Button asChild variant="primary" size="sm">
                  <a href={links.mailto}>
                    <Mail aria-hidden="true" />
                    {texts.openMailApp}
                  </a>
                </Button>
              </li>
              <li>
                <Button asChild variant="secondary" size="sm">
                  <a href={links.gmail} target="_blank" rel="noopener noreferrer">
                    {texts.gmail}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> {texts.opensInNewTab}</span>
                  </a>
                </Button>
              </li>
              <li>
                <Button asChild variant="secondary" size="sm">
                  <a href={links.outlook} target="_blank" rel="noopener noreferrer">
                    {texts.outlook}
                    <ExternalLink aria-hidden="true" />
                    <span className="sr-only"> {texts.opensInNewTab}</span>
                  </a>
                </Button>
              </li>
            </ul>
          </Card>
        </div>

        <Card icon={<Clock className="size-5" />} title={texts.hoursHeading} titleId="hours-heading">
          <ul className="grid gap-2 text-sm">
            {texts.hours.map((line) => (
              <li key={line} className="border-b border-navy-50 pb-2 font-medium text-navy-900 last:border-b-0">
                {line}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-navy-500">{texts.hoursNote}</p>
        </Card>

        <Card icon={<MessageSquareText className="size-5" />} title={texts.responseHeading} titleId="response-heading">
          <dl className="grid gap-2 text-sm">
            {texts.responses.map((row) => (
              <div key={row.kind} className="flex justify-between gap-4 border-b border-navy-50 pb-2 last:border-b-0">
                <dt className="text-navy-600">{row.kind}</dt>
                <dd className="font-medium text-navy-900">{row.time}</dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card icon={<ShieldCheck className="size-5" />} title={texts.privacyHeading} titleId="privacy-requests-heading">
          <p className="text-sm leading-6 text-navy-700">{texts.privacyText}</p>
        </Card>

        <section
          aria-labelledby="quick-answer-heading"
          className="flex flex-col justify-between gap-4 rounded-2xl bg-navy-900 p-6 text-white"
        >
          <h2 id="quick-answer-heading" className="text-lg font-semibold">
            {texts.helpHeading}
          </h2>
          <Button asChild variant="secondary" className="self-start">
            <Link to={paths.help}>{texts.helpLink}</Link>
          </Button>
        </section>
      </div>
    </div>
  );
}
