import { Hono } from "hono";
import { type ConsentRecord, type ConsentState, consentInputSchema } from "../../common/api/consent";
import type { AppEnv } from "../context";
import { insertConsentRecord, listLatestConsents } from "../db/queries/consent";
import type { ConsentRecordRow } from "../db/schema";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";

const MAX_USER_AGENT_LENGTH = 512;

function toConsentRecord(row: ConsentRecordRow): ConsentRecord {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    choices: row.choices,
    acceptedAt: row.acceptedAt.toISOString(),
    recordedAt: row.recordedAt?.toISOString() ?? null,
    userAgent: row.userAgent,
  };
}

/**
 * The signed-in user's consent choices (terms, privacy, cookies), kept with the server's time of
 * recording: POST adds a record, GET answers the latest of each kind.
 */
export const consentRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get("/", async (c) => {
    const rows = await listLatestConsents(c.var.deps.db, { userId: c.var.user.id });
    const state: ConsentState = { terms: null, privacy: null, cookies: null };
    for (const row of rows) state[row.kind] = toConsentRecord(row);
    return c.json(state);
  })
  .post("/", validate("json", consentInputSchema), async (c) => {
    const input = c.req.valid("json");
    const now = c.var.deps.clock.now();
    const recordedAt = input.recordedAt ? new Date(input.recordedAt) : null;
    const row = await insertConsentRecord(c.var.deps.db, {
      userId: c.var.user.id,
      kind: input.kind,
      version: input.version,
      choices: input.choices,
      acceptedAt: now,
      // a browser clock ahead of ours is not believed
      recordedAt: recordedAt && recordedAt > now ? now : recordedAt,
      userAgent: c.req.header("user-agent")?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    });
    return c.json(toConsentRecord(row), 201);
  });
