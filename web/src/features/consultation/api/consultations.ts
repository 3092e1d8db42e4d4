import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type Consultation,
  type ConsultationInput,
  consultationCreatedSchema,
  consultationSchema,
} from "../../../../../common/api/account";
import { apiRequest } from "../../../lib/http";

/** GET /api/consultations — the signed-in user's own requests, newest first. */
export async function getConsultations(options: { signal?: AbortSignal } = {}): Promise<Consultation[]> {
  return z.array(consultationSchema).parse(await apiRequest("GET", "/api/consultations", undefined, options));
}

export const consultationsQueryKey = ["/api/consultations"] as const;

export const consultationsQueryOptions = queryOptions({
  queryKey: consultationsQueryKey,
  queryFn: ({ signal }) => getConsultations({ signal }),
});

export function useConsultations() {
  return useQuery(consultationsQueryOptions);
}

/** POST /api/consultations */
export async function requestConsultation(input: ConsultationInput) {
  return consultationCreatedSchema.parse(await apiRequest("POST", "/api/consultations", input));
}

export function useRequestConsultation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestConsultation,
    // not retried: a retry after a request that went through would send it twice
    retry: false,
    onSuccess: (created) =>
      queryClient.setQueryData<Consultation[]>(consultationsQueryKey, (list) => [
        created.consultation,
        ...(list ?? []).filter((item) => item.id !== created.consultation.id),
      ]),
  });
}
