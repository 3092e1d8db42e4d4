// The database thread: the embedded Postgres (PGlite) runs here, off the server's request thread,
// and answers the messages of pglite-thread.ts (query, begin, end, close) in the order they come.
// Postgres in WebAssembly runs on the thread that calls it: on the request thread, storing a
// contract's search chunks and documents held every request for 0.1-1 s at a time.
import { parentPort, workerData } from "node:worker_threads";
import { createPGlite } from "./pglite-options.mjs";

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
/** Thrown inside a transaction to make PGlite roll it back. */
const ROLLBACK = Symbol("rollback");
/** @type {Map<number, { tx: import("@electric-sql/pglite").Transaction, end: (commit: boolean) => void, done: Promise<void> }>} */
const transactions = new Map();
let nextTransaction = 1;

/** An error as plain data: its name, message and Postgres's fields (code, constraint, detail…). @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  /** @type {Record<string, string | number>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** Parsers that keep a type's text as it is (drizzle's, for dates and intervals). @param {number[] | undefined} types */
function rawParsers(types) {
  return types && Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));
}

/** @param {import("@electric-sql/pglite").PGlite} pg @param {number} id */
function begin(pg, id) {
  return new Promise((resolve, reject) => {
    /** @type {(commit: boolean) => void} */
    let end = () => undefined;
    const ended = new Promise((settle) => {
      end = settle;
    });
    const done = pg
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        resolve(id);
        if (!(await ended)) throw ROLLBACK;
      })
      .then(
        () => undefined,
        (error) => {
          if (error !== ROLLBACK) throw error;
        },
      );
    done.catch(reject); // BEGIN itself failed (after it succeeded, `end` reports a failed COMMIT)
  });
}

/** @param {import("@electric-sql/pglite").PGlite} pg @param {any} message */
async function handle(pg, message) {
  if (message.op === "query") {
    const target = message.tx === undefined ? pg : transactions.get(message.tx)?.tx;
    if (!target) throw new Error("Transaction is closed");
    const result = await target.query(message.sql, message.params, {
      rowMode: message.rowMode,
      parsers: rawParsers(message.rawTypes),
    });
    return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
  }
  if (message.op === "begin") return begin(pg, nextTransaction++);
  if (message.op === "end") {
    const transaction = transactions.get(message.tx);
    if (!transaction) throw new Error("Transaction is closed");
    transactions.delete(message.tx);
    transaction.end(message.commit);
    await transaction.done;
    return null;
  }
  if (message.op === "close") {
    await pg.close();
    return null;
  }
  throw new Error(`The database thread has no operation "${message.op}".`);
}

try {
  const pg = await createPGlite(workerData.dataDir);
  port.on("message", async (message) => {
    try {
      // posting inside the try: a value that cannot cross threads fails this request, not the thread
      port.postMessage({ id: message.id, value: await handle(pg, message) });
    } catch (error) {
      port.postMessage({ id: message.id, error: serializeError(error) });
    }
  });
  port.postMessage({ id: 0, value: null });
} catch (error) {
  port.postMessage({ id: 0, error: serializeError(error) });
}
