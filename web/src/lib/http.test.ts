import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AGENT_TIMEOUT_MS,
  apiRequest,
  CACHE_BUST_PARAM,
  DEFAULT_TIMEOUT_MS,
  HttpError,
  isContractAgentPath,
  NetworkError,
  TimeoutError,
  withCacheBusting,
} from "./http";
import { httpTexts } from "./http-texts";

type FetchArgs = [input: string, init: RequestInit];

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A fetch that never answers until the request is aborted, like a server that hangs. */
function hangingFetch() {
  return vi.fn((_input: string, init: RequestInit) => {
    return new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () =>
        reject(new DOMException("The operation was aborted.", "AbortError")),
      );
    });
  });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  // The client reads error bodies with a lazily imported schema; load it before fake timers take over.
  await import("../../../common/errors");
});

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function lastCall(): FetchArgs {
  return fetchMock.mock.calls.at(-1) as FetchArgs;
}

describe("request bodies and credentials", () => {
  it("sends a plain object as JSON with a JSON content type and credentials included", async () => {
    await apiRequest("POST", "/api/feedback", { rating: "5" });
    const [url, init] = lastCall();
    expect(url).toBe("/api/feedback");
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ rating: "5" }));
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init.credentials).toBe("include");
  });

  it("sends FormData as it is, without a JSON content type", async () => {
    const form = new FormData();
    form.append("file", new Blob(["text"], { type: "text/plain" }), "contract.txt");
    await apiRequest("POST", "/api/contracts", form);
    const [, init] = lastCall();
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
    expect(init.credentials).toBe("include");
  });

  it("sends a file (Blob) as it is", async () => {
    const file = new Blob(["%PDF"], { type: "application/pdf" });
    await apiRequest("PUT", "/api/upload", file);
    expect(lastCall()[1].body).toBe(file);
  });

  it("sends no body when there is no payload", async () => {
    await apiRequest("GET", "/api/contracts");
    const [, init] = lastCall();
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe("include");
  });
});

describe("responses", () => {
  it("parses JSON responses", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: "c1" }]));
    await expect(apiRequest("GET", "/api/contracts")).resolves.toEqual([{ id: "c1" }]);
  });

  it("returns other responses raw", async () => {
    const response = new Response("plain text", { status: 200, headers: { "content-type": "text/plain" } });
    fetchMock.mockResolvedValueOnce(response);
    await expect(apiRequest("GET", "/api/export/1")).resolves.toBe(response);
  });
});

describe("SPEC §8 error texts", () => {
  it("uses 'status: message' for the product's JSON error bodies", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        { error: { code: "email_taken", message: "An account with this email already exists. Sign in instead." } },
        409,
      ),
    );
    const error = await apiRequest("POST", "/api/auth/signup", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("409: An account with this email already exists. Sign in instead.");
    expect((error as HttpError).status).toBe(409);
    expect((error as HttpError).code).toBe("email_taken");
    expect((error as HttpError).serverMessage).toBe("An account with this email already exists. Sign in instead.");
  });

  it("keeps the error details (field errors) of a validation failure", async () => {
    const details = { fieldErrors: { password: ["Use at least 10 characters."] } };
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: "validation_failed", message: "Some fields are not valid.", details } }, 400),
    );
    const error = (await apiRequest("POST", "/api/auth/signup", {}).catch((caught: unknown) => caught)) as HttpError;
    expect(error.details).toEqual(details);
  });

  it("uses 'status: body text' for other bodies", async () => {
    fetchMock.mockResolvedValueOnce(new Response("Bad gateway from proxy", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("GET", "/api/contracts")).rejects.toThrow("502: Bad gateway from proxy");
  });

  it("uses 'status: status text' when the body is empty", async () => {
    fetchMock.mockResolvedValueOnce(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/contracts")).rejects.toThrow("503: Service Unavailable");
  });

  it("says 'Analysis not found for this contract.' for a 404 on an analysis path", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404));
    await expect(apiRequest("GET", "/api/analysis/42")).rejects.toThrow(httpTexts.analysisNotFound);
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404));
    await expect(apiRequest("GET", "/api/analyses/42")).rejects.toThrow(httpTexts.analysisNotFound);
    expect(httpTexts.analysisNotFound).toBe("404: Analysis not found for this contract.");
  });

  it("reports a network failure with the network text", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await apiRequest("GET", "/api/contracts").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      "Network connection lost. Please check your internet connection and try again.",
    );
  });
});

describe("time-outs", () => {
  it("times out ordinary requests after 30 s with the time-out text", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
    const request = apiRequest("GET", "/api/contracts").catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1].signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await request;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(
      "Request timeout - the AI operation took longer than expected. Please try again with a shorter request.",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives contract-agent paths 180 s, then retries once after 1 s", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hangingFetch());
    const request = apiRequest("POST", "/api/contract-agent/chat", { message: "hi" }).catch(
      (caught: unknown) => caught,
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    // Timed out; the retry waits 1 s.
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(AGENT_TIMEOUT_MS);
    expect(await request).toBeInstanceOf(TimeoutError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries an agent request once after a network failure and returns the retry's answer", async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(jsonResponse({ reply: "ok" }));
    const request = apiRequest("POST", "/api/agent/messages", { text: "hi" });
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(request).resolves.toEqual({ reply: "ok" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not retry ordinary paths after a network failure", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    await expect(apiRequest("GET", "/api/contracts")).rejects.toBeInstanceOf(NetworkError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not retry agent requests that got an HTTP error", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(
        { error: { code: "internal", message: "Something went wrong on our side. Please try again." } },
        500,
      ),
    );
    await expect(apiRequest("POST", "/api/contract-agent/chat", {})).rejects.toThrow(
      "500: Something went wrong on our side. Please try again.",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("knows which paths are contract-agent paths", () => {
    expect(isContractAgentPath("/api/contract-agent/chat")).toBe(true);
    expect(isContractAgentPath("/api/ai-contract-agent")).toBe(true);
    expect(isContractAgentPath("/api/agent/threads")).toBe(true);
    expect(isContractAgentPath("/api/contracts")).toBe(false);
  });
});

describe("cache-busting", () => {
  it("adds a timestamp parameter and no-store to status and progress paths", async () => {
    vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
    await apiRequest("GET", "/api/analysis/7/progress");
    const [url, init] = lastCall();
    expect(url).toBe(`/api/analysis/7/progress?${CACHE_BUST_PARAM}=${Date.parse("2026-01-01T00:00:00Z")}`);
    expect(init.cache).toBe("no-store");
  });

  it("appends to an existing query string", () => {
    expect(withCacheBusting("/api/payfast/payment-status?paymentId=1", 5)).toBe(
      `/api/payfast/payment-status?paymentId=1&${CACHE_BUST_PARAM}=5`,
    );
    expect(withCacheBusting("/api/subscription/status", 5)).toBe(`/api/subscription/status?${CACHE_BUST_PARAM}=5`);
  });

  it("leaves other paths alone", async () => {
    await apiRequest("GET", "/api/contracts");
    const [url, init] = lastCall();
    expect(url).toBe("/api/contracts");
    expect(init.cache).toBeUndefined();
  });
});

describe("401 as an empty result", () => {
  it("answers null for a 401 when asked to, without reading the body", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: "unauthorized", message: "Please sign in to continue." } }, 401),
    );
    await expect(apiRequest("GET", "/api/auth/user", undefined, { unauthorized: "null" })).resolves.toBeNull();
  });

  it("throws a 401 by default", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: "unauthorized", message: "Please sign in to continue." } }, 401),
    );
    await expect(apiRequest("GET", "/api/contracts")).rejects.toThrow("401: Please sign in to continue.");
  });
});
