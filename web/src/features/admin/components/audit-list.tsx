import { type AdminAuditEntry, adminActionLabels } from "../../../../../common/api/admin";
import { formatDateTime } from "../../admin-stats/format";
import { auditTexts } from "../texts";

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields that changed: "subscriptionTier: free → enterprise". */
export function auditChanges(entry: Pick<AdminAuditEntry, "before" | "after">): string[] {
  const before = isRecord(entry.before) ? entry.before : {};
  const after = isRecord(entry.after) ? entry.after : {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${key}: ${show(before[key])} → ${show(after[key])}`);
}

/** "user thandi@example.co.za" when the entry names the e-mail, else the type and a short id ("refund 05de8e3f…"). */
export function targetLabel(entry: Pick<AdminAuditEntry, "targetType" | "targetId" | "before" | "after">): string {
  const email = [entry.after, entry.before]
    .map((state) => (isRecord(state) && typeof state.email === "string" ? state.email : null))
    .find(Boolean);
  if (email) return `${entry.targetType} ${email}`;
  if (!entry.targetId) return entry.targetType;
  return `${entry.targetType} ${entry.targetId.length > 12 ? `${entry.targetId.slice(0, 8)}…` : entry.targetId}`;
}

/** Admin actions, newest first: a stacked list that reads the same on a phone and a desktop. */
export function AuditList({ entries }: { entries: AdminAuditEntry[] }) {
  if (entries.length === 0) return <p className="text-navy-600">{auditTexts.empty}</p>;
  return (
    <ul
      aria-label={auditTexts.caption}
      className="divide-y divide-navy-100 rounded-2xl border border-navy-100 bg-white shadow-sm"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 p-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
          <p className="text-sm text-navy-600 tabular-nums">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </p>
          <div className="min-w-0">
            <p className="text-navy-900">
              <span className="font-semibold">{adminActionLabels[entry.action] ?? entry.action}</span>
              <span className="break-all text-navy-600"> · {targetLabel(entry)}</span>
            </p>
            <p className="text-sm break-all text-navy-600">
              {auditTexts.who}: {entry.adminEmail}
            </p>
            {auditChanges(entry).length > 0 && (
              <ul className="mt-1 grid gap-0.5 font-mono text-xs break-all text-navy-800">
                {auditChanges(entry).map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
