import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight, CircleAlert, FileUp, Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "zod";
import {
  createCustomTemplateSchema,
  customFieldTypeLabels,
  customFieldTypeSchema,
  customVariableSchema,
  type TextSpan,
} from "../../../../../common/api/templates";
import { templateCategorySchema } from "../../../../../common/templates";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { cn } from "../../../lib/cn";
import { errorMessageOf } from "../../../lib/error-message";
import { paths } from "../../../paths";
import { toast } from "../../toast/api/toast-store";
import { createCustomTemplate } from "../api/create-custom-template";
import { extractContractText } from "../api/extract-contract-text";
import { customTemplatesQueryKey } from "../api/get-custom-templates";
import { templatesQueryKey } from "../api/get-templates";
import { fieldSpans, freeSpans, type MarkedField, occurrencesOf, overlaps, segmentsOf } from "../text-marks";
import { categoryLabels, customTexts } from "../texts";

const markColors = [
  "bg-teal-100 ring-teal-300",
  "bg-amber-100 ring-amber-300",
  "bg-sky-100 ring-sky-300",
  "bg-violet-100 ring-violet-300",
  "bg-rose-100 ring-rose-300",
];

const sourceFormSchema = createCustomTemplateSchema.pick({ text: true });
type SourceForm = z.infer<typeof sourceFormSchema>;

const fieldFormSchema = z.object({
  selection: z.string().refine((selection) => selection.trim().length > 0, customTexts.noSelection),
  label: customVariableSchema.shape.label,
  type: customFieldTypeSchema,
  everyPlace: z.boolean(),
});
type FieldForm = z.infer<typeof fieldFormSchema>;
const emptyField: FieldForm = { selection: "", label: "", type: "text", everyPlace: true };

const saveFormSchema = createCustomTemplateSchema.pick({ title: true, category: true, description: true });
type SaveFormInput = z.input<typeof saveFormSchema>;
type SaveForm = z.output<typeof saveFormSchema>;

/** The first message of a form's errors, in the order the fields stand: each form shows one message at a time. */
function firstError(...messages: (string | undefined)[]): string | null {
  return messages.find((message) => message !== undefined) ?? null;
}

/**
 * /custom-template: paste or upload a contract, select pieces of it and make them fields (label and
 * type; every place the same words appear can be marked at once), then save it as a private template.
 * Three forms (react-hook-form, validated by the shared createCustomTemplateSchema): the text, a field, the template.
 */
export function CustomTemplateEditor() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<"source" | "mark">("source");
  /** The text being marked (line endings normalised when the user moved on from the source step). */
  const [text, setText] = useState("");
  const [sourceFileName, setSourceFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [readMessage, setReadMessage] = useState<string | null>(null);
  const [fields, setFields] = useState<MarkedField[]>([]);
  /** Where the selected words were selected in the text; null once the user edits them by hand. */
  const [selectedSpan, setSelectedSpan] = useState<TextSpan | null>(null);
  const sourceForm = useForm<SourceForm>({ resolver: zodResolver(sourceFormSchema), defaultValues: { text: "" } });
  const fieldForm = useForm<FieldForm>({ resolver: zodResolver(fieldFormSchema), defaultValues: emptyField });
  const saveForm = useForm<SaveFormInput, unknown, SaveForm>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: { title: "", category: "services", description: "" },
  });
  const viewRef = useRef<HTMLDivElement>(null);
  const id = useId();

  const readFile = async (file: File) => {
    setReading(true);
    sourceForm.clearErrors();
    setReadMessage(null);
    try {
      const extracted = await extractContractText(file);
      sourceForm.setValue("text", extracted.text);
      setSourceFileName(extracted.fileName);
      setReadMessage(customTexts.read(extracted.fileName));
      if (!saveForm.getValues("title")) saveForm.setValue("title", extracted.fileName.replace(/\.[a-z0-9]+$/i, ""));
    } catch (error) {
      sourceForm.setError("text", { type: "read", message: errorMessageOf(error) });
    } finally {
      setReading(false);
    }
  };

  const continueToMark = sourceForm.handleSubmit((source) => {
    setText(source.text.replace(/\r\n?/g, "\n"));
    setMode("mark");
  });

  /** The selection in the text view as offsets into the text (each piece carries its start). */
  const readSelection = () => {
    const chosen = window.getSelection();
    if (!chosen || chosen.rangeCount === 0 || chosen.isCollapsed || !viewRef.current) return;
    const range = chosen.getRangeAt(0);
    if (!viewRef.current.contains(range.startContainer) || !viewRef.current.contains(range.endContainer)) return;
    const offsetOf = (node: Node, offset: number) => {
      const element = (node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element))?.closest<HTMLElement>(
        "[data-start]",
      );
      return element ? Number(element.dataset.start) + (node.nodeType === Node.TEXT_NODE ? offset : 0) : null;
    };
    let start = offsetOf(range.startContainer, range.startOffset);
    let end = offsetOf(range.endContainer, range.endOffset);
    if (start === null || end === null) return;
    // leave out the spaces around the words
    while (start < end && /\s/.test(text.charAt(start))) start++;
    while (end > start && /\s/.test(text.charAt(end - 1))) end--;
    if (end <= start) return;
    fieldForm.setValue("selection", text.slice(start, end));
    setSelectedSpan({ start, end });
    fieldForm.clearErrors();
  };

  const selection = fieldForm.watch("selection");
  const places = occurrencesOf(text, selection);
  const free = freeSpans(places, fields);

  const addField = fieldForm.handleSubmit((field) => {
    const chosen = field.everyPlace
      ? free
      : selectedSpan && field.selection === text.slice(selectedSpan.start, selectedSpan.end)
        ? [selectedSpan]
        : free.slice(0, 1);
    const spans = fieldSpans(text, chosen, field.type);
    if (
      spans.length === 0 ||
      spans.some((span) => fields.some((marked) => marked.spans.some((taken) => overlaps(span, taken))))
    ) {
      fieldForm.setError("root", {
        message: places.length === 0 ? "This text is not in the contract." : customTexts.overlaps,
      });
      return;
    }
    setFields([...fields, { label: field.label, type: field.type, spans }]);
    setSelectedSpan(null);
    fieldForm.reset({ ...emptyField, everyPlace: field.everyPlace });
    window.getSelection()?.removeAllRanges();
  });

  const save = saveForm.handleSubmit(async (template) => {
    if (fields.length === 0) {
      saveForm.setError("root", { message: customTexts.noFields });
      return;
    }
    try {
      const saved = await createCustomTemplate({
        ...template,
        text,
        variables: fields.map((field) => ({ ...field, required: true })),
        sourceFileName,
      });
      void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
      void queryClient.invalidateQueries({ queryKey: customTemplatesQueryKey });
      toast({ type: "success", title: customTexts.saved, description: customTexts.savedHint });
      navigate(paths.newCustomContract(saved.id));
    } catch (error) {
      saveForm.setError("root", { message: errorMessageOf(error) });
    }
  });

  const sourceError = sourceForm.formState.errors.text?.message ?? null;
  const fieldErrors = fieldForm.formState.errors;
  const fieldError = firstError(fieldErrors.selection?.message, fieldErrors.label?.message, fieldErrors.root?.message);
  const saveErrors = saveForm.formState.errors;
  const saveError = firstError(
    saveErrors.title?.message,
    saveErrors.category?.message,
    saveErrors.description?.message,
    saveErrors.root?.message,
  );
  const saving = saveForm.formState.isSubmitting;

  if (mode === "source") {
    return (
      <form
        onSubmit={(event) => void continueToMark(event)}
        noValidate
        className="grid gap-5 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 className="text-xl font-semibold text-navy-900">{customTexts.source}</h2>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-file`} className="text-sm font-semibold text-navy-900">
            {customTexts.upload}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <input
              id={`${id}-file`}
              type="file"
              accept=".pdf,.docx,.doc,.txt,application/pdf,text/plain,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={`${id}-file-hint`}
              disabled={reading}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void readFile(file);
              }}
              className="block w-full text-sm text-navy-700 file:mr-3 file:rounded-lg file:border-0 file:bg-navy-900 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-navy-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600"
            />
            {reading && (
              <span role="status" className="flex items-center gap-2 text-sm text-navy-600">
                <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                {customTexts.reading}
              </span>
            )}
          </div>
          <p id={`${id}-file-hint`} className="text-sm text-navy-500">
            <FileUp aria-hidden="true" className="mr-1 inline size-4" />
            {customTexts.uploadHint}
          </p>
          {readMessage && (
            <p role="status" className="text-sm font-medium text-teal-800">
              {readMessage}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold text-navy-900">
            {customTexts.textLabel}
          </label>
          <Textarea
            id={`${id}-text`}
            {...sourceForm.register("text")}
            aria-invalid={sourceError ? true : undefined}
            aria-describedby={sourceError ? `${id}-text-error` : undefined}
            className="min-h-72 font-mono text-sm"
            placeholder={customTexts.paste}
          />
          {sourceError && (
            <p id={`${id}-text-error`} role="alert" className="text-sm font-medium text-red-700">
              {sourceError}
            </p>
          )}
        </div>
        <Button type="submit" className="justify-self-start" disabled={reading}>
          {customTexts.continueToFields}
          <ArrowRight aria-hidden="true" />
        </Button>
      </form>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby={`${id}-marked`} className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <h2 id={`${id}-marked`} className="text-lg font-semibold text-navy-900">
              {customTexts.markedUp}
            </h2>
            <p className="text-sm text-navy-600">{customTexts.markedUpHint}</p>
          </div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              if (fields.length > 0 && !window.confirm(customTexts.editTextWarning)) return;
              setFields([]);
              setMode("source");
            }}
          >
            <Pencil aria-hidden="true" />
            {customTexts.editText}
          </Button>
        </div>
        {/* The contract as text to select words in: the handlers read the selection, they make no control
            (the keyboard path is the "Selected text" box), and the view takes focus so it scrolls by keyboard. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: reads the text selection; not a control */}
        <div
          ref={viewRef}
          data-testid="marked-text"
          onMouseUp={readSelection}
          onKeyUp={readSelection}
          onTouchEnd={readSelection}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="max-h-[70dvh] overflow-y-auto rounded-2xl border border-navy-100 bg-white p-5 font-serif text-[0.9375rem] leading-relaxed whitespace-pre-wrap text-navy-900 shadow-sm select-text focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 sm:p-6"
        >
          {segmentsOf(text, fields).map((segment) =>
            segment.field === null ? (
              <span key={segment.start} data-start={segment.start}>
                {text.slice(segment.start, segment.end)}
              </span>
            ) : (
              <mark
                key={segment.start}
                data-start={segment.start}
                title={fields[segment.field]?.label}
                className={cn(
                  "rounded px-0.5 text-navy-900 ring-1 ring-inset",
                  markColors[segment.field % markColors.length],
                )}
              >
                {text.slice(segment.start, segment.end)}
                <span className="sr-only"> (field: {fields[segment.field]?.label})</span>
              </mark>
            ),
          )}
        </div>
      </section>

      <div className="grid gap-4 lg:sticky lg:top-20">
        <form
          onSubmit={(event) => void addField(event)}
          noValidate
          className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          aria-labelledby={`${id}-make`}
        >
          <h2 id={`${id}-make`} className="text-lg font-semibold text-navy-900">
            {customTexts.makeField}
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-selection`} className="text-sm font-semibold text-navy-900">
              {customTexts.selection}
            </label>
            <Input
              id={`${id}-selection`}
              {...fieldForm.register("selection", { onChange: () => setSelectedSpan(null) })}
              aria-describedby={`${id}-selection-hint`}
              autoComplete="off"
            />
            <p id={`${id}-selection-hint`} className="text-sm text-navy-500">
              {customTexts.textHint}
            </p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-label`} className="text-sm font-semibold text-navy-900">
                {customTexts.fieldLabel}
              </label>
              <Input id={`${id}-label`} {...fieldForm.register("label")} autoComplete="off" />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-type`} className="text-sm font-semibold text-navy-900">
                {customTexts.fieldType}
              </label>
              <NativeSelect id={`${id}-type`} {...fieldForm.register("type")}>
                {customFieldTypeSchema.options.map((option) => (
                  <option key={option} value={option}>
                    {customFieldTypeLabels[option]}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
          {free.length > 1 && (
            <label className="flex items-center gap-2 text-sm text-navy-800">
              <input type="checkbox" {...fieldForm.register("everyPlace")} className="size-4 accent-teal-700" />
              {customTexts.everyOccurrence(free.length)}
            </label>
          )}
          {fieldError && (
            <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {fieldError}
            </p>
          )}
          <Button type="submit" className="justify-self-start">
            <Plus aria-hidden="true" />
            {customTexts.addField}
          </Button>
        </form>

        <section
          aria-labelledby={`${id}-fields`}
          className="grid gap-2 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
        >
          <h2 id={`${id}-fields`} className="text-lg font-semibold text-navy-900">
            {customTexts.fields}
          </h2>
          {fields.length === 0 ? (
            <p className="text-sm text-navy-600">{customTexts.noFields}</p>
          ) : (
            <ul className="grid gap-2">
              {fields.map((field, index) => (
                <li
                  key={field.spans[0]?.start}
                  className="flex items-center gap-3 rounded-lg border border-navy-100 p-2 pl-3"
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      "size-3 shrink-0 rounded-full ring-1 ring-inset",
                      markColors[index % markColors.length],
                    )}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold text-navy-900">{field.label}</p>
                    <p className="text-xs text-navy-500">
                      {customFieldTypeLabels[field.type]} · {customTexts.places(field.spans.length)}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={customTexts.removeField(field.label)}
                    onClick={() => setFields(fields.filter((_, position) => position !== index))}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>

        <form
          onSubmit={(event) => void save(event)}
          noValidate
          className="grid gap-3 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          aria-labelledby={`${id}-save`}
        >
          <h2 id={`${id}-save`} className="text-lg font-semibold text-navy-900">
            {customTexts.save}
          </h2>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-title`} className="text-sm font-semibold text-navy-900">
              {customTexts.name}
            </label>
            <Input id={`${id}-title`} {...saveForm.register("title")} autoComplete="off" />
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-category`} className="text-sm font-semibold text-navy-900">
              {customTexts.category}
            </label>
            <NativeSelect id={`${id}-category`} {...saveForm.register("category")}>
              {templateCategorySchema.options.map((option) => (
                <option key={option} value={option}>
                  {categoryLabels[option]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-description`} className="text-sm font-semibold text-navy-900">
              {customTexts.description}
            </label>
            <Textarea id={`${id}-description`} {...saveForm.register("description")} className="min-h-20" />
          </div>
          {saveError && (
            <p role="alert" className="flex items-center gap-2 text-sm font-medium text-red-700">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {saveError}
            </p>
          )}
          <Button type="submit" disabled={saving} className="justify-self-start">
            {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
            {saving ? customTexts.saving : customTexts.save}
          </Button>
        </form>
      </div>
    </div>
  );
}
