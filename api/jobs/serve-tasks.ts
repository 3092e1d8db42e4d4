import { parentPort, type Transferable } from "node:worker_threads";
import {
  deserializeError,
  type FromThread,
  serializeError,
  type TaskContext,
  type ThreadTasks,
  type ToThread,
} from "./thread-pool";

/** The thread side of a ThreadPool: runs each task it is sent and posts back its result, events and calls. */
export function serveTasks(tasks: ThreadTasks): void {
  const port = parentPort;
  if (!port) throw new Error("serveTasks runs in a worker thread.");
  const post = (message: FromThread, transfer: Transferable[] = []) => port.postMessage(message, transfer);
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextCallId = 1;

  async function run(taskId: number, name: string, input: unknown): Promise<void> {
    const context: TaskContext<unknown> = {
      emit: (event) => post({ type: "event", taskId, event }),
      call: (method, args, options = {}) =>
        new Promise((resolve, reject) => {
          const callId = nextCallId++;
          const { signal } = options;
          if (signal?.aborted) return reject(signal.reason);
          waiting.set(callId, { resolve, reject });
          signal?.addEventListener(
            "abort",
            () => {
              if (!waiting.delete(callId)) return;
              post({ type: "cancel-call", callId });
              reject(signal.reason);
            },
            { once: true },
          );
          post({ type: "call", taskId, callId, method, args }, options.transfer);
        }),
    };
    try {
      const task = tasks[name];
      if (!task) throw new Error(`This thread has no task "${name}".`);
      // posting inside the try: a result that cannot be cloned fails the task instead of the thread
      post({ type: "done", taskId, value: await task(input, context) });
    } catch (error) {
      post({ type: "failed", taskId, error: serializeError(error) });
    }
  }

  port.on("message", (message: ToThread) => {
    if (message.type === "run") {
      void run(message.taskId, message.task, message.input);
      return;
    }
    const call = waiting.get(message.callId);
    if (!call) return;
    waiting.delete(message.callId);
    if (message.error) call.reject(deserializeError(message.error));
    else call.resolve(message.value);
  });
}
