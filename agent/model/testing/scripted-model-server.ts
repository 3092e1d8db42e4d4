import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** How an endpoint answers: normally, with an HTTP error, not at all, or with a broken body. */
export type ScriptedBehaviour =
  | "ok"
  | "500"
  | "429"
  | "401"
  | "400-context-length"
  | "hang"
  | "malformed"
  /** a streamed chat answer that sends its first words, then nothing */
  | "stall";
export type ScriptedEndpoint = "chat" | "embeddings";
/** Requests to other paths (e.g. the Responses API) are recorded with endpoint "other" and answered 404. */
export type ScriptedRequest = {
  path: string;
  endpoint: ScriptedEndpoint | "other";
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
};

/** What the chat endpoint says when it answers: text, or a JSON value sent as the message's text. */
export type ScriptedReply = (body: Record<string, unknown>) => string;

const EMBEDDING_DIMENSIONS = 384;
const errorBodies = {
  "500": [500, { error: { message: "upstream exploded", type: "server_error" } }],
  "429": [429, { error: { message: "Rate limit reached", type: "rate_limit_exceeded" } }],
  "401": [
    401,
    { error: { message: "Incorrect API key provided", type: "invalid_request_error", code: "invalid_api_key" } },
  ],
  "400-context-length": [
    400,
    {
      error: {
        message: "This model's maximum context length is 8192 tokens.",
        type: "invalid_request_error",
        code: "context_length_exceeded",
      },
    },
  ],
} as const;

/**
 * An OpenAI-compatible server on 127.0.0.1 for tests: `/v1/chat/completions` (streamed or not) and
 * `/v1/embeddings`, each answering as its behaviour says. It records every request, and stops by
 * itself after `lifetimeMs` (and never keeps the process alive), so a failing test leaves nothing
 * running.
 */
export async function startScriptedModelServer(options: { reply?: ScriptedReply; lifetimeMs?: number } = {}) {
  const behaviours: Record<ScriptedEndpoint, ScriptedBehaviour> = { chat: "ok", embeddings: "ok" };
  const requests: ScriptedRequest[] = [];
  let reply: ScriptedReply = options.reply ?? (() => "Hello from the hosted model.");
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const endpoint: ScriptedEndpoint | null = request.url?.endsWith("/chat/completions")
      ? "chat"
      : request.url?.endsWith("/embeddings")
        ? "embeddings"
        : null;
    const body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
    const path = request.url ?? "";
    requests.push({ path, endpoint: endpoint ?? "other", body, headers: request.headers });
    if (!endpoint) return send(response, 404, { error: { message: "not found" } });
    const behaviour = behaviours[endpoint];
    switch (behaviour) {
      case "stall":
        response.writeHead(200, { "content-type": "text/event-stream" });
        response.write(
          `data: ${JSON.stringify({ id: "c1", created: 1, model: body.model, choices: [{ index: 0, delta: { role: "assistant", content: "Let me look at" }, finish_reason: null }] })}\n\n`,
        );
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      case "hang":
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      case "malformed":
        if (body.stream) {
          response.writeHead(200, { "content-type": "text/event-stream" });
          return response.end('data: {"id":"c1","choices":[{"delta":{"content"\n\n');
        }
        response.writeHead(200, { "content-type": "application/json" });
        return response.end('{"choices": [ not json');
      case "ok":
        return endpoint === "chat" ? answerChat(response, body, reply(body)) : answerEmbeddings(response, body);
      default: {
        const [status, error] = errorBodies[behaviour];
        // a short retry-after keeps a retry inside a test's time-out
        return send(
          response,
          status,
          error,
          status === 429 ? { "retry-after": "0" } : status === 500 ? { "retry-after-ms": "50" } : {},
        );
      }
    }
  });
  server.unref();
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const stop = async () => {
    for (const response of hanging) response.destroy();
    server.closeAllConnections();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  setTimeout(() => void stop(), options.lifetimeMs ?? 180_000).unref();

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Makes an endpoint (or both) behave as said from the next request on. */
    behave(behaviour: ScriptedBehaviour, endpoint?: ScriptedEndpoint) {
      if (endpoint) behaviours[endpoint] = behaviour;
      else behaviours.chat = behaviours.embeddings = behaviour;
    },
    setReply(next: ScriptedReply) {
      reply = next;
    },
    stop,
  };
}

export type ScriptedModelServer = Awaited<ReturnType<typeof startScriptedModelServer>>;

function send(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

const usage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };

function answerChat(response: http.ServerResponse, body: Record<string, unknown>, text: string) {
  const base = { id: "chatcmpl-1", object: "chat.completion", created: 1, model: String(body.model) };
  if (!body.stream) {
    return send(response, 200, {
      ...base,
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage,
    });
  }
  const includeUsage = (body.stream_options as { include_usage?: boolean } | undefined)?.include_usage === true;
  const events = [
    { ...base, choices: [{ index: 0, delta: { role: "assistant", content: text }, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] },
    ...(includeUsage ? [{ ...base, choices: [], usage }] : []),
  ];
  response.writeHead(200, { "content-type": "text/event-stream" });
  response.end(`${events.map((event) => `data: ${JSON.stringify(event)}\n\n`).join("")}data: [DONE]\n\n`);
}

function answerEmbeddings(response: http.ServerResponse, body: Record<string, unknown>) {
  const input = Array.isArray(body.input) ? body.input : [body.input];
  send(response, 200, {
    object: "list",
    data: input.map((_, index) => ({
      object: "embedding",
      index,
      embedding: Array.from({ length: EMBEDDING_DIMENSIONS }, (_, i) => (i === index % EMBEDDING_DIMENSIONS ? 1 : 0)),
    })),
    model: String(body.model),
    usage: { prompt_tokens: input.length, total_tokens: input.length },
  });
}
