import type { PublicConfig } from "../../../../../common/api/public-config";

/** A block of a policy section: a paragraph, a bulleted list, or a small table. */
export type PolicyBlock = string | { list: string[] } | { table: { head: string[]; rows: string[][] } };

export type PolicySection = { id: string; heading: string; blocks: PolicyBlock[] };

export type PolicyDocument = {
  title: string;
  /** The date the wording last changed, as shown ("23 November 2026"). */
  lastUpdated: string;
  summary: string;
  sections: PolicySection[];
};

/** The configured facts the policies quote; null while unknown (loading or unreachable). */
export type PolicyFacts = Pick<PublicConfig, "retentionDays" | "aiProvider"> | null;

export const POLICIES_LAST_UPDATED = "23 November 2026";

/** "30 days after upload", or a neutral wording when the configured number is not known. */
export function retentionPhrase(facts: PolicyFacts): string {
  return facts ? `${facts.retentionDays} days after upload` : "after the retention period configured for this service";
}
