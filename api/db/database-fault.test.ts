import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import { describe, expect, it } from "vitest";
import { closedPort } from "../testing/closed-port";
import { createPool } from "./client";
import { databaseFaultOf } from "./database-fault";

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

describe("databaseFaultOf", () => {
  it("sees an unreachable Postgres through drizzle's wrapper", async () => {
    const pool = createPool(`postgres://user@127.0.0.1:${await closedPort()}/db`, () => undefined);
    const error = await errorOf(() => drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect(databaseFaultOf(error)).toBe("unavailable");
  });

  it("does not blame the database for another service's refused connection", async () => {
    const error = await errorOf(async () => fetch(`http://127.0.0.1:${await closedPort()}/`));
    expect(databaseFaultOf(error)).toBeNull();
  });

  it("knows Postgres's disk-full and shutdown codes, and nothing else", () => {
    expect(databaseFaultOf(Object.assign(new Error("could not extend file"), { code: "53100" }))).toBe("disk_full");
    expect(
      databaseFaultOf(
        Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      ),
    ).toBe("unavailable");
    expect(databaseFaultOf(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBeNull();
    expect(databaseFaultOf(new TypeError("Cannot read properties of undefined"))).toBeNull();
  });
});
