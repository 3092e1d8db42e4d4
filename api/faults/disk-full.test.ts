// Fault: the disk fills up while an upload is being stored. Uploaded files are kept encrypted in the
// database (nothing is written to DATA_DIR), so the write that fails is the database's: a trigger
// makes Postgres raise exactly what it raises when it cannot extend a data file — SQLSTATE 53100
// disk_full, "No space left on device" — through the real driver, drizzle and the upload's transaction.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { usageStatsSchema } from "../../common/api/billing";
import { errorCatalogue } from "../../common/errors";
import { analyses, contracts, jobs, usageEvents } from "../db/schema";
import { fixture, upload, waitForAnalysis } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

let testApp: TestApp;
let owner: ReturnType<typeof createBrowser>;

beforeAll(async () => {
  testApp = await createTestApp({ workers: 1 });
  await testApp.db.execute(
    sql.raw(`
    create function fill_the_disk() returns trigger language plpgsql as $$
    begin
      raise exception using errcode = 'disk_full', message = format('could not extend file "base/5/%s": No space left on device', tg_table_name);
    end $$`),
  );
  owner = createBrowser(testApp.app);
  await owner.request("/api/auth/signup", {
    method: "POST",
    json: { email: "disk-full@example.co.za", password: "correct horse 42" },
  });
});
afterAll(() => testApp.close());

/** Makes every insert into `table` fail as on a full disk, until the returned function frees the space. */
async function diskFullOn(table: "contracts" | "jobs") {
  await testApp.db.execute(
    sql.raw(`create trigger disk_is_full before insert on ${table} for each row execute function fill_the_disk()`),
  );
  return () => testApp.db.execute(sql.raw(`drop trigger disk_is_full on ${table}`));
}

async function rowCounts() {
  const count = async (table: typeof contracts | typeof analyses | typeof jobs | typeof usageEvents) =>
    (await testApp.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    contracts: await count(contracts),
    analyses: await count(analyses),
    jobs: await count(jobs),
    usageEvents: await count(usageEvents),
  };
}

async function analysesUsed() {
  return usageStatsSchema.parse(await (await owner.request("/api/usage/stats")).json()).contract_analysis.used;
}

describe("an upload when the disk is full", () => {
  it.each([
    ["storing the file itself", "contracts"],
    // the last write of the upload's transaction: the file row and the charge written before it must go too
    ["queueing the analysis, after the file and the charge were written", "jobs"],
  ] as const)("fails while %s: a clear 507, and nothing stored or charged", async (_when, table) => {
    const before = await rowCounts();
    const usedBefore = await analysesUsed();
    const freeSpace = await diskFullOn(table);
    try {
      const response = await upload(owner, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
      expect(response.status).toBe(507);
      const body = await response.json();
      expect(body).toEqual({ error: { code: "storage_full", message: errorCatalogue.storage_full.message } });
      expect(body.error.message).toMatch(/run out of storage space/);
      expect(JSON.stringify(body)).not.toMatch(/base\/5|No space left|at .*\.ts/); // no internals, no stack

      expect(await rowCounts()).toEqual(before);
      expect(await analysesUsed()).toBe(usedBefore);
      expect(await (await owner.request("/api/contracts")).json()).toEqual([]);
    } finally {
      await freeSpace();
    }
  });

  it("takes the same upload once there is space again, and charges it once", async () => {
    const usedBefore = await analysesUsed();
    const response = await upload(owner, fixture("residential-lease-wc.txt"), "residential-lease-wc.txt");
    expect(response.status).toBe(202);
    const { analysis } = await response.json();
    expect((await waitForAnalysis(owner, analysis.id)).at(-1)!.status).toBe("completed");
    expect(await analysesUsed()).toBe(usedBefore + 1);
    expect(await (await owner.request("/api/contracts")).json()).toHaveLength(1);
  });
});
