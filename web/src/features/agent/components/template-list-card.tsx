import { LayoutTemplate } from "lucide-react";
import type { TemplateSummary } from "../../../../../common/templates";
import { agentTexts } from "../texts";
import { ToolCard } from "./tool-card";

/** listTemplates' answer: the templates the agent can draft from. */
export function TemplateListCard({ templates }: { templates: TemplateSummary[] }) {
  return (
    <ToolCard icon={<LayoutTemplate aria-hidden="true" />} title={agentTexts.templates}>
      <ul className="grid gap-2">
        {templates.map((template) => (
          <li key={template.id} className="text-sm">
            <span className="font-medium text-navy-900">{template.title}</span>
            <span className="block text-navy-600">{template.description}</span>
          </li>
        ))}
      </ul>
    </ToolCard>
  );
}
