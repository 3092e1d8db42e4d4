import { tool } from "ai";
import { contractTypeSchema } from "../../common/analysis";
import { categorizeContractInputSchema, categorizeContractOutputSchema } from "../../common/chat";
import { CONTRACT_TYPE_LABELS, detectContractType } from "../analysis/detect-contract-type";
import { findTemplate } from "../templates/template-library";
import type { ToolContext } from "./tool-context";
import { contractNotFound, draftNotFound } from "./tool-failures";

export function createCategorizeContractTool(ctx: ToolContext) {
  return tool({
    description:
      "What kind of contract one of the user's uploaded contracts (contractId) or drafts (draftId) is: residential lease, employment contract, NDA…, with a confidence.",
    inputSchema: categorizeContractInputSchema,
    outputSchema: categorizeContractOutputSchema,
    execute: async ({ contractId, draftId }) => {
      if (draftId) {
        const draft = await ctx.drafts.find(draftId);
        if (!draft) return draftNotFound(draftId);
        const category = contractTypeSchema.safeParse(findTemplate(draft.templateId)?.category);
        const contractType = category.success ? category.data : "other";
        return { contractType, label: CONTRACT_TYPE_LABELS[contractType], confidence: 1 };
      }
      if (!contractId)
        return {
          error:
            "The assistant did not say which contract or draft to look at. Name it, or attach the contract, and ask again.",
          detail: "Give the contractId of an uploaded contract or the draftId of a draft.",
        };
      const contract = await ctx.contracts.find(contractId);
      if (!contract) return contractNotFound(contractId);
      if (!contract.text)
        return {
          error: `The text of ${contract.fileName} was deleted under the retention policy. Upload it again to ask about it.`,
        };
      const detected = detectContractType(contract.text);
      return {
        contractType: detected.value,
        label: detected.label,
        confidence: Math.round(detected.confidence * 100) / 100,
      };
    },
  });
}
