import type { FormState } from "./form-values";

/**
 * A half-filled builder form kept in this browser (localStorage) as the user types, so leaving the page without
 * "Save draft" loses nothing; it goes once the contract is generated or the user starts again.
 */
const KEY_PREFIX = "contractclarity.builder-draft.";

export type LocalFormDraft = { state: FormState; savedAt: string };

export function readLocalFormDraft(templateId: string): LocalFormDraft | null {
  try {
    const parsed = JSON.parse(
      localStorage.getItem(KEY_PREFIX + templateId) ?? "null",
    ) as Partial<LocalFormDraft> | null;
    if (!parsed || typeof parsed.state !== "object" || parsed.state === null || typeof parsed.savedAt !== "string")
      return null;
    return { state: parsed.state, savedAt: parsed.savedAt };
  } catch {
    return null;
  }
}

export function writeLocalFormDraft(templateId: string, state: FormState, now: Date = new Date()): void {
  try {
    localStorage.setItem(KEY_PREFIX + templateId, JSON.stringify({ state, savedAt: now.toISOString() }));
  } catch {
    // storage full or blocked: "Save draft" still keeps it on the server
  }
}

export function clearLocalFormDraft(templateId: string): void {
  try {
    localStorage.removeItem(KEY_PREFIX + templateId);
  } catch {
    // nothing kept
  }
}
