import type { TemplateField } from "../../common/templates";
import type { ContractTemplate } from "./contract-template";
import { renderTemplate } from "./render-template";

/**
 * The next fields to ask for, so the agent asks one or two at a time: first the fields whose value
 * was rejected, then the fields still needed (required ones, and optional ones an included clause
 * refers to), then optional fields marked `important` that were not given. Within each group the
 * interview order is the form's: steps in the order they first appear in the field list, fields in
 * list order. Empty when everything needed and important has been given.
 */
export function nextQuestions(template: ContractTemplate, values: Record<string, unknown>, count = 2): TemplateField[] {
  const { missing, invalid } = renderTemplate(template, values);
  const stepOrder = [...new Set(template.fields.map((field) => field.step))];
  const rank = (field: TemplateField) => stepOrder.indexOf(field.step) * 1000 + template.fields.indexOf(field);
  const byInterviewOrder = (a: TemplateField, b: TemplateField) => rank(a) - rank(b);

  const invalidKeys = new Set(invalid.map((entry) => entry.key));
  const rejected = missing.filter((field) => invalidKeys.has(field.key)).sort(byInterviewOrder);
  const needed = missing.filter((field) => !invalidKeys.has(field.key)).sort(byInterviewOrder);
  const given = (field: TemplateField) => {
    const value = values[field.key];
    return value !== undefined && value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);
  };
  const important = template.fields
    .filter((field) => field.important && !field.required && !given(field) && !missing.includes(field))
    .sort(byInterviewOrder);
  return [...rejected, ...needed, ...important].slice(0, Math.max(0, count));
}
