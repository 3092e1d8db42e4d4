import { CircleAlert, MessageSquareText, Plus, Send, Trash2 } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import type { TemplateField } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import {
  emptyListRow,
  type FormValue,
  type FormValues,
  formatDefault,
  formatFieldAnswers,
  initialFormValues,
  type ListRow,
  validateAnswers,
} from "../field-answers";
import { agentTexts } from "../texts";
import { ToolCard } from "./tool-card";

/**
 * The agent's next questions (fillTemplate's `nextQuestions`) as a small form: one input per
 * field type, defaults filled in, help under each input. Sending validates with the template's
 * schema and posts the answers as the user's next message. Only the latest card is active.
 */
export function FieldQuestionCard({
  fields,
  invalid,
  active,
  onSubmit,
}: {
  fields: TemplateField[];
  invalid: Array<{ key: string; message: string }>;
  active: boolean;
  onSubmit: (text: string) => void;
}) {
  const [values, setValues] = useState<FormValues>(() => initialFormValues(fields));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const idPrefix = useId();
  const disabled = !active || sent;

  const setValue = (key: string, value: FormValue) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _removed, ...rest }) => rest);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (disabled) return;
    const result = validateAnswers(fields, values);
    if (!result.ok) {
      setErrors(result.errors);
      const firstKey = fields.find((field) => result.errors[field.key])?.key;
      if (firstKey) document.getElementById(`${idPrefix}-${firstKey}`)?.focus();
      return;
    }
    setSent(true);
    onSubmit(formatFieldAnswers(fields, result.values));
  };

  const serverErrors = Object.fromEntries(invalid.map((entry) => [entry.key, entry.message]));
  return (
    <ToolCard
      icon={<MessageSquareText aria-hidden="true" />}
      title={agentTexts.questions}
      badge={
        disabled ? <span className="text-xs font-medium text-navy-500">{agentTexts.questionsAnswered}</span> : null
      }
    >
      {invalid.length > 0 && (
        <div
          role="alert"
          className="mb-3 flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
          <div>
            <p className="font-medium">{agentTexts.invalidValues}</p>
            <ul className="mt-1 list-disc pl-5">
              {invalid.map((entry) => (
                <li key={entry.key}>{entry.message}</li>
              ))}
            </ul>
          </div>
        </div>
      )}
      <form noValidate onSubmit={submit} className="grid gap-4">
        <fieldset disabled={disabled} className="grid gap-4">
          {fields.map((field) => (
            <FieldInput
              key={field.key}
              id={`${idPrefix}-${field.key}`}
              field={field}
              value={values[field.key] ?? null}
              error={errors[field.key] ?? (active && !sent ? serverErrors[field.key] : undefined)}
              onChange={(value) => setValue(field.key, value)}
            />
          ))}
        </fieldset>
        {Object.keys(errors).length > 0 && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {agentTexts.fixErrors}
          </p>
        )}
        {!disabled && (
          <div>
            <Button type="submit">
              <Send aria-hidden="true" />
              {agentTexts.sendAnswers}
            </Button>
          </div>
        )}
      </form>
    </ToolCard>
  );
}

function FieldInput({
  id,
  field,
  value,
  error,
  onChange,
}: {
  id: string;
  field: TemplateField;
  value: FormValue;
  error?: string;
  onChange: (value: FormValue) => void;
}) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const suggested = formatDefault(field);
  const describedBy =
    [field.help || suggested ? helpId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    required: field.required,
  };

  let control: ReactNode;
  switch (field.type) {
    case "longText":
      control = (
        <Textarea
          {...common}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-20"
        />
      );
      break;
    case "date":
      control = (
        <Input
          {...common}
          type="date"
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className="sm:max-w-56"
        />
      );
      break;
    case "email":
      control = (
        <Input
          {...common}
          type="email"
          autoComplete="email"
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
        />
      );
      break;
    case "money":
      control = (
        <Affixed prefix="R">
          <Input
            {...common}
            inputMode="decimal"
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            className="pl-8 sm:max-w-56"
          />
        </Affixed>
      );
      break;
    case "integer":
      control = (
        <Input
          {...common}
          type="number"
          inputMode="numeric"
          step={1}
          min={field.min}
          max={field.max}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className="sm:max-w-40"
        />
      );
      break;
    case "percent":
      control = (
        <Affixed suffix="%">
          <Input
            {...common}
            type="number"
            inputMode="decimal"
            step="0.1"
            min={field.min ?? 0}
            max={field.max ?? 100}
            value={String(value ?? "")}
            onChange={(event) => onChange(event.target.value)}
            className="pr-8 sm:max-w-40"
          />
        </Affixed>
      );
      break;
    case "select":
      control = (
        <NativeSelect
          {...common}
          value={String(value ?? "")}
          onChange={(event) => onChange(event.target.value)}
          className="sm:max-w-md"
        >
          {value === "" && <option value="">Choose…</option>}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      );
      break;
    case "boolean":
      return (
        <fieldset aria-describedby={describedBy} className="grid gap-1.5">
          <legend className="text-sm font-semibold text-navy-900">
            {field.question}
            {!field.required && <span className="ml-1 font-normal text-navy-500">({agentTexts.optional})</span>}
          </legend>
          <div className="mt-1 flex gap-2">
            {[true, false].map((option) => (
              <label
                key={String(option)}
                className={cn(
                  "inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border px-4 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-600",
                  value === option
                    ? "border-teal-600 bg-teal-50 text-teal-900"
                    : "border-navy-200 bg-white text-navy-800 hover:bg-navy-50",
                )}
              >
                <input
                  type="radio"
                  name={id}
                  id={option ? id : undefined}
                  className="size-4 accent-teal-700"
                  checked={value === option}
                  onChange={() => onChange(option)}
                />
                {option ? agentTexts.yes : agentTexts.no}
              </label>
            ))}
          </div>
          <FieldNotes helpId={helpId} errorId={errorId} help={field.help} suggested={suggested} error={error} />
        </fieldset>
      );
    case "list":
      return (
        <ListInput
          id={id}
          field={field}
          rows={Array.isArray(value) ? value : []}
          error={error}
          describedBy={describedBy}
          helpId={helpId}
          errorId={errorId}
          onChange={onChange}
        />
      );
    default:
      control = <Input {...common} value={String(value ?? "")} onChange={(event) => onChange(event.target.value)} />;
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {field.question}
        {!field.required && <span className="ml-1 font-normal text-navy-500">({agentTexts.optional})</span>}
      </label>
      {control}
      <FieldNotes helpId={helpId} errorId={errorId} help={field.help} suggested={suggested} error={error} />
    </div>
  );
}

function FieldNotes({
  helpId,
  errorId,
  help,
  suggested,
  error,
}: {
  helpId: string;
  errorId: string;
  help?: string;
  suggested: string | null;
  error?: string;
}) {
  return (
    <>
      {(help || suggested) && (
        <p id={helpId} className="text-xs leading-5 text-navy-600">
          {help}
          {help && suggested ? " " : ""}
          {suggested && <span className="text-navy-500">{agentTexts.suggestedValue(suggested)}</span>}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function Affixed({ prefix, suffix, children }: { prefix?: string; suffix?: string; children: ReactNode }) {
  return (
    <div className="relative sm:max-w-56">
      {prefix && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-medium text-navy-500"
        >
          {prefix}
        </span>
      )}
      {children}
      {suffix && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm font-medium text-navy-500"
        >
          {suffix}
        </span>
      )}
    </div>
  );
}

function ListInput({
  id,
  field,
  rows,
  error,
  describedBy,
  helpId,
  errorId,
  onChange,
}: {
  id: string;
  field: TemplateField;
  rows: ListRow[];
  error?: string;
  describedBy?: string;
  helpId: string;
  errorId: string;
  onChange: (value: FormValue) => void;
}) {
  const itemFields = field.itemFields ?? [];
  const canAdd = field.max === undefined || rows.length < field.max;
  const setRow = (index: number, key: string, value: FormValue) =>
    onChange(rows.map((row, rowIndex) => (rowIndex === index ? { ...row, [key]: value } : row)));
  return (
    <fieldset aria-describedby={describedBy} className="grid gap-2">
      <legend className="text-sm font-semibold text-navy-900">
        {field.question}
        {!field.required && <span className="ml-1 font-normal text-navy-500">({agentTexts.optional})</span>}
      </legend>
      {rows.map((row, index) => (
        <div
          key={index}
          className="mt-1 grid gap-2 rounded-lg border border-navy-100 bg-navy-50/50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          {itemFields.map((itemField) => {
            const itemId = `${id}-${index}-${itemField.key}`;
            return (
              <div key={itemField.key} className="grid gap-1">
                <label htmlFor={itemId} className="text-xs font-medium text-navy-700">
                  {`${itemField.label} ${index + 1}`}
                </label>
                <Input
                  id={itemId}
                  value={String(row[itemField.key] ?? "")}
                  onChange={(event) => setRow(index, itemField.key, event.target.value)}
                  className="h-10"
                />
              </div>
            );
          })}
          <Button
            variant="ghost"
            size="icon"
            aria-label={agentTexts.removeItem(index + 1)}
            onClick={() => onChange(rows.filter((_row, rowIndex) => rowIndex !== index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {canAdd && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange([...rows, emptyListRow(field)])}>
            <Plus aria-hidden="true" />
            {`${agentTexts.addItem} ${field.label.toLowerCase()}`}
          </Button>
        </div>
      )}
      <FieldNotes helpId={helpId} errorId={errorId} help={field.help} suggested={null} error={error} />
    </fieldset>
  );
}
