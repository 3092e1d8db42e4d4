import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { parseEnv } from "./env";
import { modelsFrom } from "./models-from-env";
import { offlineNetwork } from "./testing/create-test-app";
import { openTestDatabase } from "./testing/test-database";

describe("serving the web app", () => {
  let staticRoot: string;
  let database: DatabaseHandle;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    staticRoot = mkdtempSync(path.join(os.tmpdir(), "cc-static-"));
    mkdirSync(path.join(staticRoot, "assets"));
    writeFileSync(path.join(staticRoot, "index.html"), "<!doctype html><title>ContractClarity</title>");
    writeFileSync(path.join(staticRoot, "assets", "app-abc123.js"), "console.info('app')");
    writeFileSync(path.join(staticRoot, "assets", "app-abc123.js.gz"), gzipSync("console.info('app')"));
    writeFileSync(path.join(staticRoot, "favicon.svg"), "<svg/>");
    database = await openTestDatabase();
    const env = parseEnv({ NODE_ENV: "test" });
    app = createApp(
      {
        env,
        db: database.db,
        logger: pino({ level: "silent" }),
        clock: { now: () => new Date() },
        dataKey: randomBytes(32),
        oidc: null,
        ...modelsFrom(env),
        jobs: { kick: () => undefined },
        network: offlineNetwork,
      },
      { staticRoot },
    );
  });
  afterAll(async () => {
    await database.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  it("serves index.html at / and for every app route, never cached", async () => {
    for (const route of ["/", "/history", "/analysis/42", "/no/such/page"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain("<title>ContractClarity</title>");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("serves hashed assets with a long cache and other files as they are", async () => {
    const asset = await app.request("/assets/app-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    expect((await app.request("/favicon.svg")).status).toBe(200);
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it, and the plain file to one that does not", async () => {
    const compressed = await app.request("/assets/app-abc123.js", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("content-type")).toContain("javascript");
    expect(compressed.headers.get("vary")).toContain("Accept-Encoding");
    expect(gunzipSync(Buffer.from(await compressed.arrayBuffer())).toString()).toBe("console.info('app')");
    const plain = await app.request("/assets/app-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("console.info('app')");
  });

  it("keeps /api paths out of the fallback", async () => {
    const response = await app.request("/api/unknown");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("refuses to start without a built web app", () => {
    expect(() =>
      createApp(
        {
          env: parseEnv({}),
          db: database.db,
          logger: pino({ level: "silent" }),
          clock: { now: () => new Date() },
          dataKey: randomBytes(32),
          oidc: null,
          ...modelsFrom(parseEnv({})),
          jobs: { kick: () => undefined },
          network: offlineNetwork,
        },
        { staticRoot: "/nonexistent" },
      ),
    ).toThrow(/npm run build/);
  });
});
