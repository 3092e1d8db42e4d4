import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { count, eq } from "drizzle-orm";
import { unzipSync, type Zippable, zipSync } from "fflate";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analysisDetailSchema, contractListItemSchema, uploadResponseSchema } from "../../common/api/analyses";
import { sharedAnalysisResponseSchema } from "../../common/api/shares";
import { startAnalysisWorkers } from "../analysis/start-workers";
import { createApp } from "../app";
import type { AppDeps } from "../context";
import { loadDataKey } from "../data-key";
import { type DatabaseHandle, openDatabase } from "../db/client";
import { contracts, feedback, usageEvents, users } from "../db/schema";
import { parseEnv } from "../env";
import { modelsFrom } from "../models-from-env";
import { fixture } from "../testing/analyses";
import { offlineNetwork } from "../testing/create-test-app";

/**
 * Hostile input (issue 12), through a real listening server (@hono/node-server on 127.0.0.1) over a
 * database on disk in a temporary DATA_DIR, so that streamed bodies, raw multipart headers, raw
 * paths and the file system are what a deployed server sees — not what app.request() tidies up.
 */

const MAX_UPLOAD_MB = 2;
const MB = 1024 * 1024;
const password = "correct horse 42";
const secret = `not-for-download-${randomBytes(8).toString("hex")}`;

type Reply = {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: Buffer;
  text: string;
  json: () => any;
  bytesSent: number;
};

type RealServer = {
  root: string;
  dataDir: string;
  database: DatabaseHandle;
  send: (init: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    chunks?: Iterable<Buffer>;
  }) => Promise<Reply>;
  stop: () => Promise<void>;
};

/** The production wiring of server.ts (file-backed PGlite, data key in DATA_DIR, workers, the built web app) on a free port. */
async function startRealServer(): Promise<RealServer> {
  const root = mkdtempSync(path.join(tmpdir(), "cc-hostile-"));
  const dataDir = path.join(root, "data");
  const webRoot = path.join(root, "web");
  mkdirSync(webRoot);
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>ContractClarity</title>");
  // a file beside the web root and one beside the data: a path escaping either must never reach them
  writeFileSync(path.join(root, "secret.txt"), secret);
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    MAX_UPLOAD_MB: String(MAX_UPLOAD_MB),
  });
  const dataKey = loadDataKey({ dataDir });
  const database = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  const core = {
    env,
    db: database.db,
    logger: pino({ level: "silent" }),
    clock: { now: () => new Date() },
    dataKey,
    ...modelsFrom(env),
  };
  const workers = startAnalysisWorkers(core, { count: 1, pollMs: 20 });
  const deps: AppDeps = { ...core, oidc: null, jobs: workers, network: offlineNetwork };
  const server = serve({ fetch: createApp(deps, { staticRoot: webRoot }).fetch, port: 0, hostname: "127.0.0.1" });
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  /** One raw HTTP/1.1 request; `chunks` are streamed without Content-Length (chunked), stopping once the server has answered. */
  const send: RealServer["send"] = (init) =>
    new Promise((resolve, reject) => {
      let bytesSent = 0;
      let answered = false;
      const request = http.request({
        host: "127.0.0.1",
        port,
        method: init.method ?? "GET",
        path: init.path,
        headers: { connection: "close", ...init.headers },
      });
      request.on("error", (error) => {
        if (!answered) reject(error);
      });
      request.on("response", (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          const bytes = Buffer.concat(parts);
          const text = bytes.toString("utf8");
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            bytes,
            text,
            json: () => JSON.parse(text),
            bytesSent,
          });
          request.destroy();
        });
      });
      if (init.chunks) {
        const chunks = init.chunks[Symbol.iterator]();
        const pump = () => {
          while (!answered && !request.destroyed) {
            const next = chunks.next();
            if (next.done) return void request.end();
            bytesSent += next.value.byteLength;
            if (!request.write(next.value)) return void request.once("drain", pump);
          }
        };
        pump();
      } else {
        bytesSent = init.body ? Buffer.byteLength(init.body) : 0;
        request.end(init.body);
      }
    });

  const stop = async () => {
    server.close();
    await workers.stop();
    await database.close();
    rmSync(root, { recursive: true, force: true });
  };
  return { root, dataDir, database, send, stop };
}

/** A multipart/form-data body written by hand, so the file name reaches the server byte for byte as given. */
function multipart(file: { name: string; bytes: Uint8Array; type?: string }, fields: Record<string, string> = {}) {
  const boundary = `----hostile${randomBytes(8).toString("hex")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The same multipart body cut into 64 KB chunks, as a client streams it with Transfer-Encoding: chunked. */
function* inChunks(body: Buffer, size = 64 * 1024) {
  for (let offset = 0; offset < body.byteLength; offset += size) yield body.subarray(offset, offset + size);
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** Every file the server could have written outside its database's own folder. */
const filesOutsideDatabase = () =>
  filesUnder(server.root).filter((file) => !file.startsWith(path.join("data", "db") + path.sep));

/** Plain text of about `bytes` bytes that reads as a contract (so the only thing wrong with it is its size). */
function contractText(bytes: number): Buffer {
  const lease = Buffer.from(fixture("residential-lease-wc.txt"));
  return Buffer.concat(Array.from({ length: Math.ceil(bytes / lease.byteLength) }, () => lease)).subarray(0, bytes);
}

let server: RealServer;
let cookie = "";
let userId = "";

async function signUp(email: string): Promise<{ cookie: string; userId: string }> {
  const response = await server.send({
    method: "POST",
    path: "/api/auth/signup",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBeLessThan(300);
  const setCookies = ([] as string[]).concat(response.headers["set-cookie"] ?? []);
  const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
  return { cookie: setCookies.map((line) => line.split(";")[0]).join("; "), userId: user!.id };
}

const countRows = async (table: typeof contracts | typeof usageEvents | typeof feedback | typeof users) =>
  (await server.database.db.select({ total: count() }).from(table))[0]!.total;

/** vi.waitFor, not expect.poll: it is also called from a describe block's beforeAll. */
async function waitForCompleted(analysisId: string) {
  await vi.waitFor(
    async () => {
      const status = (await server.send({ path: `/api/analyses/${analysisId}/status`, headers: { cookie } })).json()
        .status;
      expect(status).toBe("completed");
    },
    { timeout: 60_000, interval: 50 },
  );
}

beforeAll(async () => {
  server = await startRealServer();
  ({ cookie, userId } = await signUp("hostile@example.co.za"));
  // unlimited analyses: the uploads below test names and sizes, not the plan's limit
  await server.database.db.update(users).set({ subscriptionTier: "enterprise" }).where(eq(users.id, userId));
}, 60_000);
afterAll(() => server?.stop());

describe("oversized bodies", () => {
  const oversized = contractText((MAX_UPLOAD_MB + 0.5) * MB);
  const uploadRoutes = [
    { route: "/api/contracts", signedIn: true },
    { route: "/api/visitor/contracts", signedIn: false },
    { route: "/api/custom-templates/extract", signedIn: true },
  ];

  it.each(
    uploadRoutes.flatMap((target) => [
      { ...target, streamed: false },
      { ...target, streamed: true },
    ]),
  )(
    "$route refuses a file over MAX_UPLOAD_MB (streamed without Content-Length: $streamed) with 413, and stores nothing",
    async ({ route, signedIn, streamed }) => {
      const before = { contracts: await countRows(contracts), usage: await countRows(usageEvents) };
      const filesBefore = filesOutsideDatabase();
      const { body, contentType } = multipart({ name: "big-lease.txt", bytes: oversized });
      const headers = {
        "content-type": contentType,
        ...(signedIn ? { cookie } : { "x-session-id": `visitor-${randomBytes(6).toString("hex")}` }),
      };
      const response = await server.send({
        method: "POST",
        path: route,
        headers,
        ...(streamed ? { chunks: inChunks(body) } : { body }),
      });
      expect(response.status).toBe(413);
      expect(response.json().error).toEqual({
        code: "file_too_large",
        message: `The file is larger than ${MAX_UPLOAD_MB} MB. Please upload a smaller file.`,
      });
      expect({ contracts: await countRows(contracts), usage: await countRows(usageEvents) }).toEqual(before);
      expect(filesOutsideDatabase()).toEqual(filesBefore);
    },
  );

  it("stops reading a chunked upload at the limit: a 200 MB stream is answered before it is sent", async () => {
    const { body, contentType } = multipart({ name: "endless.txt", bytes: Buffer.alloc(0) });
    const head = body.subarray(0, body.indexOf("\r\n--", 10));
    function* endless() {
      yield head;
      const block = contractText(256 * 1024);
      for (let sent = 0; sent < 200 * MB; sent += block.byteLength) yield block;
    }
    const response = await server.send({
      method: "POST",
      path: "/api/contracts",
      headers: { "content-type": contentType, cookie },
      chunks: endless(),
    });
    expect(response.status).toBe(413);
    // what the client had written when the answer came: the limit plus socket buffers, not the 200 MB
    expect(response.bytesSent).toBeLessThan(40 * MB);
  });

  it("reads a custom template's file up to MAX_UPLOAD_MB, not the 1 MB limit of JSON requests", async () => {
    // a Word file made large by a photo in it (stored, 1.5 MB), its text the lease's
    const docx: Zippable = unzipSync(fixture("residential-lease-wc.docx"));
    docx["word/media/photo.bin"] = [randomBytes(1.5 * MB), { level: 0 }];
    const bytes = zipSync(docx);
    expect(bytes.byteLength).toBeGreaterThan(1.5 * MB);
    const { body, contentType } = multipart({ name: "long-lease.docx", bytes });
    const response = await server.send({
      method: "POST",
      path: "/api/custom-templates/extract",
      headers: { "content-type": contentType, cookie },
      body,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.json()).toMatchObject({ fileName: "long-lease.docx", text: expect.stringContaining("Tafelberg") });
  });

  const jsonRoutes: Array<{ method: string; route: string; field: string }> = [
    { method: "POST", route: "/api/auth/signup", field: "email" },
    { method: "POST", route: "/api/feedback", field: "experience" },
    { method: "PUT", route: "/api/account/preferences", field: "defaultJurisdiction" },
    { method: "POST", route: "/api/agent/chat", field: "id" },
    { method: "POST", route: "/api/custom-templates", field: "text" },
    { method: "POST", route: "/api/consultations", field: "details" },
  ];

  it.each(
    jsonRoutes.flatMap((target) => [
      { ...target, streamed: false },
      { ...target, streamed: true },
    ]),
  )(
    "$method $route refuses a JSON body over 1 MB (streamed: $streamed) with a clear 4xx, and changes nothing",
    async ({ method, route, field, streamed }) => {
      const before = { users: await countRows(users), feedback: await countRows(feedback) };
      const body = Buffer.from(JSON.stringify({ [field]: "x".repeat(1.2 * MB) }));
      const headers = { "content-type": "application/json", cookie };
      const response = await server.send({
        method,
        path: route,
        headers,
        ...(streamed ? { chunks: inChunks(body) } : { body }),
      });
      expect([400, 413]).toContain(response.status);
      expect(response.json().error.message).toMatch(/too large/i);
      expect({ users: await countRows(users), feedback: await countRows(feedback) }).toEqual(before);
    },
  );

  it("refuses an oversized rename with a message, not a bare status", async () => {
    const response = await server.send({
      method: "PATCH",
      path: `/api/contracts/${randomUUID()}`,
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ fileName: "x".repeat(64 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(response.json().error.message).toBe("The new name is too long.");
  });

  it("keeps serving after all of that", async () => {
    expect((await server.send({ path: "/api/health" })).status).toBe(200);
    const { body, contentType } = multipart({ name: "lease.txt", bytes: fixture("residential-lease-wc.txt") });
    expect(
      (
        await server.send({
          method: "POST",
          path: "/api/contracts",
          headers: { "content-type": contentType, cookie },
          body,
        })
      ).status,
    ).toBe(202);
  });
});

describe("file names and paths", () => {
  const bidiAndControls = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
  const hostileNames: Array<{ sent: string; fixture: string; shown: string | RegExp }> = [
    { sent: "../../etc/passwd.pdf", fixture: "residential-lease-wc.pdf", shown: "passwd.pdf" },
    { sent: "..\\..\\windows\\win.ini.docx", fixture: "residential-lease-wc.docx", shown: "win.ini.docx" },
    { sent: "/etc/shadow.txt", fixture: "residential-lease-wc.txt", shown: "shadow.txt" },
    { sent: "C:\\Users\\Public\\lease.txt", fixture: "residential-lease-wc.txt", shown: "lease.txt" },
    { sent: "..", fixture: "residential-lease-wc.txt", shown: "contract" },
    { sent: "lease\u0000.exe.txt", fixture: "residential-lease-wc.txt", shown: "lease.exe.txt" },
    { sent: "lease\tcopy\u0007.txt", fixture: "residential-lease-wc.txt", shown: "leasecopy.txt" },
    // U+202E turns "lease-\u202Efdp.exe" into "lease-exe.pdf" on screen: the override goes
    { sent: "lease-\u202Etxt.exe", fixture: "residential-lease-wc.txt", shown: "lease-txt.exe" },
    { sent: `${"a".repeat(5000)}.txt`, fixture: "residential-lease-wc.txt", shown: /^a{200}$/ },
    {
      sent: "<img src=x onerror=alert(1)>.txt",
      fixture: "residential-lease-wc.txt",
      shown: "<img src=x onerror=alert(1)>.txt",
    },
  ];
  const uploaded: Array<{ sent: string; contractId: string; analysisId: string; shown: string }> = [];

  beforeAll(async () => {
    for (const name of hostileNames) {
      const { body, contentType } = multipart({ name: name.sent, bytes: fixture(name.fixture) });
      const response = await server.send({
        method: "POST",
        path: "/api/contracts",
        headers: { "content-type": contentType, cookie },
        body,
      });
      expect(response.status, `${JSON.stringify(name.sent.slice(0, 40))}: ${response.text}`).toBe(202);
      const { contract, analysis } = uploadResponseSchema.parse(response.json());
      uploaded.push({ sent: name.sent, contractId: contract.id, analysisId: analysis.id, shown: contract.fileName });
    }
    for (const { analysisId } of uploaded) await waitForCompleted(analysisId);
  }, 90_000);

  it("refuses a form whose file name breaks its header (a raw line break) with a 400, storing nothing", async () => {
    const before = await countRows(contracts);
    for (const route of ["/api/contracts", "/api/custom-templates/extract"]) {
      const { body, contentType } = multipart({
        name: "lease\r\nX-Injected: yes.txt",
        bytes: fixture("residential-lease-wc.txt"),
      });
      const response = await server.send({
        method: "POST",
        path: route,
        headers: { "content-type": contentType, cookie },
        body,
      });
      expect(response.status, route).toBe(400);
      expect(response.json().error.message).toBe("The upload could not be read. Please choose the file and try again.");
    }
    expect(await countRows(contracts)).toBe(before);
  });

  it("shows each name without folders, control or direction-override characters", () => {
    for (const [index, name] of hostileNames.entries()) {
      const shown = uploaded[index]!.shown;
      if (typeof name.shown === "string") expect(shown, JSON.stringify(name.sent.slice(0, 40))).toBe(name.shown);
      else expect(shown).toMatch(name.shown);
      expect(shown).not.toMatch(/[\\/]/);
      expect(shown).not.toMatch(bidiAndControls);
      expect(shown.length).toBeLessThanOrEqual(200);
    }
  });

  it("lists and stores the same clean names (the database holds no path the client sent)", async () => {
    const list = contractListItemSchema
      .array()
      .parse((await server.send({ path: "/api/contracts", headers: { cookie } })).json());
    const rows = await server.database.db
      .select({ id: contracts.id, fileName: contracts.fileName })
      .from(contracts)
      .where(eq(contracts.userId, userId));
    for (const { contractId, shown } of uploaded) {
      expect(list.find((item) => item.id === contractId)?.fileName).toBe(shown);
      expect(rows.find((row) => row.id === contractId)?.fileName).toBe(shown);
    }
  });

  it("writes no file named by the client: the data folder holds only the database and the data key", () => {
    expect(filesOutsideDatabase().sort()).toEqual(
      [path.join("data", "data.key"), "secret.txt", path.join("web", "index.html")].sort(),
    );
    for (const file of filesUnder(server.dataDir))
      expect(file).not.toMatch(/passwd|shadow|win\.ini|lease|onerror|aaaaaaaa/);
    for (const target of [
      "../../etc/passwd.pdf",
      "../etc/passwd.pdf",
      "etc/passwd.pdf",
      "passwd.pdf",
      "win.ini.docx",
    ]) {
      expect(existsSync(path.resolve(server.dataDir, target))).toBe(false);
      expect(existsSync(path.resolve(server.dataDir, "db", target))).toBe(false);
    }
  });

  it("names every export download safely (Content-Disposition: one line, no quotes, folders or overrides)", async () => {
    for (const { analysisId, shown } of uploaded) {
      for (const format of ["report.pdf", "report.docx", "negotiation-pack.docx", "key-dates.ics"]) {
        const response = await server.send({
          path: `/api/analyses/${analysisId}/export/${format}`,
          headers: { cookie },
        });
        expect(response.status, `${shown} ${format}`).toBe(200);
        const disposition = String(response.headers["content-disposition"]);
        const match = /^attachment; filename="([^"]*)"(?:; filename\*=UTF-8''([A-Za-z0-9%._~!$&+^`|-]+))?$/.exec(
          disposition,
        );
        expect(match, disposition).not.toBeNull();
        const names = [match![1]!, match![2] ? decodeURIComponent(match![2]) : ""];
        for (const name of names) {
          expect(name).not.toMatch(/[\\/"]/);
          expect(name).not.toMatch(bidiAndControls);
          expect(name).not.toMatch(/^\./);
        }
        expect(names[0]!.endsWith(`-${format}`)).toBe(true);
      }
    }
  });

  it("shows the clean name in the analysis and through a shared link", async () => {
    const { analysisId, shown } = uploaded.find((item) => item.sent.startsWith("../../etc"))!;
    const detail = analysisDetailSchema.parse(
      (await server.send({ path: `/api/analyses/${analysisId}`, headers: { cookie } })).json(),
    );
    expect(detail.fileName).toBe(shown);
    const share = (
      await server.send({ method: "POST", path: `/api/analyses/${analysisId}/share`, headers: { cookie } })
    ).json();
    const shared = sharedAnalysisResponseSchema.parse(
      (await server.send({ path: `/api/shared/${share.token}` })).json(),
    );
    expect(shared.analysis.fileName).toBe("passwd.pdf");
  });

  it("builds the data export ZIP with entries inside it only (no zip-slip)", async () => {
    const response = await server.send({ path: "/api/account/export", headers: { cookie } });
    expect(response.status).toBe(200);
    const entries = Object.keys(unzipSync(new Uint8Array(response.bytes)));
    const contractFiles = entries.filter((entry) => entry.startsWith("contracts/") && !entry.endsWith("text.txt"));
    expect(contractFiles.length).toBeGreaterThanOrEqual(hostileNames.length);
    for (const entry of entries) {
      expect(entry).not.toMatch(/^\/|^[A-Za-z]:|\\/);
      expect(entry.split("/")).not.toContain("..");
      expect(entry).not.toMatch(bidiAndControls);
      expect(path.posix.normalize(entry)).toBe(entry);
    }
  });

  it("serves the web app's own files (the control for the paths below)", async () => {
    const response = await server.send({ path: "/index.html" });
    expect(response.status).toBe(200);
    expect(response.text).toContain("<title>ContractClarity</title>");
  });

  it.each([
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/..%2Fsecret.txt",
    "/..%5csecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt",
    "/....//secret.txt",
    "/..\\secret.txt",
    "/%252e%252e/secret.txt",
    "/secret.txt%00.html",
    "/web/../../secret.txt",
  ])("never serves a file outside the web app for GET %s", async (rawPath) => {
    const response = await server.send({ path: rawPath });
    expect(response.status).toBeLessThan(500);
    expect(response.text).not.toContain(secret);
  });

  it("never reads a path from an API route parameter", async () => {
    for (const rawPath of [
      "/api/analyses/..%2f..%2fsecret.txt/export/report.pdf",
      "/api/analyses/x/export/..%2f..%2fsecret.txt",
      "/api/agent/drafts/..%2fsecret/export.pdf",
      "/api/templates/..%2f..%2fsecret.txt",
      "/api/admin/email/templates/..%2fsecret/preview",
    ]) {
      const response = await server.send({ path: rawPath, headers: { cookie } });
      expect(response.status, rawPath).toBeGreaterThanOrEqual(400);
      expect(response.status, rawPath).toBeLessThan(500);
      expect(response.text).not.toContain(secret);
    }
  });
});
