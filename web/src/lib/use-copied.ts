import { useEffect, useState } from "react";

/** SPEC §9: a "Copied!" label shows for 2 s. */
export const COPIED_LABEL_MS = 2_000;

/**
 * Copies text with `writeText` (the clipboard by default); `copied` is true for 2 s after a copy.
 * A failed copy changes nothing on screen (SPEC §8: it is only logged, with `failureMessage`).
 */
export function useCopied(
  failureMessage: string,
  writeText: (text: string) => Promise<void> = (text) => navigator.clipboard.writeText(text),
) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy(text: string) {
    try {
      await writeText(text);
      setCopied(true);
    } catch (error) {
      console.warn(failureMessage, error);
    }
  }

  return { copied, copy };
}
