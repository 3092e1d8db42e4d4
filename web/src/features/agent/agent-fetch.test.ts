import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AGENT_RETRY_DELAY_MS, AGENT_TIMEOUT_MS, NetworkError, TimeoutError } from "../../lib/http";
import { httpTexts } from "../../lib/http-texts";
import { createAgentFetch } from "./agent-fetch";

/** A fetch that never answers until its signal aborts (then rejects like the browser's). */
function hangingFetch() {
  return vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  });
}

function streamingResponse(): { response: Response; push: (text: string) => void; close: () => void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start: (c) => {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    push: (text) => controller.enqueue(encoder.encode(text)),
    close: () => controller.close(),
  };
}

describe("createAgentFetch (SPEC §7–§9: 180 s time-out, one retry after 1 s)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("includes credentials and passes the request through", async () => {
    const fake = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response("ok"));
    const agentFetch = createAgentFetch({ fetch: fake });
    const response = await agentFetch("/api/agent/chat", { method: "POST", body: "{}" });
    expect(await response.text()).toBe("ok");
    expect(fake).toHaveBeenCalledTimes(1);
    expect(fake.mock.calls[0]?.[1]).toMatchObject({ method: "POST", body: "{}", credentials: "include" });
  });

  it("times out after 180 s, waits 1 s, retries once, then fails with the time-out text", async () => {
    const fake = hangingFetch();
    const agentFetch = createAgentFetch({ fetch: fake });
    const result = agentFetch("/api/agent/chat", { method: "POST", body: "{}" });
    const settled = result.then(
      () => "resolved",
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS - 1);
    expect(fake).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    // Timed out: the retry waits 1 s before the second attempt.
    await vi.advanceTimersByTimeAsync(AGENT_RETRY_DELAY_MS - 1);
    expect(fake).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS);
    const error = await settled;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(httpTexts.timeout);
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it("retries a network failure once after 1 s and returns the second answer", async () => {
    const fake = vi
      .fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("second"));
    const agentFetch = createAgentFetch({ fetch: fake });
    const result = agentFetch("/api/agent/chat", { method: "POST", body: "{}" });
    await vi.advanceTimersByTimeAsync(AGENT_RETRY_DELAY_MS - 1);
    expect(fake).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const response = await result;
    expect(await response.text()).toBe("second");
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it("gives up after the one retry with the network text", async () => {
    const fake = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const agentFetch = createAgentFetch({ fetch: fake });
    const settled = agentFetch("/api/agent/chat").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(AGENT_RETRY_DELAY_MS);
    const error = await settled;
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(httpTexts.network);
    expect(fake).toHaveBeenCalledTimes(2);
  });

  it("does not retry an HTTP error response", async () => {
    const fake = vi.fn(
      async () => new Response('{"error":{"code":"rate_limited","message":"Slow down."}}', { status: 429 }),
    );
    const agentFetch = createAgentFetch({ fetch: fake });
    const response = await agentFetch("/api/agent/chat");
    expect(response.status).toBe(429);
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it("never retries after the user pressed Stop", async () => {
    const fake = hangingFetch();
    const agentFetch = createAgentFetch({ fetch: fake });
    const stop = new AbortController();
    const settled = agentFetch("/api/agent/chat", { signal: stop.signal }).catch((error: unknown) => error);
    stop.abort();
    const error = await settled;
    expect((error as Error).name).toBe("AbortError");
    await vi.advanceTimersByTimeAsync(AGENT_RETRY_DELAY_MS + AGENT_TIMEOUT_MS);
    expect(fake).toHaveBeenCalledTimes(1);
  });

  it("keeps a stream that keeps talking, and times out one that stalls for 180 s", async () => {
    const stream = streamingResponse();
    const agentFetch = createAgentFetch({ fetch: vi.fn(async () => stream.response) });
    const response = await agentFetch("/api/agent/chat");
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();

    // 3 minutes in total, but never 180 s of silence.
    for (let i = 0; i < 3; i++) {
      await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS - 1_000);
      stream.push(`chunk ${i}`);
      expect(decoder.decode((await reader.read()).value)).toBe(`chunk ${i}`);
    }

    const stalled = reader.read().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS);
    expect(await stalled).toBeInstanceOf(TimeoutError);
  });

  it("ends cleanly when the stream finishes", async () => {
    const stream = streamingResponse();
    const agentFetch = createAgentFetch({ fetch: vi.fn(async () => stream.response) });
    const response = await agentFetch("/api/agent/chat");
    stream.push("all");
    stream.close();
    expect(await response.text()).toBe("all");
    // No timer left behind to fire on a finished stream.
    expect(vi.getTimerCount()).toBe(0);
  });
});
