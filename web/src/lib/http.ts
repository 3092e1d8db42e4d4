import { httpTexts } from "./http-texts";

/** SPEC §9 "Timing": 30 s for every request, 180 s for contract-agent paths. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const AGENT_TIMEOUT_MS = 180_000;
/** SPEC §8: contract-agent requests that time out or fail on the network are retried once after 1 s. */
export const AGENT_RETRY_DELAY_MS = 1_000;
export const CACHE_BUST_PARAM = "_t";

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A non-ok response. `message` is the SPEC §8 text: "{status}: {body or status text}". */
export class HttpError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;
  /** The server's own message when the body had the product's error shape, for forms to show as is. */
  readonly serverMessage?: string;

  constructor(
    status: number,
    message: string,
    options: { code?: string; details?: unknown; serverMessage?: string } = {},
  ) {
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.code = options.code;
    this.details = options.details;
    this.serverMessage = options.serverMessage;
  }
}

export class TimeoutError extends Error {
  constructor() {
    super(httpTexts.timeout);
    this.name = "TimeoutError";
  }
}

export class NetworkError extends Error {
  constructor(options: { cause?: unknown } = {}) {
    super(httpTexts.network, options);
    this.name = "NetworkError";
  }
}

export function isContractAgentPath(path: string): boolean {
  return path.includes("contract-agent") || path.includes("/agent/");
}

export function isStatusOrProgressPath(path: string): boolean {
  const pathname = path.split("?")[0] ?? path;
  return pathname.includes("status") || pathname.includes("progress");
}

/** Adds the timestamp cache-busting parameter (SPEC §7) to status and progress paths. */
export function withCacheBusting(path: string, now: number): string {
  if (!isStatusOrProgressPath(path)) return path;
  const separator = path.includes("?") ? "&" : "?";
  return `${path}${separator}${CACHE_BUST_PARAM}=${now}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

export type RequestOptions = {
  headers?: Record<string, string>;
  /** Cancels the request (TanStack Query passes one to every query). */
  signal?: AbortSignal;
  /** "null": a 401 answers null instead of throwing (SPEC §7: a data query's 401 is an empty result). */
  unauthorized?: "throw" | "null";
};

/**
 * The one HTTP client (SPEC §7): JSON bodies as JSON, files and form uploads as they are,
 * credentials included, JSON responses parsed and others returned raw (the Response itself).
 */
export async function apiRequest(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<unknown> {
  const agentPath = isContractAgentPath(path);
  try {
    return await sendOnce(method, path, body, options, agentPath ? AGENT_TIMEOUT_MS : DEFAULT_TIMEOUT_MS);
  } catch (error) {
    const retryable = error instanceof TimeoutError || error instanceof NetworkError;
    if (!agentPath || !retryable || options.signal?.aborted) throw error;
    await delay(AGENT_RETRY_DELAY_MS);
    return sendOnce(method, path, body, options, AGENT_TIMEOUT_MS);
  }
}

async function sendOnce(
  method: HttpMethod,
  path: string,
  body: unknown,
  options: RequestOptions,
  timeoutMs: number,
): Promise<unknown> {
  const headers: Record<string, string> = { ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      headers["Content-Type"] = "application/json";
      requestBody = JSON.stringify(body);
    }
  }

  const noStore = isStatusOrProgressPath(path);
  const url = withCacheBusting(path, Date.now());
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onCallerAbort);

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: requestBody,
        credentials: "include",
        signal: controller.signal,
        ...(noStore ? { cache: "no-store" as const } : {}),
      });
    } catch (error) {
      if (timedOut) throw new TimeoutError();
      if (options.signal?.aborted) throw error;
      throw new NetworkError({ cause: error });
    }
    if (response.status === 401 && options.unauthorized === "null") return null;
    if (!response.ok) throw await toHttpError(response, path);
    if (isJson(response)) return await response.json();
    return response;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

function isJson(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").toLowerCase().includes("json");
}

async function toHttpError(response: Response, path: string): Promise<HttpError> {
  const text = await response.text().catch(() => "");
  // zod loads only when an error needs reading, which keeps it out of the landing page's first load.
  const { errorBodySchema } = await import("../../../common/errors");
  let parsed: ReturnType<typeof errorBodySchema.safeParse> | undefined;
  try {
    parsed = errorBodySchema.safeParse(JSON.parse(text));
  } catch {
    parsed = undefined;
  }
  const code = parsed?.success ? parsed.data.error.code : undefined;
  const details = parsed?.success ? parsed.data.error.details : undefined;
  const serverMessage = parsed?.success ? parsed.data.error.message : undefined;
  // SPEC §8 says "a path containing analysis"; our paths are /api/analyses/…, so both spellings count.
  if (response.status === 404 && /analys[ie]s/.test(path)) {
    return new HttpError(404, httpTexts.analysisNotFound, { code, details, serverMessage });
  }
  const bodyText = serverMessage ?? (text || response.statusText);
  return new HttpError(response.status, `${response.status}: ${bodyText}`, { code, details, serverMessage });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The status of an error from this client, or undefined for time-outs, network failures and bugs. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
