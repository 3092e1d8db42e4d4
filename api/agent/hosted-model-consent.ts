import { TERMS_VERSION } from "../../common/consent";
import type { Database } from "../db/client";
import { findLatestConsent } from "../db/queries/consent";

/**
 * Whether the user has accepted, on the server, the current terms and privacy notice that name the
 * hosted AI provider (a cross-border transfer under POPIA s72). Until then nothing of theirs is sent
 * to a hosted model: the local engine answers. A visitor (no account) has not.
 */
export async function hasHostedModelConsent(db: Database, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const terms = await findLatestConsent(db, { userId, kind: "terms" });
  return terms?.version === TERMS_VERSION;
}
