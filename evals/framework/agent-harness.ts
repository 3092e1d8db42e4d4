import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AgentModel } from "../../api/agent/agent-model";
import { type ChatTurn, sendChat } from "../../api/agent/testing/chat-client";
import { users } from "../../api/db/schema";
import { acceptTerms } from "../../api/testing/accept-terms";
import { upload, waitForAnalysis } from "../../api/testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../../api/testing/create-test-app";
import { uploadResponseSchema } from "../../common/api/analyses";
import { chatMessageMetadataSchema } from "../../common/chat";

export type { ChatTurn };
export type AgentUser = { browser: ReturnType<typeof createBrowser>; userId: string; email: string };

/**
 * The product as the browser sees it, for the agent suites: the real app over an in-memory
 * database, with one analysis worker and the agent model of the run. Cases talk to it the way the
 * API tests do — sign up, upload, POST /api/agent/chat — so an eval scores exactly what users get.
 */
export async function startAgentHarness(agentModel: AgentModel) {
  const testApp: TestApp = await createTestApp({ workers: 1, agentModel });
  let users_ = 0;
  return {
    testApp,
    /** A new signed-up user (each case gets its own, so plan limits and data never leak between cases). */
    async signUp(label = "user"): Promise<AgentUser> {
      const email = `${label}-${++users_}-${randomUUID().slice(0, 8)}@eval.example.co.za`;
      const browser = createBrowser(testApp.app);
      const response = await browser.request("/api/auth/signup", {
        method: "POST",
        json: { email, password: "eval password 42" },
      });
      if (response.status >= 300) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
      await acceptTerms(browser); // as the browser records it after sign-up: a hosted model is used only then
      const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
      return { browser, userId: user!.id, email };
    },
    /** Uploads a document and waits for its analysis; returns the contract id. */
    async uploadDocument(user: AgentUser, bytes: Uint8Array<ArrayBuffer>, fileName: string): Promise<string> {
      const response = await upload(user.browser, bytes, fileName);
      if (response.status >= 300)
        throw new Error(`upload of ${fileName} failed: ${response.status} ${await response.text()}`);
      const { contract, analysis } = uploadResponseSchema.parse(await response.json());
      const statuses = await waitForAnalysis(user.browser, analysis.id);
      if (statuses.at(-1)!.status !== "completed")
        throw new Error(`analysis of ${fileName} ended ${statuses.at(-1)!.status}`);
      return contract.id;
    },
    /**
     * One chat turn. A turn whose answer failed, or that another model answered than the run names, throws:
     * its case is an error, never a score of some other model's answer.
     */
    async chat(
      user: AgentUser,
      params: { conversationId: string; text: string; contractId?: string },
    ): Promise<ChatTurn> {
      const turn = await sendChat(user.browser, params);
      if (turn.status !== 200) return turn; // the API refused the request (what some safety cases expect)
      if (turn.errors.length > 0) throw new Error(`the chat turn failed: ${turn.errors.join("; ")}`);
      const answeredBy = turn.metadata?.model;
      if (answeredBy !== agentModel.info.model)
        throw new Error(`the turn was answered by ${String(answeredBy)}, not by ${agentModel.info.model}`);
      return turn;
    },
    /**
     * How many law references the hosted model's answers cited that ContractClarity's table does not
     * know (the chat's law check marks them removed; the answer's metadata lists them), for the report.
     * Nothing for a local run: the local engine quotes only the table.
     */
    lawChecked(turns: ChatTurn[]): { lawReferencesDropped?: number } {
      if (agentModel.info.provider === "local") return {};
      const unverified = (turn: ChatTurn) =>
        chatMessageMetadataSchema.safeParse(turn.metadata ?? {}).data?.unverifiedLaw?.length ?? 0;
      return { lawReferencesDropped: turns.reduce((sum, turn) => sum + unverified(turn), 0) };
    },
    close: () => testApp.close(),
  };
}

export type AgentHarness = Awaited<ReturnType<typeof startAgentHarness>>;

/** A transcript for the report: who said what, and which tools ran. */
export function transcript(turns: Array<{ user: string; turn: ChatTurn }>, maxChars = 1800): string {
  const text = turns
    .map(({ user, turn }) =>
      [
        `user: ${user}`,
        ...turn.tools.map((tool) => `  [${tool.toolName} ${JSON.stringify(tool.input)}]`),
        `assistant: ${turn.text || (turn.errors.length ? `(error) ${turn.errors.join("; ")}` : "(no text)")}`,
      ].join("\n"),
    )
    .join("\n\n");
  return text.length <= maxChars ? text : `${text.slice(0, maxChars)} …`;
}
