import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "./client";
import { databaseFaultOf } from "./database-fault";
import { PGliteThread } from "./pglite-thread";
import { createUser, findUserById } from "./queries/users";
import * as schema from "./schema";
import { users } from "./schema";

// one database on disk for the whole file: a new one is created and migrated from scratch, slow on a loaded machine
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-pglite-thread-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the embedded database in its own thread", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite", dataDir });
  }, 120_000);
  afterAll(() => handle.close());

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
});

describe("a database thread that is closed or crashes", () => {
  const crashable = new URL("./testing/crashable-pglite-thread-entry.mjs", import.meta.url);
  const crash = "select 'crash the database thread'";

  it("answers every query as 'database unavailable' once the database is closed", async () => {
    const closing = await openDatabase({ kind: "pglite", dataDir });
    await closing.close();
    const error = await closing.db
      .select()
      .from(users)
      .catch((failure: unknown) => failure);
    expect(databaseFaultOf(error)).toBe("unavailable");
  });

  it("fails the query in flight as 'unavailable', starts again on the same files, and gives up after three crashes in a minute", async () => {
    const restarts: string[] = [];
    const thread = await PGliteThread.open(dataDir, { entry: crashable, onRestart: (reason) => restarts.push(reason) });
    const db = drizzle({ client: thread as unknown as PGlite, schema });
    try {
      await db.insert(users).values({ email: "before-the-crash@example.co.za" });

      const inFlight = await thread.query(crash).catch((error: unknown) => error);
      expect(databaseFaultOf(inFlight)).toBe("unavailable");
      expect(restarts).toEqual([expect.stringContaining("exit code 70")]);
      // the next query waits for the new thread, which finds what was written before the crash
      expect((await db.select().from(users).where(eq(users.email, "before-the-crash@example.co.za"))).length).toBe(1);

      await thread.query(crash).catch(() => undefined);
      await thread.query(crash).catch(() => undefined);
      expect(restarts).toHaveLength(3);
      await thread.query(crash).catch(() => undefined); // a fourth within the minute: not started again
      expect(restarts).toHaveLength(3);
      expect(
        databaseFaultOf(
          await db
            .select()
            .from(users)
            .catch((error: unknown) => error),
        ),
      ).toBe("unavailable");
    } finally {
      await thread.close();
    }
  }, 120_000);
});
