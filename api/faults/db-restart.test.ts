// Fault: the database goes away in the middle of a request and comes back. The request in flight
// must get a clear 503 in JSON (no stack trace, no hang), the server must keep answering, and once
// the database is back the next requests must succeed with nothing lost.
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/node-postgres";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { errorCatalogue } from "../../common/errors";
import { createPool, type Database, type DatabaseHandle, openDatabase } from "../db/client";
import * as schema from "../db/schema";
import { fixture, upload } from "../testing/analyses";
import { closedPort } from "../testing/closed-port";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const unavailable = { error: { code: "database_unavailable", message: errorCatalogue.database_unavailable.message } };

/** Sends a request and returns its status, JSON body and how long it took. */
async function timed(browser: ReturnType<typeof createBrowser>, pathname: string) {
  const started = Date.now();
  const response = await browser.request(pathname);
  return { status: response.status, body: await response.json(), elapsedMs: Date.now() - started };
}

describe("the embedded database restarting mid-request", () => {
  let testApp: TestApp;
  let dataDir: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testApp = await createTestApp();
    // a database on disk, so that what was written before the restart is there after it
    dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-db-restart-"));
    database = await openDatabase({ kind: "pglite", dataDir });
    testApp.deps.db = database.db;
  }, 120_000); // a new database on disk is migrated from scratch: slow on a loaded machine
  afterAll(async () => {
    await database.close();
    await testApp.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers the request in flight with a clear 503, keeps serving, and recovers when the database is back", async () => {
    const owner = createBrowser(testApp.app);
    await owner.request("/api/auth/signup", {
      method: "POST",
      json: { email: "db-restart@example.co.za", password: "correct horse 42" },
    });
    expect((await upload(owner, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt")).status).toBe(202);

    // the database shuts down just as the contract list is being read: the request's session check
    // has passed, its query has not run yet
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const query = client.query.bind(client);
    let stopped = false;
    client.query = (async (text: string, ...rest: unknown[]) => {
      if (!stopped && /from "contracts"/.test(text)) {
        stopped = true;
        await client.close();
      }
      return (query as (...args: unknown[]) => unknown)(text, ...rest);
    }) as typeof client.query;

    const inFlight = await timed(owner, "/api/contracts");
    expect(stopped).toBe(true);
    expect(inFlight).toMatchObject({ status: 503, body: unavailable });
    expect(JSON.stringify(inFlight.body)).not.toMatch(/PGlite|Failed query|select|at .*\.ts/);

    // while it is down, every request that needs it gets the same answer at once; the server lives on
    for (const pathname of ["/api/contracts", "/api/analyses", "/api/usage/stats"]) {
      const whileDown = await timed(owner, pathname);
      expect(whileDown, pathname).toMatchObject({ status: 503, body: unavailable });
      expect(whileDown.elapsedMs, pathname).toBeLessThan(2_000);
    }
    // the health check says so too (a load balancer stops sending traffic here)
    expect((await testApp.app.request("/api/health")).status).toBe(503);

    // the database is back (same data directory): the same browser, same session, sees its contract
    database = await openDatabase({ kind: "pglite", dataDir });
    testApp.deps.db = database.db;
    const afterRestart = await timed(owner, "/api/contracts");
    expect(afterRestart.status).toBe(200);
    expect(afterRestart.body).toMatchObject([{ fileName: "residential-lease-wc.txt" }]);
    expect((await upload(owner, fixture("residential-lease-wc.txt"), "second-lease.txt")).status).toBe(202);
  }, 120_000);
});

describe("a Postgres server (DATABASE_URL) that drops connections or is down", () => {
  let testApp: TestApp;
  let owner: ReturnType<typeof createBrowser>;
  let embedded: Database;
  const servers: net.Server[] = [];
  beforeAll(async () => {
    testApp = await createTestApp();
    embedded = testApp.deps.db;
    owner = createBrowser(testApp.app);
    await owner.request("/api/auth/signup", {
      method: "POST",
      json: { email: "pg-down@example.co.za", password: "correct horse 42" },
    });
  });
  afterEach(() => {
    testApp.deps.db = embedded;
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await testApp.close();
  });

  /** A "Postgres" on 127.0.0.1 that accepts each connection and drops it at once, as a server does while it restarts. */
  async function droppingServer(): Promise<number> {
    const server = net.createServer((socket) => socket.destroy());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return (server.address() as net.AddressInfo).port;
  }

  it.each([
    ["drops the connection", droppingServer],
    ["refuses connections", closedPort],
  ])("answers 503 in JSON, at once, when the server %s (node-postgres driver)", async (_name, serverPort) => {
    const pool = createPool(
      `postgres://contractclarity:secret@127.0.0.1:${await serverPort()}/contractclarity`,
      () => undefined,
    );
    testApp.deps.db = drizzle(pool, { schema }) as unknown as Database;
    try {
      const response = await timed(owner, "/api/contracts");
      expect(response).toMatchObject({ status: 503, body: unavailable });
      expect(response.elapsedMs).toBeLessThan(5_000);
      expect(JSON.stringify(response.body)).not.toMatch(/ECONNREFUSED|terminated|secret|127\.0\.0\.1/);
    } finally {
      await pool.end();
    }
  });

  it("survives the pool's 'error' event (an idle connection killed by a server restart) instead of crashing", async () => {
    const lost: Error[] = [];
    const pool = createPool("postgres://contractclarity@127.0.0.1:1/contractclarity", (error) => lost.push(error));
    const killed = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    // without a listener, EventEmitter throws this error, and from a socket callback that ends the process
    expect(() => pool.emit("error", killed)).not.toThrow();
    expect(lost).toEqual([killed]);
    await pool.end();
  });
});
