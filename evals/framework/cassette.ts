import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3GenerateResult,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
} from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";

type Recording =
  | { kind: "generate"; result: LanguageModelV3GenerateResult }
  | { kind: "stream"; parts: LanguageModelV3StreamPart[] };
type CassetteEntry = { modelId: string; promptVersion: string; request: { lastMessage: string }; response: Recording };
type CassetteFile = { kind: "contractclarity-eval-cassette"; version: 1; entries: Record<string, CassetteEntry> };

export type CassetteMode = "record" | "replay";
export type CassetteOptions = { file: string; mode: CassetteMode; modelId: string; promptVersion: string };

/**
 * Record and replay of model calls (an AI SDK language-model middleware). `record` passes each
 * call to the real model and stores request → response in the cassette file; `replay` answers
 * from the file and never calls the model, so a suite run once against a hosted model can be
 * re-scored offline and deterministically. A request's key hashes the model id, the prompt
 * version and the call (prompt, tools, settings) with volatile values (uuids, timestamps)
 * replaced by placeholders in order of appearance.
 */
export function cassetteMiddleware(
  options: CassetteOptions,
): LanguageModelV3Middleware & { recorded: () => number; misses: () => string[] } {
  const cassette = readCassette(options.file, options.mode);
  let recorded = 0;
  // a stream swallows the error into a generic one: the runner reports the misses by name
  const misses: string[] = [];
  const store = (key: string, params: LanguageModelV3CallOptions, response: Recording) => {
    cassette.entries[key] = {
      modelId: options.modelId,
      promptVersion: options.promptVersion,
      request: { lastMessage: lastMessageOf(params) },
      response,
    };
    recorded++;
    writeCassette(options.file, cassette);
  };
  const lookup = (key: string): Recording => {
    const entry = cassette.entries[key];
    if (!entry) {
      const message = `cassette ${options.file} has no recording for this request (key ${key.slice(0, 12)}, model ${options.modelId}, prompt ${options.promptVersion}); record it with --record`;
      misses.push(message);
      throw new Error(message);
    }
    return entry.response;
  };

  return {
    specificationVersion: "v3",
    recorded: () => recorded,
    misses: () => [...misses],
    async wrapGenerate({ doGenerate, params }) {
      const { key, uuids } = keyedRequest("generate", params, options);
      if (options.mode === "replay") {
        const recording = lookup(key);
        if (recording.kind !== "generate")
          throw new Error(`cassette entry ${key.slice(0, 12)} is a stream, not a generate call`);
        return reviveGenerate(fromPlaceholders(recording.result, uuids));
      }
      const result = await doGenerate();
      const { request: _request, ...storable } = result;
      store(key, params, {
        kind: "generate",
        result: toPlaceholders(storable as LanguageModelV3GenerateResult, uuids),
      });
      return result;
    },
    async wrapStream({ doStream, params }) {
      const { key, uuids } = keyedRequest("stream", params, options);
      if (options.mode === "replay") {
        const recording = lookup(key);
        if (recording.kind !== "stream")
          throw new Error(`cassette entry ${key.slice(0, 12)} is a generate call, not a stream`);
        return { stream: streamOf(fromPlaceholders(recording.parts, uuids).map(revivePart)) };
      }
      const { stream, ...rest } = await doStream();
      const parts: LanguageModelV3StreamPart[] = [];
      const recorder = new TransformStream<LanguageModelV3StreamPart, LanguageModelV3StreamPart>({
        transform(part, controller) {
          parts.push(part);
          controller.enqueue(part);
        },
        flush() {
          // a failed call is not stored: replaying it would only replay the failure
          if (!parts.some((part) => part.type === "error"))
            store(key, params, { kind: "stream", parts: toPlaceholders(parts, uuids) });
        },
      });
      return { ...rest, stream: stream.pipeThrough(recorder) };
    },
  };
}

/** The model wrapped with a cassette; in replay mode `model` may be a stand-in that is never called. */
export function withCassette(model: LanguageModelV3, options: CassetteOptions) {
  const middleware = cassetteMiddleware(options);
  return { model: wrapLanguageModel({ model, middleware }), recorded: middleware.recorded, misses: middleware.misses };
}

/** A model that refuses every call: what replay wraps when no real model (or API key) is at hand. */
export function unavailableModel(provider: string, modelId: string): LanguageModelV3 {
  const refuse = async (): Promise<never> => {
    throw new Error(`${provider}/${modelId} is not called in replay mode`);
  };
  return { specificationVersion: "v3", provider, modelId, supportedUrls: {}, doGenerate: refuse, doStream: refuse };
}

export function requestKey(
  kind: "generate" | "stream",
  params: LanguageModelV3CallOptions,
  options: Pick<CassetteOptions, "modelId" | "promptVersion">,
): string {
  return keyedRequest(kind, params, options).key;
}

/** The request's key, and its uuids by placeholder (to carry ids between a recording and a replay). */
function keyedRequest(
  kind: "generate" | "stream",
  params: LanguageModelV3CallOptions,
  options: Pick<CassetteOptions, "modelId" | "promptVersion">,
): { key: string; uuids: Map<string, string> } {
  const call = {
    kind,
    modelId: options.modelId,
    promptVersion: options.promptVersion,
    prompt: params.prompt,
    tools: params.tools,
    toolChoice: params.toolChoice,
    responseFormat: params.responseFormat,
    temperature: params.temperature,
    maxOutputTokens: params.maxOutputTokens,
    topP: params.topP,
    seed: params.seed,
  };
  const text = JSON.stringify(call);
  return { key: createHash("sha256").update(normalizeVolatile(text)).digest("hex"), uuids: uuidsOf(text) };
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/** uuid → "<uuid-n>", numbered by first appearance (the numbering normalizeVolatile uses). */
function uuidsOf(text: string): Map<string, string> {
  const seen = new Map<string, string>();
  for (const [uuid] of text.matchAll(UUID))
    if (!seen.has(uuid.toLowerCase())) seen.set(uuid.toLowerCase(), `<uuid-${seen.size + 1}>`);
  return seen;
}

/**
 * A response names ids from its request (a tool call on the attached contract): stored with the
 * request's placeholders, and given back with this run's ids, so a replay acts on this run's data.
 */
function toPlaceholders<T>(value: T, uuids: Map<string, string>): T {
  return JSON.parse(JSON.stringify(value).replace(UUID, (uuid) => uuids.get(uuid.toLowerCase()) ?? uuid)) as T;
}

function fromPlaceholders<T>(value: T, uuids: Map<string, string>): T {
  const byPlaceholder = new Map([...uuids].map(([uuid, placeholder]) => [placeholder, uuid]));
  return JSON.parse(
    JSON.stringify(value).replace(/<uuid-\d+>/g, (placeholder) => byPlaceholder.get(placeholder) ?? placeholder),
  ) as T;
}

/** Replaces uuids and ISO timestamps with numbered placeholders (first seen = 1), so re-runs make the same key. */
export function normalizeVolatile(text: string): string {
  const seen = new Map<string, string>();
  return text
    .replace(UUID, (uuid) => {
      const lower = uuid.toLowerCase();
      if (!seen.has(lower)) seen.set(lower, `<uuid-${seen.size + 1}>`);
      return seen.get(lower)!;
    })
    .replace(/\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z\b/g, "<timestamp>");
}

function lastMessageOf(params: LanguageModelV3CallOptions): string {
  const last = params.prompt.findLast((message) => message.role === "user" || message.role === "tool");
  return JSON.stringify(last?.content ?? "").slice(0, 200);
}

function readCassette(file: string, mode: CassetteMode): CassetteFile {
  if (!existsSync(file)) {
    if (mode === "replay")
      throw new Error(`no cassette at ${file}: run the suite once with --record (and a real model) first`);
    return { kind: "contractclarity-eval-cassette", version: 1, entries: {} };
  }
  const parsed = JSON.parse(readFileSync(file, "utf8")) as CassetteFile;
  if (parsed.kind !== "contractclarity-eval-cassette") throw new Error(`${file} is not an eval cassette`);
  return parsed;
}

function writeCassette(file: string, cassette: CassetteFile) {
  mkdirSync(dirname(file), { recursive: true });
  const entries = Object.fromEntries(Object.entries(cassette.entries).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(file, `${JSON.stringify({ ...cassette, entries }, null, 1)}\n`);
}

function streamOf(parts: LanguageModelV3StreamPart[]): ReadableStream<LanguageModelV3StreamPart> {
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}

function revivePart(part: LanguageModelV3StreamPart): LanguageModelV3StreamPart {
  if (part.type === "response-metadata" && typeof part.timestamp === "string")
    return { ...part, timestamp: new Date(part.timestamp) };
  return part;
}

function reviveGenerate(result: LanguageModelV3GenerateResult): LanguageModelV3GenerateResult {
  const timestamp = result.response?.timestamp;
  if (typeof timestamp === "string")
    return { ...result, response: { ...result.response, timestamp: new Date(timestamp) } };
  return result;
}
