import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  type ConsentKind,
  type ConsentSnapshot,
  consentStore,
  isPrivacyConsentGiven,
  isTermsAccepted,
  useConsent,
} from "../../../lib/consent";
import { publicConfigQueryOptions } from "../../legal/api/get-public-config";
import { getConsentState, saveConsentRecord } from "../api/consent-api";
import { isConsentExemptPath } from "../consent-paths";
import { planConsentSync, toConsentInput } from "../sync";
import { consentTexts } from "../texts";
import { PrivacyConsentModal } from "./privacy-consent-modal";
import { TermsModal } from "./terms-modal";

type SyncState = "pending" | "done";

/**
 * On sign-in, reconciles this browser's consent records with the server's (newer wins), then keeps
 * the server up to date with every choice made here, so each is stored with its time (POPIA).
 */
function useConsentSync(userId: string): SyncState {
  const [state, setState] = useState<SyncState>("pending");

  useEffect(() => {
    let cancelled = false;
    setState("pending");
    void (async () => {
      try {
        const server = await getConsentState();
        if (cancelled) return;
        const owner = consentStore.getOwner();
        const plan = planConsentSync(consentStore.getSnapshot(), server, {
          sameOwner: owner === null || owner === userId,
        });
        for (const kind of Object.keys(plan.adopt) as ConsentKind[]) {
          consentStore.adopt(kind, plan.adopt[kind] as ConsentSnapshot[typeof kind]);
        }
        consentStore.setOwner(userId);
        await Promise.all(plan.upload.map((input) => saveConsentRecord(input)));
      } catch (error) {
        // the browser's records still hold; the next page load tries again
        console.error(consentTexts.syncFailed, error);
      } finally {
        if (!cancelled) setState("done");
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [userId]);

  useEffect(
    () =>
      consentStore.subscribe((change) => {
        if (change.source !== "user") return;
        consentStore.setOwner(userId);
        const input = toConsentInput(change.kind, consentStore.getSnapshot());
        if (input) saveConsentRecord(input).catch((error: unknown) => console.error(consentTexts.syncFailed, error));
      }),
    [userId],
  );

  return state;
}

function CheckingTerms() {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 grid place-items-center bg-slate-50">
      <div className="flex flex-col items-center gap-4">
        <span
          aria-hidden="true"
          className="size-10 animate-spin rounded-full border-4 border-navy-100 border-t-teal-600"
        />
        <span className="text-sm font-medium text-navy-600">{consentTexts.checkingTerms}</span>
      </div>
    </div>
  );
}

/** The signed-in user's consent: sync with the server, then the terms modal, then the privacy consent modal (SPEC §4). */
export default function SignedInConsent({ userId }: { userId: string }) {
  const syncState = useConsentSync(userId);
  const consent = useConsent();
  const queryClient = useQueryClient();
  // the privacy consent quotes the configured retention period: have it ready before the modal opens
  useEffect(() => {
    void queryClient.prefetchQuery(publicConfigQueryOptions);
  }, [queryClient]);
  const { pathname } = useLocation();
  if (isConsentExemptPath(pathname)) return null;
  if (!isTermsAccepted(consent.terms)) return syncState === "pending" ? <CheckingTerms /> : <TermsModal />;
  if (!isPrivacyConsentGiven(consent.privacy)) return syncState === "pending" ? null : <PrivacyConsentModal />;
  return null;
}
