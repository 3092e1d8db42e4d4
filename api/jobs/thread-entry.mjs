// The entry of every thread of a ThreadPool (thread-pool.ts). Plain JavaScript, because a worker
// thread starts without its parent's TypeScript loader (in Node 20, tsx's hooks are registered per
// thread, and vitest's transforms never reach a thread). A TypeScript module named in workerData
// gets tsx's loader registered first and the tasks it exports served by serve-tasks.ts; a bundled
// module (dist/server/*.mjs, scripts/build-server.mjs) exports `serveTasks` beside its `tasks` and
// runs without a loader in the thread.
import { workerData } from "node:worker_threads";

if (workerData.module.endsWith(".ts")) {
  const { register } = await import("tsx/esm/api");
  register();
}
const module = await import(workerData.module);
const { serveTasks } = module.serveTasks ? module : await import("./serve-tasks.ts");
serveTasks(module.tasks);
