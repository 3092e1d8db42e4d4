import { toast } from "../toast/api/toast-store";
import { paymentStatusTexts } from "./texts";

/** SPEC §4: 'Contact Support' shows a toast asking the user to contact support with the reference. */
export function showContactSupportToast(reference: string | null | undefined): void {
  toast({
    type: "info",
    title: paymentStatusTexts.contactSupportToast,
    description: reference
      ? paymentStatusTexts.contactSupportText(reference)
      : paymentStatusTexts.contactSupportNoReference,
    duration: 10_000,
  });
}
