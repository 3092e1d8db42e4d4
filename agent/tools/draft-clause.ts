import { tool } from "ai";
import { draftClauseInputSchema, draftClauseOutputSchema } from "../../common/chat";
import { findClauseWording } from "./find-clause-wording";
import type { ToolContext } from "./tool-context";

export function createDraftClauseTool(_ctx: ToolContext) {
  return tool({
    description:
      "Draft or explain one clause on a topic (e.g. deposit, notice period, restraint of trade, confidentiality) from ContractClarity's clause knowledge: our templates' clauses and the wording our South African law rules recommend, with the law it rests on. Pass the contract type and the user's wishes (e.g. \"30 days' notice\"). Free: only a generated contract document counts as a generation.",
    inputSchema: draftClauseInputSchema,
    outputSchema: draftClauseOutputSchema,
    execute: async (input) => {
      const wording = findClauseWording(input);
      if (!wording)
        return {
          error: `We have no clause wording on "${input.topic}". Try a more common topic, such as deposit, termination, notice, confidentiality, leave or payment.`,
        };
      return wording;
    },
  });
}
