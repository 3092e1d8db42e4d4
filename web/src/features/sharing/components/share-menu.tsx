import { Check, Copy, Link2Off, LoaderCircle, Mail, Share2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import type { AnalysisShare } from "../../../../../common/api/shares";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { errorMessageOf } from "../../../lib/error-message";
import { useCopied } from "../../../lib/use-copied";
import { PaywallDialog } from "../../billing/components/paywall-dialog";
import { useUsageGate } from "../../billing/components/use-usage-gate";
import { toast } from "../../toast/api/toast-store";
import { createShare, revokeShare } from "../api/share-analysis";
import { type ShareTarget, shareLinks } from "../share-links";
import { shareTexts } from "../texts";

type ShareMenuProps = {
  /** The analysis to share; absent for a visitor, whom the paywall asks to sign up first. */
  analysisId?: string;
  fileName: string;
};

const targets: { id: ShareTarget; label: string }[] = [
  { id: "whatsapp", label: shareTexts.whatsapp },
  { id: "twitter", label: shareTexts.twitter },
  { id: "facebook", label: shareTexts.facebook },
  { id: "linkedin", label: shareTexts.linkedin },
];

/**
 * SPEC §2 "Share menu" and §4 "Sharing": Share checks the sharing limit first (a visitor gets the
 * sign-up prompt, a paywall result the upgrade prompt, a failed check is ignored), then makes the
 * analysis's read-only public link and offers WhatsApp, Twitter, Facebook, LinkedIn, email and
 * copy link ('Copied!' for 2 s), and stopping the link.
 */
export function ShareMenu({ analysisId, fileName }: ShareMenuProps) {
  const gate = useUsageGate("contract_sharing");
  const [share, setShare] = useState<AnalysisShare | null>(null);
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);

  async function start() {
    if (creating) return;
    await gate.guard(async () => {
      if (!analysisId) return;
      setCreating(true);
      try {
        setShare(await createShare(analysisId));
        setOpen(true);
      } catch (error) {
        toast({
          type: "error",
          title: shareTexts.shareFailedTitle,
          description: errorMessageOf(error),
        });
      } finally {
        setCreating(false);
      }
    });
  }

  const busy = creating || gate.isChecking;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void start()} disabled={busy} aria-busy={busy || undefined}>
        {busy ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Share2 aria-hidden="true" />}
        {busy ? shareTexts.preparing : shareTexts.share}
      </Button>
      <PaywallDialog {...gate.dialogProps} />
      {share && analysisId && (
        <ShareDialog
          open={open}
          onOpenChange={setOpen}
          share={share}
          fileName={fileName}
          onStopped={() => {
            setShare(null);
            setOpen(false);
          }}
          analysisId={analysisId}
        />
      )}
    </>
  );
}

type ShareDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  share: AnalysisShare;
  fileName: string;
  analysisId: string;
  onStopped: () => void;
};

function ShareDialog({ open, onOpenChange, share, fileName, analysisId, onStopped }: ShareDialogProps) {
  const linkId = useId();
  const [stopping, setStopping] = useState(false);
  const title = shareTexts.shareTitle(fileName);
  const links = shareLinks(share.url, title, shareTexts.shareMessage);

  async function stop() {
    setStopping(true);
    try {
      await revokeShare(analysisId);
      toast({ type: "success", title: shareTexts.stoppedTitle, description: shareTexts.stoppedText });
      onStopped();
    } catch (error) {
      toast({
        type: "error",
        title: shareTexts.stopFailedTitle,
        description: errorMessageOf(error),
      });
    } finally {
      setStopping(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{shareTexts.dialogTitle}</DialogTitle>
        <DialogDescription>{shareTexts.dialogText}</DialogDescription>
        <div className="grid gap-1.5">
          <label htmlFor={linkId} className="text-sm font-semibold text-navy-900">
            {shareTexts.linkLabel}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={linkId}
              readOnly
              value={share.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <CopyLinkButton url={share.url} />
          </div>
        </div>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label={shareTexts.dialogTitle}>
          {targets.map((target) => (
            <li key={target.id}>
              <ExternalShareLink href={links[target.id]} label={target.label} />
            </li>
          ))}
          <li>
            <Button asChild variant="secondary" className="w-full">
              <a href={links.email}>
                <Mail aria-hidden="true" />
                {shareTexts.email}
              </a>
            </Button>
          </li>
        </ul>
        <DialogFooter className="sm:justify-between">
          <Button
            variant="ghost"
            onClick={() => void stop()}
            disabled={stopping}
            className="text-red-800 hover:bg-red-50 hover:text-red-900"
          >
            <Link2Off aria-hidden="true" />
            {stopping ? shareTexts.stopping : shareTexts.stopSharing}
          </Button>
          <Button variant="dark" onClick={() => onOpenChange(false)}>
            {shareTexts.close}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ExternalShareLink({ href, label }: { href: string; label: string }): ReactNode {
  return (
    <Button asChild variant="secondary" className="w-full">
      <a href={href} target="_blank" rel="noopener noreferrer">
        {label}
        <span className="sr-only"> {shareTexts.opensInNewTab}</span>
      </a>
    </Button>
  );
}

/** Copies the link; the label reads 'Copied!' for 2 s. A failed copy is only logged (SPEC §8). */
function CopyLinkButton({ url }: { url: string }) {
  const { copied, copy: copyText } = useCopied(shareTexts.copyFailed);
  const copy = () => copyText(url);

  return (
    <Button onClick={() => void copy()} className="shrink-0">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <span aria-live="polite">{copied ? shareTexts.copied : shareTexts.copyLink}</span>
    </Button>
  );
}
