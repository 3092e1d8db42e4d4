import type { ClauseCategory, Finding } from "../../common/analysis";
import type { ClauseUnit } from "./clause-units";
import { parseAmounts } from "./key-terms/parse-amounts";
import { formatDuration, parseDurations } from "./key-terms/parse-durations";

/** Plain-language sentence per category (CUAD and consumer), written for a Grade 8 reader. */
const CATEGORY_SENTENCES: Record<string, string> = {
  rent: "This part sets the rent and how you pay it.",
  deposit: "This part is about the deposit: how much it is, where it is kept and when you get it back.",
  escalation: "This part says how much the price goes up each year.",
  maintenance: "This part says who must look after and repair what.",
  entry_access: "This part says when someone may come in or check the property.",
  working_hours: "This part sets your working hours.",
  leave: "This part is about time off work.",
  remuneration: "This part sets the pay.",
  deductions: "This part says what may be taken off the pay.",
  probation: "This part sets a trial period at the start of the job.",
  penalties: "This part says what extra amount must be paid if a term is broken.",
  interest: "This part says what interest is charged on late payments.",
  dispute_resolution: "This part says how and where a dispute will be decided.",
  indemnity: "This part makes one side cover the other's losses or claims.",
  termination: "This part says how the contract can be ended.",
  confidentiality: "This part says what must be kept secret.",
  restraint_of_trade: "This part limits work or business after the contract ends.",
  personal_information: "This part is about personal information and privacy.",
  legal_costs: "This part says who pays legal costs in a dispute.",
  "Document Name": "This is the title and opening of the contract.",
  Parties: "This part names the people or companies who sign.",
  "Agreement Date": "This part gives the date of the contract.",
  "Effective Date": "This part says when the contract starts.",
  "Expiration Date": "This part says when the contract ends.",
  "Renewal Term": "This part says whether and how the contract renews.",
  "Notice Period To Terminate Renewal": "This part says how much notice stops the contract from renewing.",
  "Governing Law": "This part says which country's law applies.",
  "Anti-Assignment": "This part says a party may not hand over the contract without consent.",
  "Cap On Liability": "This part limits how much a party must pay if something goes wrong.",
  "Uncapped Liability": "This part leaves some claims with no upper limit.",
  "Termination For Convenience": "This part lets a party end the contract without a reason.",
  "Non-Compete": "This part stops a party from competing.",
  Exclusivity: "This part makes the deal exclusive.",
  "License Grant": "This part gives permission to use something, like software or a brand.",
  "Audit Rights": "This part lets a party check the other's books or records.",
  Insurance: "This part says what insurance must be held.",
  "Liquidated Damages": "This part fixes an amount payable if a term is broken.",
  "Ip Ownership Assignment": "This part says who owns the ideas and work created.",
  "Post-Termination Services": "This part says what happens after the contract ends.",
  "Minimum Commitment": "This part sets a minimum amount that must be bought or paid.",
  "Revenue/Profit Sharing": "This part shares income or profit between the parties.",
  "Change Of Control": "This part deals with a change in who owns a party.",
  "Warranty Duration": "This part says how long a guarantee lasts.",
  "Covenant Not To Sue": "This part stops a party from going to court over certain claims.",
};

export function explainClause(unit: ClauseUnit, categories: ClauseCategory[], findings: Finding[]): string {
  const sentences: string[] = [];
  for (const category of categories.filter((c) => !c.uncertain).slice(0, 2)) {
    const sentence = CATEGORY_SENTENCES[category.id];
    if (sentence && !sentences.includes(sentence)) sentences.push(sentence);
  }
  if (sentences.length === 0)
    sentences.push(
      unit.heading ? `This part is about ${unit.heading.toLowerCase()}.` : "This part sets out general terms.",
    );
  const facts: string[] = [];
  for (const amount of parseAmounts(unit.text).slice(0, 2)) facts.push(amount.raw.trim());
  for (const duration of parseDurations(unit.text).slice(0, 2)) facts.push(formatDuration(duration));
  if (facts.length > 0) sentences.push(`Key figures: ${[...new Set(facts)].join(", ")}.`);
  if (findings.length === 0) sentences.push("We found nothing here that works against you.");
  else for (const finding of findings.slice(0, 2)) sentences.push(finding.explanation);
  return sentences.join(" ");
}
