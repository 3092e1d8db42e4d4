/**
 * A display name only: no folders, no control characters and no bidirectional overrides (U+202E
 * shows "lease\u202Efdp.exe" as "leaseexe.pdf"), at most 200 characters, never a lone "." or "..".
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = Array.from(
    base.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "").trim(),
  )
    .slice(0, 200)
    .join("")
    .trim();
  return cleaned.replace(/^\.+$/, "") || "contract";
}
