import { AGENT_RETRY_DELAY_MS, AGENT_TIMEOUT_MS, NetworkError, TimeoutError } from "../../lib/http";

type FetchFunction = typeof globalThis.fetch;

export type AgentFetchOptions = {
  /** The fetch to wrap (tests pass a fake); the browser's by default. */
  fetch?: FetchFunction;
  timeoutMs?: number;
  retryDelayMs?: number;
};

/**
 * The fetch the chat transport uses for the contract-agent path (SPEC §7–§9): credentials included,
 * a 180 s time-out, and one retry after 1 s when the request times out or fails on the network.
 * The time-out covers waiting for the response, then each gap between streamed chunks, so a long
 * answer that keeps streaming is never cut off while a stalled one is. A retry happens only
 * before the response arrived (a half-streamed answer is never sent twice) and never after Stop.
 * Time-outs and network failures surface with the SPEC §8 texts (the same errors as lib/http.ts).
 */
export function createAgentFetch(options: AgentFetchOptions = {}): FetchFunction {
  const timeoutMs = options.timeoutMs ?? AGENT_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? AGENT_RETRY_DELAY_MS;
  const baseFetch: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  const attempt = (input: RequestInfo | URL, init: RequestInit | undefined) =>
    fetchWithTimeout(baseFetch, input, init, timeoutMs);

  return async (input, init) => {
    try {
      return await attempt(input, init);
    } catch (error) {
      const retryable = error instanceof TimeoutError || error instanceof NetworkError;
      if (!retryable || init?.signal?.aborted) throw error;
      await delay(retryDelayMs, init?.signal ?? undefined);
      return attempt(input, init);
    }
  };
}

async function fetchWithTimeout(
  baseFetch: FetchFunction,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
  timeoutMs: number,
): Promise<Response> {
  const callerSignal = init?.signal ?? undefined;
  const controller = new AbortController();
  let timedOut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const armTimer = (onTimeout: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
      onTimeout();
    }, timeoutMs);
  };
  const onCallerAbort = () => {
    clearTimeout(timer);
    controller.abort(callerSignal?.reason);
  };
  if (callerSignal?.aborted) controller.abort(callerSignal.reason);
  callerSignal?.addEventListener("abort", onCallerAbort);
  const release = () => {
    clearTimeout(timer);
    callerSignal?.removeEventListener("abort", onCallerAbort);
  };

  armTimer(() => undefined);
  let response: Response;
  try {
    response = await baseFetch(input, { ...init, credentials: "include", signal: controller.signal });
  } catch (error) {
    release();
    if (timedOut) throw new TimeoutError();
    if (callerSignal?.aborted) throw error;
    throw new NetworkError({ cause: error });
  }
  if (!response.body) {
    release();
    return response;
  }
  return new Response(
    withIdleTimeout(response.body, armTimer, release, () => timedOut),
    {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    },
  );
}

/** Passes the body through, re-arming the time-out on every chunk; a stall errors the stream with TimeoutError. */
function withIdleTimeout(
  body: ReadableStream<Uint8Array>,
  armTimer: (onTimeout: () => void) => void,
  release: () => void,
  timedOut: () => boolean,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      armTimer(() => {
        controller.error(new TimeoutError());
        void reader.cancel().catch(() => undefined);
      });
    },
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (timedOut()) return;
        if (done) {
          release();
          controller.close();
          return;
        }
        armTimer(() => {
          controller.error(new TimeoutError());
          void reader.cancel().catch(() => undefined);
        });
        controller.enqueue(value);
      } catch (error) {
        release();
        if (!timedOut()) controller.error(error);
      }
    },
    cancel(reason) {
      release();
      return reader.cancel(reason);
    },
  });
}

function delay(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException("Aborted", "AbortError"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
