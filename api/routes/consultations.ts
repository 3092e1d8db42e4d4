import { Hono } from "hono";
import { consultationInputSchema } from "../../common/api/account";
import { AppError } from "../../common/errors";
import { toConsultation } from "../consultations/to-consultation";
import type { AppEnv, SignedInEnv } from "../context";
import { insertConsultationRequest, listUserConsultationRequests } from "../db/queries/consultations";
import { findContract } from "../db/queries/contracts";
import { loadSmtpSettings } from "../email/email-settings";
import { sendConsultationConfirmationEmail } from "../email/product-emails";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { publicOrigin } from "../public-origin";

/** Attorney consultation requests: the signed-in user asks and sees their own; admins see all (admin-consultations.ts). */
export const consultationRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await listUserConsultationRequests(c.var.deps.db, { userId: c.var.user.id });
    return c.json(rows.map(toConsultation));
  })

  .post(
    "/",
    rateLimit<SignedInEnv>({
      name: "consultation",
      limit: 5,
      windowMs: 60 * 60 * 1000,
      keyOf: (c) => c.var.user.id,
      message:
        "You have sent several requests in the last hour. We will be in touch — please wait before sending another.",
    }),
    validate("json", consultationInputSchema),
    async (c) => {
      const input = c.req.valid("json");
      const { db, clock } = c.var.deps;
      const user = c.var.user;
      const contract = input.contractId
        ? await findContract(db, { userId: user.id, contractId: input.contractId })
        : undefined;
      if (input.contractId && !contract) throw new AppError("not_found", { message: "Contract not found." });
      const now = clock.now();
      const request = await insertConsultationRequest(db, {
        userId: user.id,
        contractId: contract?.id ?? null,
        name: input.name,
        email: user.email,
        topic: input.topic,
        details: input.details,
        contactMethod: input.contactMethod,
        contactDetail: input.contactDetail,
        preferredTime: input.preferredTime,
        status: "new",
        createdAt: now,
        updatedAt: now,
      });
      c.var.logger.info({ consultationId: request.id }, "consultation requested");
      const emailConfigured = (await loadSmtpSettings(c.var.deps)) !== null;
      // after the row is stored, without waiting: a slow mail server must not hold the request
      if (emailConfigured) {
        void sendConsultationConfirmationEmail(c.var.deps, {
          to: user.email,
          name: input.name,
          topic: input.topic,
          requestId: request.id,
          appUrl: publicOrigin(c),
        });
      }
      return c.json(
        {
          consultation: toConsultation({ request, contractFileName: contract?.fileName ?? null }),
          confirmationEmail: emailConfigured,
        },
        201,
      );
    },
  );
