import { randomUUID } from "node:crypto";
import { stepCountIs, streamText } from "ai";
import { type Context, Hono } from "hono";
import { z } from "zod";
import { unverifiedCitations } from "../../agent/analysis/check-answer-law";
import { loadPrompt } from "../../agent/analysis/prompt-loader";
import { createChatTools } from "../../agent/tools";
import { ToolCrashError } from "../../agent/tools/contain-tool-crash";
import { draftFileName } from "../../agent/tools/export-document";
import {
  type ChatMessageMetadata,
  chatRequestSchema,
  hostedConsentNotice,
  modelFallbackNotice,
  renameConversationSchema,
  TURN_RUNNING_MESSAGE,
} from "../../common/chat";
import { AppError, errorCatalogue } from "../../common/errors";
import type { DraftDocument } from "../../common/templates";
import { localAgentInfo, localAgentModel, turnModel } from "../agent/agent-model";
import {
  type ChatUIMessage,
  historyWith,
  loadConversationMessages,
  newUserMessage,
  openConversation,
  promptContext,
  saveConversationMessages,
  toConversationSummary,
} from "../agent/chat-conversation";
import { createToolContext } from "../agent/create-tool-context";
import {
  decideProposal,
  draftDetail,
  draftVersionDetail,
  findOwnDraft,
  restoreDraftVersion,
} from "../agent/draft-store";
import { hasHostedModelConsent } from "../agent/hosted-model-consent";
import { logModelFailure } from "../agent/log-model-failure";
import { modelMessagesFor } from "../agent/model-history";
import { settleAnswer, toolInputErrorText, turnEnding } from "../agent/settle-answer";
import { claimTurn } from "../agent/turn-lock";
import { attachmentDisposition } from "../analysis/analysis-exports";
import type { AppEnv, SignedInEnv } from "../context";
import {
  deleteConversation,
  findConversation,
  listConversations,
  updateConversation,
} from "../db/queries/agent-conversations";
import { rateLimit } from "../middleware/rate-limit";
import { requireUser } from "../middleware/session";
import { validate } from "../middleware/validate";
import { limitExports } from "../middleware/work-limits";
import { meterChatTurn } from "../model-usage/record-model-usage";

/** Chat turns per user: generous for a conversation, a stop for scripts. */
export const chatLimit = { perWindow: 30, windowMs: 60 * 1000 } as const;
const MAX_STEPS = 6;
/** Added to the system prompt on the last step, where tools are off: the turn always ends with an answer. */
const LAST_STEP_INSTRUCTION =
  "This is the last step of this turn: do not call tools. Tell the user in a few sentences what you have done so far and what is left to do, and ask them to send another message to continue.";

// the renderers load on the first download: docx and pdf-lib stay out of the server's heap until then
const exportTypes = {
  docx: {
    render: async (document: DraftDocument) =>
      (await import("../../agent/export/render-contract-docx")).renderContractDocx(document),
    contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  },
  pdf: {
    render: async (document: DraftDocument) =>
      (await import("../../agent/export/render-contract-pdf")).renderContractPdf(document),
    contentType: "application/pdf",
  },
} as const;

async function ownConversation(c: Context<SignedInEnv>) {
  const found = await findConversation(c.var.deps.db, { userId: c.var.user.id, conversationId: c.req.param("id")! });
  if (!found) throw new AppError("not_found", { message: "Conversation not found." });
  return found;
}

const draftScope = (c: Context<SignedInEnv>) => ({
  userId: c.var.user.id,
  draftId: c.req.param("id")!,
  author: c.var.user.email,
});

export const agentRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get("/model", (c) => c.json(c.var.deps.agentModel.info))

  .post(
    "/chat",
    rateLimit<SignedInEnv>({
      name: "chat",
      limit: chatLimit.perWindow,
      windowMs: chatLimit.windowMs,
      keyOf: (c) => c.var.user.id,
      message: "You are sending messages very quickly. Please wait a minute and try again.",
    }),
    validate("json", chatRequestSchema),
    async (c) => {
      const { deps, logger } = c.var;
      const user = c.var.user;
      const request = c.req.valid("json");
      const message = await newUserMessage(request.messages);
      const release = await claimTurn(deps, `${user.id}:${request.id}`);
      if (!release) throw new AppError("conflict", { message: TURN_RUNNING_MESSAGE });
      try {
        const conversation = await openConversation(deps, {
          userId: user.id,
          conversationId: request.id,
          contractId: request.contractId,
          firstMessage: message,
        });
        const messages = historyWith(await loadConversationMessages(deps, conversation.id), message);

        // nothing goes to a hosted model before the user's consent is recorded on the server (POPIA s72)
        const hosted = deps.agentModel.info.provider !== "local";
        const consented = !hosted || (await hasHostedModelConsent(deps.db, user.id));
        const agent = consented ? deps.agentModel : localAgentModel;
        const prompt = loadPrompt("agent-system", {
          today: deps.clock.now().toISOString().slice(0, 10),
          ...(await promptContext(deps, conversation, user.id)),
        });
        const tools = createChatTools(
          createToolContext(deps, {
            userId: user.id,
            conversationId: conversation.id,
            logger,
            hostedAllowed: consented,
          }),
        );
        const metadata: ChatMessageMetadata = {
          model: agent.info.model,
          modelLabel: agent.info.label,
          promptId: prompt.id,
          createdAt: deps.clock.now().toISOString(),
          ...(consented ? {} : { notice: hostedConsentNotice(deps.agentModel.info.label) }),
        };
        logger.info({ conversationId: conversation.id, model: agent.info.model, promptId: prompt.id }, "chat turn");
        let handedOver = false;
        const usage = meterChatTurn(agent); // tokens and cost, stored with the answer
        const model = turnModel(usage.agent, {
          timeoutMs: deps.env.AI_TIMEOUT_MS,
          historyMaxChars: deps.env.AI_HISTORY_MAX_CHARS,
          health: deps.providerHealth,
          onFallback: (error, failure) => {
            handedOver = true;
            logModelFailure(logger, error, failure, {
              conversationId: conversation.id,
              model: agent.info.model,
              use: "chat",
            });
          },
        });
        // the answer's metadata, corrected at the end when the local engine stood in for the hosted model
        const finalMetadata = (): ChatMessageMetadata | undefined =>
          handedOver
            ? {
                ...metadata,
                model: localAgentInfo.model,
                modelLabel: localAgentInfo.label,
                notice: modelFallbackNotice(agent.info.label),
              }
            : undefined;

        // what the model read about each call it got wrong: stored with the call for later turns
        const toolErrors = new Map<string, string>();
        let failed = false;
        // a hosted model's answer is checked for law the product's table does not know (no invented law)
        let answerText = "";
        let unverifiedLaw: string[] | undefined;
        const checkLaw = (): string[] => {
          if (unverifiedLaw) return unverifiedLaw;
          const found = agent.info.provider === "local" ? [] : unverifiedCitations(answerText);
          if (found.length > 0)
            logger.warn(
              {
                conversationId: conversation.id,
                model: agent.info.model,
                unverifiedLawReferences: found.length,
                found,
              },
              "a chat answer cited law that is not in the table: marked as removed",
            );
          unverifiedLaw = found.map((citation) => citation.citation);
          return unverifiedLaw;
        };
        const result = streamText({
          model: usage.wrap(model),
          system: prompt.text,
          messages: await modelMessagesFor(messages, tools),
          tools,
          stopWhen: stepCountIs(MAX_STEPS),
          // the step limit never leaves the user without a hosted model's answer: its last step must be text
          prepareStep: ({ stepNumber }) =>
            stepNumber === MAX_STEPS - 1 && agent.info.provider !== "local"
              ? { toolChoice: "none" as const, system: `${prompt.text}\n\n${LAST_STEP_INSTRUCTION}` }
              : undefined,
          maxRetries: 0, // turnModel tries a hosted model again, as its errors allow, before the local engine answers
          abortSignal: c.req.raw.signal,
          onChunk: ({ chunk }) => {
            if (chunk.type === "text-delta") answerText += chunk.text;
            if (chunk.type === "tool-call" && chunk.invalid) {
              toolErrors.set(chunk.toolCallId, toolInputErrorText(chunk.error));
              logger.warn(
                { conversationId: conversation.id, tool: chunk.toolName },
                "the model's tool call was not valid",
              );
            }
          },
          onError: ({ error }) => {
            failed = true;
            logger.error({ err: error, conversationId: conversation.id }, "chat model failed");
          },
        });
        // runs the turn to its end (and stores it) even when the browser goes away mid-answer
        void result.consumeStream();

        return result.toUIMessageStreamResponse<ChatUIMessage>({
          originalMessages: messages,
          generateMessageId: randomUUID,
          messageMetadata: ({ part }) =>
            part.type === "start"
              ? metadata
              : part.type === "finish"
                ? {
                    ...finalMetadata(),
                    ending: turnEnding({ stopped: false, failed, finishReason: part.finishReason }),
                    ...(checkLaw().length > 0 ? { unverifiedLaw: checkLaw() } : {}),
                  }
                : undefined,
          onFinish: async ({ messages: finished, responseMessage, isAborted, finishReason }) => {
            await usage.record(deps, { userId: user.id, messageId: responseMessage.id });
            try {
              const ending = turnEnding({ stopped: isAborted || c.req.raw.signal.aborted, failed, finishReason });
              const answer = settleAnswer(finished.at(-1)!, { ending, toolErrors, unverifiedLaw: checkLaw() });
              if (ending !== "completed")
                logger.info({ conversationId: conversation.id, ending }, "chat turn ended early");
              await saveConversationMessages(deps, conversation.id, [...finished.slice(0, -1), answer]);
            } catch (error) {
              logger.error({ err: error, conversationId: conversation.id }, "storing the conversation failed");
            } finally {
              // the next message may start once this answer is stored
              await release().catch((error) => logger.error({ err: error }, "releasing a chat turn failed"));
            }
          },
          // a crashed tool's plain text is stored with its call, so later turns read what this one did
          onError: (error) => (error instanceof ToolCrashError ? error.message : errorCatalogue.internal.message),
        });
      } catch (error) {
        await release();
        throw error;
      }
    },
  )

  .get("/conversations", async (c) => {
    const rows = await listConversations(c.var.deps.db, { userId: c.var.user.id });
    return c.json(rows.map(toConversationSummary));
  })

  .get("/conversations/:id", async (c) => {
    const conversation = await ownConversation(c);
    c.header("Cache-Control", "no-store");
    return c.json({
      ...toConversationSummary(conversation),
      messages: await loadConversationMessages(c.var.deps, conversation.id),
    });
  })

  .patch("/conversations/:id", validate("json", renameConversationSchema), async (c) => {
    const conversation = await ownConversation(c);
    const updated = await updateConversation(
      c.var.deps.db,
      { userId: c.var.user.id, conversationId: conversation.id },
      { title: c.req.valid("json").title, updatedAt: c.var.deps.clock.now() },
    );
    return c.json(toConversationSummary(updated!));
  })

  .delete("/conversations/:id", async (c) => {
    const conversation = await ownConversation(c);
    await deleteConversation(c.var.deps.db, { userId: c.var.user.id, conversationId: conversation.id });
    return c.body(null, 204);
  })

  .get("/drafts/:id", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await draftDetail(c.var.deps, draftScope(c)));
  })

  .post("/drafts/:id/proposals/:proposalId/:decision{accept|reject}", async (c) => {
    const decision = c.req.param("decision") === "accept" ? "accepted" : "rejected";
    const detail = await decideProposal(c.var.deps, {
      ...draftScope(c),
      proposalId: c.req.param("proposalId"),
      decision,
    });
    c.var.logger.info({ draftId: detail.id, proposalId: c.req.param("proposalId"), decision }, "proposal decided");
    return c.json(detail);
  })

  .get("/drafts/:id/versions/:version", async (c) => {
    const version = z.coerce.number().int().positive().safeParse(c.req.param("version"));
    if (!version.success) throw new AppError("not_found", { message: "Version not found." });
    c.header("Cache-Control", "no-store");
    return c.json(await draftVersionDetail(c.var.deps, { ...draftScope(c), version: version.data }));
  })

  .post("/drafts/:id/versions/:version/restore", async (c) => {
    const version = z.coerce.number().int().positive().safeParse(c.req.param("version"));
    if (!version.success) throw new AppError("not_found", { message: "Version not found." });
    return c.json(await restoreDraftVersion(c.var.deps, { ...draftScope(c), version: version.data }));
  })

  .get("/drafts/:id/:file{export\\.(?:docx|pdf)}", limitExports, async (c) => {
    const draft = await findOwnDraft(c.var.deps, draftScope(c));
    if (!draft) throw new AppError("not_found", { message: "Draft not found." });
    if (!draft.complete)
      throw new AppError("conflict", {
        message: "The draft is not complete yet. Answer the remaining questions first.",
      });
    const format = c.req.param("file").endsWith(".pdf") ? "pdf" : "docx";
    const body = await exportTypes[format].render(draft.document);
    c.var.logger.info({ draftId: draft.id, format }, "draft exported");
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": exportTypes[format].contentType,
      "Content-Disposition": attachmentDisposition(draftFileName(draft.document.title, format)),
      "Cache-Control": "no-store",
    });
  });
