import { CircleCheck, FileDown, Loader2, MessageSquare, RotateCcw, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { GeneratedContract } from "../../../../../common/api/templates";
import { Button } from "../../../components/ui/button";
import { errorMessageOf } from "../../../lib/error-message";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { openDraftConversation } from "../api/open-draft-conversation";
import { builderTexts } from "../texts";

/**
 * After generating: download the contract, continue in the agent, open its review, or start another.
 * A custom template's draft is not offered to the agent: its tools revise drafts through the
 * library's templates, so they could not change it.
 */
export function GeneratedPanel({
  generated,
  onAnother,
  canContinueInChat,
}: {
  generated: GeneratedContract;
  onAnother: () => void;
  canContinueInChat: boolean;
}) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the form the focus was in is gone: move it to the result
  useEffect(() => headingRef.current?.focus(), []);
  const continueInChat = async () => {
    setOpening(true);
    try {
      navigate(paths.aiAgentConversation(await openDraftConversation(generated.draftId)));
    } catch (error) {
      toast({
        type: "error",
        title: builderTexts.chatFailed,
        description: errorMessageOf(error),
      });
      setOpening(false);
    }
  };
  return (
    <section
      aria-labelledby="generated-heading"
      className="grid gap-4 rounded-2xl border border-teal-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex items-start gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
        <div>
          <h2
            id="generated-heading"
            ref={headingRef}
            tabIndex={-1}
            className="text-xl font-semibold text-navy-900 outline-none"
          >
            {builderTexts.generated}
          </h2>
          <p className="mt-1 text-sm text-navy-600">{builderTexts.generatedHint}</p>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild>
          <a href={generated.exports.docx} download>
            <FileDown aria-hidden="true" />
            {builderTexts.downloadDocx}
          </a>
        </Button>
        <Button asChild>
          <a href={generated.exports.pdf} download>
            <FileDown aria-hidden="true" />
            {builderTexts.downloadPdf}
          </a>
        </Button>
        {canContinueInChat && (
          <Button variant="secondary" onClick={() => void continueInChat()} disabled={opening}>
            {opening ? <Loader2 aria-hidden="true" className="animate-spin" /> : <MessageSquare aria-hidden="true" />}
            {builderTexts.continueInChat}
          </Button>
        )}
        <Button asChild variant="secondary">
          <Link to={paths.analysis(generated.analysisId)}>
            <ShieldCheck aria-hidden="true" />
            {builderTexts.analyse}
          </Link>
        </Button>
      </div>
      <Button variant="ghost" className="justify-self-start" onClick={onAnother}>
        <RotateCcw aria-hidden="true" />
        {builderTexts.makeAnother}
      </Button>
    </section>
  );
}
