import type { AdminConsultation, Consultation } from "../../common/api/account";
import type { ConsultationWithContract } from "../db/queries/consultations";
import { consultationReference } from "../email/product-emails";

export function toConsultation({ request, contractFileName }: ConsultationWithContract): Consultation {
  return {
    id: request.id,
    reference: consultationReference(request.id),
    name: request.name,
    email: request.email,
    topic: request.topic,
    details: request.details,
    contract: request.contractId && contractFileName ? { id: request.contractId, fileName: contractFileName } : null,
    contactMethod: request.contactMethod,
    contactDetail: request.contactDetail,
    preferredTime: request.preferredTime as Consultation["preferredTime"],
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}

export function toAdminConsultation(row: ConsultationWithContract): AdminConsultation {
  return { ...toConsultation(row), userId: row.request.userId };
}
