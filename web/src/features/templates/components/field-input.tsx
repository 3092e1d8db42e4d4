import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import type { TemplateField } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { emptyItem, type FormItem, type FormValue } from "../form-values";
import { builderTexts } from "../texts";

type FieldInputProps = {
  field: TemplateField;
  /** The id of the input (the label points at it); items of a list get their own. */
  id: string;
  value: FormValue;
  error: string | null;
  onChange: (value: FormValue) => void;
  onBlur?: () => void;
};

/** One question of the form: its label, the input for its type, the help text and the message when the answer is not valid. */
export function FieldInput({ field, id, value, error, onChange, onBlur }: FieldInputProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const hint = field.type === "money" ? [field.help, builderTexts.moneyHint].filter(Boolean).join(" ") : field.help;
  const describedBy = [hint ? helpId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    "aria-required": field.required || undefined,
    onBlur,
  } as const;

  const label = (
    <span className="text-sm font-semibold text-navy-900">
      {field.label}
      {!field.required && <span className="font-normal text-navy-500"> ({builderTexts.optional})</span>}
    </span>
  );
  const help = hint ? (
    <p id={helpId} className="text-sm text-navy-500">
      {hint}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (field.type === "boolean") {
    return (
      <div className="grid gap-1.5" data-field={field.key}>
        <label
          htmlFor={id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-navy-200 bg-white p-3 shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal-600/40"
        >
          <input
            type="checkbox"
            {...common}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-teal-700"
          />
          {label}
        </label>
        {help}
        {message}
      </div>
    );
  }

  if (field.type === "list") {
    const items = value as FormItem[];
    const update = (index: number, next: FormItem) =>
      onChange(items.map((item, position) => (position === index ? next : item)));
    return (
      <fieldset className="grid gap-2" data-field={field.key} aria-describedby={describedBy}>
        <legend className="mb-1.5">{label}</legend>
        {help}
        {items.map((item, index) => (
          <div key={index} className="grid gap-3 rounded-xl border border-navy-100 bg-slate-50 p-3">
            <div className="flex items-center justify-between">
              <p className="text-xs font-semibold tracking-wide text-navy-500 uppercase">
                {builderTexts.item(index + 1)}
              </p>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onChange(items.filter((_, position) => position !== index))}
                aria-label={`${builderTexts.removeItem(index + 1)} (${field.label})`}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
            {(field.itemFields ?? []).map((itemField) => (
              <FieldInput
                key={itemField.key}
                field={itemField}
                id={`${id}-${index}-${itemField.key}`}
                value={item[itemField.key] ?? ""}
                error={null}
                onChange={(next) => update(index, { ...item, [itemField.key]: next as string | boolean })}
              />
            ))}
          </div>
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...items, emptyItem(field)])}
        >
          <Plus aria-hidden="true" />
          {builderTexts.addItem(field.label)}
        </Button>
        {message}
      </fieldset>
    );
  }

  const text = typeof value === "string" ? value : "";
  let input: ReactNode;
  if (field.type === "longText") {
    input = <Textarea {...common} value={text} onChange={(event) => onChange(event.target.value)} />;
  } else if (field.type === "select") {
    input = (
      <NativeSelect {...common} value={text} onChange={(event) => onChange(event.target.value)}>
        <option value="">{builderTexts.choose}</option>
        {(field.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    );
  } else {
    const numeric = field.type === "money" || field.type === "integer" || field.type === "percent";
    input = (
      <div className={cn("relative", (field.type === "money" || field.type === "percent") && "flex items-center")}>
        {field.type === "money" && (
          <span aria-hidden="true" className="pointer-events-none absolute left-3 text-navy-500">
            R
          </span>
        )}
        <Input
          {...common}
          type={field.type === "date" ? "date" : field.type === "email" ? "email" : "text"}
          inputMode={numeric ? (field.type === "integer" ? "numeric" : "decimal") : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          className={cn(field.type === "money" && "pl-7", field.type === "percent" && "pr-8")}
        />
        {field.type === "percent" && (
          <span aria-hidden="true" className="pointer-events-none absolute right-3 text-navy-500">
            %
          </span>
        )}
      </div>
    );
  }
  return (
    <div className="grid gap-1.5" data-field={field.key}>
      <label htmlFor={id}>{label}</label>
      {input}
      {help}
      {message}
    </div>
  );
}
