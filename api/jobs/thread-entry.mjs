// The entry of every thread of a ThreadPool (thread-pool.ts). Plain JavaScript, because a worker
// thread starts without its parent's TypeScript loader (in Node 20, tsx's hooks are registered per
// thread, and vitest's transforms never reach a thread): it registers tsx's loader, imports the
// TypeScript module named in workerData and serves the tasks that module exports.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { serveTasks } = await import("./serve-tasks.ts");
const { tasks } = await import(workerData.module);
serveTasks(tasks);
