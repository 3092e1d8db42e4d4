import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { databaseFaultOf } from "./database-fault";
import { createUser, findUserById } from "./queries/users";
import { users } from "./schema";

describe("the embedded database in its own thread", () => {
  let dataDir: string;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-pglite-thread-"));
    handle = await openDatabase({ kind: "pglite", dataDir });
  }, 120_000); // a new database on disk is migrated from scratch: slow on a loaded machine
  afterAll(async () => {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves the request thread free while Postgres works", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    let ticksWhileRunning = -1;
    // about a second of Postgres work; run in this thread, it would hold every timer until the end
    await handle.db.execute(sql`select count(*) from generate_series(1, 3000000) as n where n % 7 = 3`).finally(() => {
      ticksWhileRunning = ticks;
      clearInterval(timer);
    });
    expect(ticksWhileRunning).toBeGreaterThan(3);
  });

  it("commits a transaction, rolls one back that throws, and keeps Postgres's error fields", async () => {
    const saved = await handle.db.transaction(async (tx) => {
      const [user] = await tx.insert(users).values({ email: "kept@example.co.za" }).returning();
      return user!;
    });
    expect((await findUserById(handle.db, saved.id))?.email).toBe("kept@example.co.za");

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(users).values({ email: "undone@example.co.za" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await handle.db.select().from(users).where(eq(users.email, "undone@example.co.za"))).toEqual([]);

    const duplicate = await handle.db
      .insert(users)
      .values({ email: "kept@example.co.za" })
      .catch((error: Error) => error);
    expect((duplicate as Error & { cause?: unknown }).cause).toMatchObject({
      code: "23505",
      constraint: "users_email_unique",
    });
    // the same helper the routes use still sees a taken email as "no user created"
    expect(await createUser(handle.db, { email: "kept@example.co.za", passwordHash: null })).toBeUndefined();
  });

  it("keeps other queries waiting until a transaction ends, as PGlite does", async () => {
    const order: string[] = [];
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = handle.db.transaction(async (tx) => {
      await tx.insert(users).values({ email: "in-transaction@example.co.za" });
      order.push("inserted");
      await held;
      order.push("committing");
    });
    await expect.poll(() => order).toEqual(["inserted"]);
    const outside = handle.db
      .select()
      .from(users)
      .where(eq(users.email, "in-transaction@example.co.za"))
      .then((rows) => {
        order.push("read");
        return rows;
      });
    release();
    await transaction;
    expect(await outside).toHaveLength(1); // it read after the commit, not the state before it
    expect(order).toEqual(["inserted", "committing", "read"]);
  });

  it("answers every query as 'database unavailable' once the database is closed", async () => {
    const closing = await openDatabase({ kind: "pglite", dataDir: mkdtempSync(path.join(dataDir, "closed-")) });
    await closing.close();
    const error = await closing.db
      .select()
      .from(users)
      .catch((failure: unknown) => failure);
    expect(databaseFaultOf(error)).toBe("unavailable");
  }, 120_000);
});
