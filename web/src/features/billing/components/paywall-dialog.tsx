import { Check, Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../components/ui/dialog";
import { paths } from "../../../paths";
import { usagePercent } from "../format";
import { paywallTexts } from "../texts";

/** What the upgrade paywall shows (SPEC §3 "Usage-limit check result"). */
export type PaywallContent = {
  message: string;
  used: number;
  limit: number;
  benefits: readonly string[];
  /** Signed out: the prompt is to sign up (sharing, SPEC §4 "Sharing"). */
  signedOut?: boolean;
  /** Another title than the default one (a visitor's used free analysis). */
  title?: string;
  /** A visitor's network used the day's free analyses (not necessarily this visitor): no used-of-limit meter. */
  sharedNetwork?: boolean;
};

type PaywallDialogProps = {
  /** What to show; null keeps the dialog closed. */
  content: PaywallContent | null;
  onClose: () => void;
};

/** The upgrade paywall: used of limit with a bar of used ÷ limit, what upgrading gives, and the way to /pricing. */
export function PaywallDialog({ content, onClose }: PaywallDialogProps) {
  const percent = content ? usagePercent(content.used, content.limit) : 0;
  const showUsage = content !== null && content.limit > 0 && !content.sharedNetwork;
  return (
    <Dialog open={content !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-teal-50 text-teal-700">
          <Lock className="size-6" />
        </span>
        <DialogTitle>
          {content?.title ?? (content?.signedOut ? paywallTexts.signUpTitle : paywallTexts.title)}
        </DialogTitle>
        <DialogDescription>{content?.message}</DialogDescription>
        {showUsage && (
          <div className="grid gap-2 rounded-xl bg-navy-50 p-4">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-navy-800">{paywallTexts.usageLabel}</span>
              <span className="font-semibold text-navy-900 tabular-nums">
                {paywallTexts.usage(content.used, content.limit)}
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={paywallTexts.usageLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={paywallTexts.usage(content.used, content.limit)}
              className="h-2 overflow-hidden rounded-full bg-white"
            >
              <div
                className={percent >= 100 ? "h-full rounded-full bg-red-600" : "h-full rounded-full bg-teal-600"}
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        )}
        {content && content.benefits.length > 0 && (
          <div>
            <h3 className="text-sm font-semibold text-navy-900">{paywallTexts.benefitsTitle}</h3>
            <ul className="mt-2 grid gap-2 text-sm text-navy-700">
              {content.benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2.5">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-600" />
                  {benefit}
                </li>
              ))}
            </ul>
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {paywallTexts.notNow}
          </Button>
          {/* signed out, the first step is an account: sign-up is the main action */}
          <Button asChild variant={content?.signedOut ? "dark" : "primary"}>
            <Link to={paths.pricing} onClick={onClose}>
              {paywallTexts.upgrade}
            </Link>
          </Button>
          {content?.signedOut && (
            <Button asChild>
              <Link to={paths.signUp} onClick={onClose}>
                {paywallTexts.signUp}
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
