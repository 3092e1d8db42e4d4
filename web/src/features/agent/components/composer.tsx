import { ArrowUp, Paperclip, Square, X } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useId } from "react";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { agentTexts } from "../texts";
import type { AttachedContract } from "./attach-contract-dialog";

/**
 * The message box: Enter sends, Shift+Enter adds a line; Stop replaces Send while the agent
 * answers. The attached contract shows as a removable chip beside the attach button.
 */
export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  busy,
  attached,
  onAttach,
  onDetach,
  textareaRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  busy: boolean;
  attached: AttachedContract | null;
  onAttach: () => void;
  /** Null once the conversation has started: the server keeps its contract, so it can be changed but not removed. */
  onDetach: (() => void) | null;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const canSend = !busy && value.trim().length > 0;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSend) onSend();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-navy-200 bg-white shadow-sm focus-within:border-teal-600 focus-within:ring-2 focus-within:ring-teal-600/20"
    >
      <label htmlFor={inputId} className="sr-only">
        {agentTexts.messageLabel}
      </label>
      <textarea
        ref={textareaRef}
        id={inputId}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
        placeholder={
          attached ? agentTexts.messagePlaceholderWithContract(attached.fileName) : agentTexts.messagePlaceholder
        }
        className="block max-h-48 min-h-12 w-full resize-none bg-transparent px-4 pt-3 pb-1 text-base text-navy-900 [field-sizing:content] placeholder:text-navy-400 focus:outline-none"
      />
      <div className="flex flex-wrap items-center gap-2 px-2 pb-2">
        {attached ? (
          <span className="inline-flex max-w-full min-w-0 items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-xs font-medium text-teal-900 ring-1 ring-teal-200 ring-inset">
            <Paperclip aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{agentTexts.attached(attached.fileName)}</span>
            {onDetach ? (
              <button
                type="button"
                onClick={onDetach}
                aria-label={agentTexts.detach(attached.fileName)}
                className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            ) : (
              <button
                type="button"
                onClick={onAttach}
                aria-label={agentTexts.changeContract(attached.fileName)}
                className="shrink-0 rounded-full px-2 py-0.5 font-semibold text-teal-800 hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-600"
              >
                {agentTexts.change}
              </button>
            )}
          </span>
        ) : (
          <Button variant="ghost" size="sm" onClick={onAttach}>
            <Paperclip aria-hidden="true" />
            {agentTexts.attach}
          </Button>
        )}
        <p id={hintId} className="ml-auto hidden text-xs text-navy-500 sm:block">
          {agentTexts.keyboardHint}
        </p>
        {busy ? (
          <Button variant="dark" size="sm" onClick={onStop} className={cn("ml-auto sm:ml-0")}>
            <Square aria-hidden="true" className="fill-current" />
            {agentTexts.stop}
          </Button>
        ) : (
          <Button type="submit" size="sm" disabled={!canSend} className="ml-auto sm:ml-0">
            <ArrowUp aria-hidden="true" />
            {agentTexts.send}
          </Button>
        )}
      </div>
    </form>
  );
}
