import { FileSignature, FileText, Handshake, LockKeyhole, type LucideIcon, MessageCircleQuestion } from "lucide-react";
import { agentTexts } from "../texts";

const icons: LucideIcon[] = [FileText, Handshake, LockKeyhole, FileSignature, MessageCircleQuestion];

/** The empty conversation: what the agent does and five ways to start. */
export function StarterPrompts({
  onStart,
  onAsk,
  disabled,
}: {
  onStart: (text: string) => void;
  onAsk: () => void;
  disabled: boolean;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 py-8 sm:py-14">
      <div className="text-center">
        <h2 className="text-2xl font-bold tracking-tight text-navy-900">{agentTexts.emptyTitle}</h2>
        <p className="mx-auto mt-2 max-w-xl text-navy-600">{agentTexts.emptyText}</p>
      </div>
      <ul aria-label={agentTexts.startersLabel} className="grid gap-2 sm:grid-cols-2">
        {agentTexts.starters.map((starter, index) => {
          const Icon = icons[index] ?? FileText;
          const ask = starter === agentTexts.askAboutContract;
          return (
            <li key={starter} className={ask ? "sm:col-span-2" : undefined}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => (ask ? onAsk() : onStart(starter))}
                className="flex w-full items-center gap-3 rounded-xl border border-navy-100 bg-white px-4 py-3 text-left text-sm font-medium text-navy-900 shadow-sm transition-colors hover:border-teal-300 hover:bg-teal-50/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 disabled:opacity-60"
              >
                <span
                  aria-hidden="true"
                  className="grid size-8 shrink-0 place-items-center rounded-lg bg-teal-50 text-teal-700"
                >
                  <Icon className="size-4" />
                </span>
                {starter}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
