// A process that runs one task in a thread pool and never shuts the pool down: it must still end
// on its own once the task is done (thread-pool.test.ts).
import { createThreadPool } from "../thread-pool";
import type { tasks } from "./test-tasks";

const pool = createThreadPool<typeof tasks>({
  module: new URL("./test-tasks.ts", import.meta.url),
  size: 1,
  memoryMb: 256,
});
process.stdout.write(`${(await pool.run("double", { value: 21 })).doubled}\n`);
