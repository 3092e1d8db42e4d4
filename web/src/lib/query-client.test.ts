import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "./http";
import {
  authUserQueryKey,
  createQueryClient,
  pathFromQueryKey,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  shouldRetryMutation,
  shouldRetryQuery,
} from "./query-client";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const errorBody = (code: string, message: string) => ({ error: { code, message } });

let fetchMock: ReturnType<typeof vi.fn>;

beforeAll(async () => {
  // The client reads error bodies with a lazily imported schema; load it before fake timers take over.
  await import("../../../common/errors");
});

beforeEach(() => {
  fetchMock = vi.fn(async () => jsonResponse([]));
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("retry rules (SPEC §8)", () => {
  it("never retries queries or mutations on 401, 403 or 404", () => {
    for (const status of [401, 403, 404]) {
      const error = new HttpError(status, `${status}: nope`);
      expect(shouldRetryQuery(0, error)).toBe(false);
      expect(shouldRetryMutation(0, error)).toBe(false);
    }
    expect(shouldRetryQuery(0, new Error("403: Forbidden"))).toBe(false);
  });

  it("retries queries at most 2 times", () => {
    const error = new HttpError(500, "500: boom");
    expect(shouldRetryQuery(0, error)).toBe(true);
    expect(shouldRetryQuery(1, error)).toBe(true);
    expect(shouldRetryQuery(2, error)).toBe(false);
  });

  it("retries mutations at most once", () => {
    const error = new HttpError(500, "500: boom");
    expect(shouldRetryMutation(0, error)).toBe(true);
    expect(shouldRetryMutation(1, error)).toBe(false);
  });

  it("fetches a failing query 3 times in all (first try plus 2 retries)", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () =>
      jsonResponse(errorBody("internal", "Something went wrong on our side. Please try again."), 500),
    );
    const client = createQueryClient();
    const result = client
      .fetchQuery({ queryKey: ["/api/contracts"], retry: client.getDefaultOptions().queries?.retry })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("fetches a 403 query once", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(errorBody("forbidden", "You do not have access to this."), 403),
    );
    const client = createQueryClient();
    const observer = new QueryObserver(client, { queryKey: ["/api/admin/users"] });
    const settled = new Promise<void>((resolve) => {
      const unsubscribe = observer.subscribe((result) => {
        if (result.status === "error") {
          unsubscribe();
          resolve();
        }
      });
    });
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends a failing mutation twice in all (one retry)", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () =>
      jsonResponse(errorBody("internal", "Something went wrong on our side. Please try again."), 500),
    );
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => (await import("./http")).apiRequest("POST", "/api/feedback", { rating: "5" }),
    });
    const result = mutation.execute(undefined).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await result).toBeInstanceOf(HttpError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe("default query function (SPEC §7)", () => {
  it("GETs the first key part", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([{ id: "c1" }]));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/contracts"] })).resolves.toEqual([{ id: "c1" }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/contracts");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("include");
  });

  it("replaces :id with the second key part", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["/api/contracts/:id", "abc 1"] });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/contracts/abc%201");
    expect(pathFromQueryKey(["/api/contracts"])).toBe("/api/contracts");
  });

  it("yields an empty result (null) on 401 instead of an error", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(errorBody("unauthorized", "Please sign in to continue."), 401));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/contracts"] })).resolves.toBeNull();
  });

  it("signs the user out locally when a query gets 401 after being signed in (session expiry)", async () => {
    const client = createQueryClient();
    client.setQueryData(authUserQueryKey, {
      id: "u1",
      email: "a@example.com",
      isAdmin: false,
      subscriptionTier: "free",
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(errorBody("unauthorized", "Please sign in to continue."), 401));
    await client.fetchQuery({ queryKey: ["/api/contracts"] });
    expect(client.getQueryData(authUserQueryKey)).toBeNull();
  });
});

describe("cache defaults (SPEC §9)", () => {
  it("keeps data fresh 60 s, in cache 5 min, and never refetches on focus or by polling", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(60_000);
    expect(queries?.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
  });

  it("serves a fetched query from cache within 60 s", async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ["/api/contracts"], staleTime: QUERY_STALE_TIME_MS });
    await client.fetchQuery({ queryKey: ["/api/contracts"], staleTime: QUERY_STALE_TIME_MS });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
