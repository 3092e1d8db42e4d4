import { useMutation } from "@tanstack/react-query";
import type { FeedbackRequest } from "../../../../../common/api/account";
import { apiRequest } from "../../../lib/http";

export type FeedbackForm = Pick<FeedbackRequest, "experience" | "improvements" | "contactEmail"> & {
  rating: string;
  recommendation: "" | "yes" | "maybe" | "no";
};

/** POST /api/feedback (SPEC §7): the form's fields plus timestamp, userAgent and url; success is judged on HTTP ok only. */
export async function submitFeedback(form: FeedbackForm): Promise<void> {
  await apiRequest("POST", "/api/feedback", {
    ...form,
    timestamp: new Date().toISOString(),
    userAgent: navigator.userAgent,
    url: window.location.href,
  } satisfies FeedbackRequest);
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
