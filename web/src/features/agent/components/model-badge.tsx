import { Cpu } from "lucide-react";
import { useAgentModel } from "../api/get-agent-model";
import { agentTexts } from "../texts";

/** Names the model that answers (GET /api/agent/model); DESIGN: the UI names the model in use. */
export function ModelBadge() {
  const model = useAgentModel();
  if (model.isError) return null;
  const label = model.data ? model.data.label : agentTexts.modelLoading;
  return (
    <p
      className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-navy-50 px-2.5 py-1 text-xs font-medium text-navy-700 ring-1 ring-navy-100 ring-inset"
      title={model.data ? `${model.data.provider} · ${model.data.model}` : undefined}
    >
      <Cpu aria-hidden="true" className="size-3.5 shrink-0 text-teal-700" />
      <span className="sr-only">{agentTexts.modelLabel}: </span>
      <span className="truncate">{label}</span>
    </p>
  );
}
