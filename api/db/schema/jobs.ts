import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type JobStatus = "queued" | "running" | "completed" | "error";
export type JobProgress = { stage: string; percent: number; message: string };

/**
 * Background work (analyses), queued in Postgres itself. A worker claims a job with FOR UPDATE SKIP LOCKED
 * and holds it by a lease it renews; a job whose lease ran out (its worker died) is claimed again, and
 * one that has used all its attempts ends as `error` with a message — never "running" forever.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status", { enum: ["queued", "running", "completed", "error"] })
      .$type<JobStatus>()
      .notNull()
      .default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(3),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    progress: jsonb("progress").$type<JobProgress>(),
    result: jsonb("result").$type<Record<string, unknown>>(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("jobs_status_created_at_idx").on(table.status, table.createdAt)],
);

export type JobRow = typeof jobs.$inferSelect;
