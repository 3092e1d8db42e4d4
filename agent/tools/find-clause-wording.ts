import type { ContractType, JurisdictionCode, LawReference } from "../../common/analysis";
import type { TemplateField } from "../../common/templates";
import { parseDurations } from "../analysis/key-terms/parse-durations";
import { rulePacksFor } from "../analysis/rules/rule-packs";
import type { ClauseRule, MissingClauseRule } from "../analysis/rules/rule-types";
import { sideLabel } from "../analysis/sides";
import type { ClauseNode, ContractTemplate } from "../templates/contract-template";
import { findTemplate, listTemplates } from "../templates/template-library";

export type ClauseWording = { heading: string; text: string; explanation: string; lawReferences: LawReference[] };

const STOPWORDS = new Set(
  "a an the of for to and or on in at by with clause clauses about my our your their this that it please draft write give me suggest explain wording contract agreement lease".split(
    " ",
  ),
);

/** Content words of a topic, lightly stemmed ("deposits" → "deposit", "terminating" → "terminat"). */
export function topicWords(topic: string): string[] {
  return [
    ...new Set(
      topic
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length > 2 && !STOPWORDS.has(word))
        .map(stem),
    ),
  ];
}

function stem(word: string): string {
  return word.replace(/(?:ing|ion|ions|es|s)$/, "") || word;
}

function score(words: string[], strong: string, weak = ""): number {
  const strongText = strong.toLowerCase();
  const weakText = weak.toLowerCase();
  let total = 0;
  for (const word of words) {
    if (strongText.includes(word)) total += 3;
    else if (weakText.includes(word)) total += 1;
  }
  return total;
}

/**
 * Clause wording from our own clause knowledge, never made up: a clause of one of our templates
 * (placeholders shown as [details] to fill in) or the suggested wording of a rule in the law rule
 * packs, with the rule's law references. The user's instructions may change the periods in it
 * ("30 days' notice"). Null when we have no wording on the topic.
 */
export function findClauseWording(params: {
  topic: string;
  contractType?: ContractType;
  jurisdiction?: JurisdictionCode;
  instructions?: string;
  side?: string;
}): ClauseWording | null {
  const words = topicWords(params.topic);
  if (words.length === 0) return null;
  const fromTemplate = bestTemplateClause(words, params.contractType);
  const fromRule = bestRule(words, params.contractType, params.jurisdiction ?? "ZA");
  if (!fromTemplate && !fromRule) return null;

  const useTemplate = fromTemplate && (!fromRule || fromTemplate.score >= fromRule.score);
  const lawReferences = fromRule?.rule.law ?? [];
  let wording: ClauseWording;
  if (useTemplate) {
    const { template, node } = fromTemplate;
    wording = {
      heading: node.heading ?? titleCase(params.topic),
      text: clauseText(node, template),
      explanation: `This is the ${(node.heading ?? node.id).toLowerCase()} clause of our ${template.title} template, written to comply with South African law.${/\[/.test(clauseText(node, template)) ? " Fill in the details in square brackets." : ""}${fromRule ? ` It deals with a point the law cares about: ${lowerFirst(fromRule.rule.advice)}` : ""}`,
      lawReferences,
    };
  } else {
    const { rule } = fromRule!;
    const protectedSide = rule.protects[0] ? sideLabel(rule.protects[0]) : null;
    wording = {
      heading: titleCase(params.topic),
      text: rule.suggestedWording,
      explanation: `This is the wording our ${rule.law[0]?.act ?? rule.topic} rule recommends${protectedSide ? `, fair to the ${protectedSide.toLowerCase()}` : ""}: ${lowerFirst(rule.advice)}`,
      lawReferences,
    };
  }
  return params.instructions ? applyInstructions(wording, params.instructions) : wording;
}

function bestTemplateClause(
  words: string[],
  contractType: ContractType | undefined,
): { template: ContractTemplate; node: ClauseNode; score: number } | null {
  let best: { template: ContractTemplate; node: ClauseNode; score: number } | null = null;
  for (const summary of listTemplates()) {
    if (contractType && summary.category !== contractType) continue;
    const template = findTemplate(summary.id)!;
    const visit = (nodes: ClauseNode[]) => {
      for (const node of nodes) {
        if (!node.each) {
          const value = score(words, `${node.id} ${node.heading ?? ""}`, node.text ?? "");
          if (value > 0 && (!best || value > best.score)) best = { template, node, score: value };
        }
        if (node.children) visit(node.children);
      }
    };
    visit(template.body.clauses);
  }
  return best;
}

function bestRule(
  words: string[],
  contractType: ContractType | undefined,
  jurisdiction: JurisdictionCode,
): { rule: ClauseRule | MissingClauseRule; score: number } | null {
  let best: { rule: ClauseRule | MissingClauseRule; score: number } | null = null;
  for (const pack of rulePacksFor(jurisdiction)) {
    for (const rule of [...pack.missingRules, ...pack.clauseRules]) {
      if (contractType && rule.contractTypes && !rule.contractTypes.includes(contractType)) continue;
      const value = score(words, `${rule.id} ${rule.title}`, rule.suggestedWording);
      if (value > 0 && (!best || value > best.score)) best = { rule, score: value };
    }
  }
  return best;
}

/** A template clause and its unconditional sub-clauses as plain text, placeholders shown as [field label]. */
function clauseText(node: ClauseNode, template: ContractTemplate): string {
  const fields = new Map<string, TemplateField>(template.fields.map((field) => [field.key, field]));
  const parts: string[] = [];
  if (node.text) parts.push(node.text);
  for (const child of node.children ?? []) if (!child.when && !child.each && child.text) parts.push(child.text);
  return parts
    .map((text) =>
      text
        .replace(/\{\{\^(\w+)\}\}[\s\S]*?\{\{\/\1\}\}/g, "")
        .replace(/\{\{#(\w+)\}\}([\s\S]*?)\{\{\/\1\}\}/g, "$2")
        .replace(/\{\{=[a-z0-9-]+\}\}/g, "[clause]")
        .replace(
          /\{\{\s*(?:item\.)?(\w+)\s*(?:\|\s*\w+\s*)?\}\}/g,
          (_, key: string) => `[${(fields.get(key)?.label ?? key).toLowerCase()}]`,
        ),
    )
    .join("\n");
}

/** "30 days' notice" replaces a period of the same unit in the wording. */
function applyInstructions(wording: ClauseWording, instructions: string): ClauseWording {
  let text = wording.text;
  const changed: string[] = [];
  for (const wanted of parseDurations(instructions)) {
    const existing = parseDurations(text).find((found) => found.unit === wanted.unit && found.value !== wanted.value);
    if (!existing) continue;
    const unit = existing.raw.replace(
      /^.*?(\b(?:business |working |calendar )?(?:day|week|month|year|hour)s?(?:'s?|’s?)?)$/i,
      "$1",
    );
    text = `${text.slice(0, existing.start)}${wanted.value} ${unit}${text.slice(existing.end)}`;
    changed.push(`${existing.raw} → ${wanted.value} ${unit}`);
  }
  return changed.length > 0
    ? { ...wording, text, explanation: `${wording.explanation} Changed as you asked: ${changed.join("; ")}.` }
    : wording;
}

function titleCase(topic: string): string {
  const cleaned = topic.trim().replace(/\s+clause$/i, "");
  return cleaned.charAt(0).toUpperCase() + cleaned.slice(1);
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
