// Tasks for the thread pool's tests (thread-pool.test.ts): each shows one way a task can end.
import { threadId } from "node:worker_threads";
import { AppError } from "../../../common/errors";
import type { TaskContext } from "../thread-pool";

export const tasks = {
  double: (input: { value: number }) => ({ doubled: input.value * 2, threadId }),
  countTo: (input: { count: number }, context: TaskContext<number>) => {
    for (let step = 1; step <= input.count; step++) context.emit(step);
    return "counted";
  },
  refuse: () => {
    throw new AppError("file_corrupt", { message: "This page is torn." });
  },
  fail: () => {
    throw new TypeError("cannot read the clause tree");
  },
  exit: () => process.exit(3),
  crashLater: () => {
    setImmediate(() => {
      throw new Error("thrown outside any task");
    });
    return new Promise<never>(() => undefined);
  },
  allocate: () => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(100_000).fill(kept.length));
  },
  spin: () => {
    for (;;);
  },
  askMain: async (input: { text: string }, context: TaskContext<never>) => context.call("shout", input.text),
};
