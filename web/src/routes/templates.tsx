import { CircleAlert, FileDown, FilePlus2, FileText, Search, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { TemplateListItem } from "../../../common/api/templates";
import { type TemplateCategory, templateCategorySchema } from "../../../common/templates";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { NativeSelect } from "../components/ui/native-select";
import { Skeleton } from "../components/ui/skeleton";
import { useGeneratedContracts } from "../features/templates/api/get-generated-contracts";
import { useTemplates } from "../features/templates/api/get-templates";
import { TemplatePreviewDialog, useTemplateHref } from "../features/templates/components/template-preview-dialog";
import { categoryLabels, galleryTexts, jurisdictionLabels } from "../features/templates/texts";
import { paths } from "../paths";

function matches(item: TemplateListItem, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${item.title} ${item.description} ${categoryLabels[item.category]}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** /templates: the gallery with search, a category filter, a preview of each template, and "Use template". */
export default function TemplatesScreen() {
  const templates = useTemplates();
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState("");
  const categoryParam = templateCategorySchema.safeParse(searchParams.get("category"));
  const category: TemplateCategory | "" = categoryParam.success ? categoryParam.data : "";
  const [previewing, setPreviewing] = useState<TemplateListItem | null>(null);
  const searchId = useId();
  const categoryId = useId();

  const all = templates.data ?? [];
  const categories = useMemo(
    () => templateCategorySchema.options.filter((option) => all.some((item) => item.category === option)),
    [all],
  );
  const shown = all.filter((item) => (!category || item.category === category) && matches(item, query));
  const library = shown.filter((item) => !item.custom);
  const own = shown.filter((item) => item.custom);
  const setCategory = (value: string) => setSearchParams(value ? { category: value } : {}, { replace: true });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{galleryTexts.title}</h1>
          <p className="mt-2 text-navy-600">{galleryTexts.intro}</p>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to={paths.customTemplate}>
            <FilePlus2 aria-hidden="true" />
            {galleryTexts.makeCustom}
          </Link>
        </Button>
      </header>

      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="grid w-full gap-1.5 sm:max-w-sm">
          <label htmlFor={searchId} className="text-sm font-semibold text-navy-900">
            {galleryTexts.searchLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-navy-400"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={galleryTexts.searchPlaceholder}
              autoComplete="off"
              className="pl-9"
            />
          </div>
        </div>
        <div className="grid w-full gap-1.5 sm:w-64">
          <label htmlFor={categoryId} className="text-sm font-semibold text-navy-900">
            {galleryTexts.categoryLabel}
          </label>
          <NativeSelect id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value="">{galleryTexts.allCategories}</option>
            {categories.map((option) => (
              <option key={option} value={option}>
                {categoryLabels[option]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>

      <div className="mt-6">
        {templates.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-52 rounded-2xl" />
            ))}
          </div>
        ) : templates.isError ? (
          <div
            role="alert"
            className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
          >
            <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
            <p className="flex-1 font-medium">{galleryTexts.loadFailed}</p>
            <Button variant="secondary" onClick={() => void templates.refetch()}>
              {galleryTexts.retry}
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-navy-200 bg-white p-6">
            <p role="status" className="font-medium text-navy-800">
              {galleryTexts.noResults}
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                setQuery("");
                setCategory("");
              }}
            >
              <X aria-hidden="true" />
              {galleryTexts.clearFilters}
            </Button>
          </div>
        ) : (
          <div className="grid gap-10">
            {library.length > 0 && (
              <section aria-labelledby="library-templates-heading">
                <h2 id="library-templates-heading" className="text-xl font-bold text-navy-900">
                  {galleryTexts.library}
                </h2>
                <div className="mt-4">
                  <TemplateGrid items={library} onPreview={setPreviewing} label={galleryTexts.library} />
                </div>
              </section>
            )}
            {own.length > 0 && (
              <section aria-labelledby="own-templates-heading">
                <h2 id="own-templates-heading" className="text-xl font-bold text-navy-900">
                  {galleryTexts.yourTemplates}
                </h2>
                <div className="mt-4">
                  <TemplateGrid items={own} onPreview={setPreviewing} label={galleryTexts.yourTemplates} />
                </div>
              </section>
            )}
          </div>
        )}
      </div>

      <GeneratedContracts />
      <TemplatePreviewDialog item={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}

function TemplateGrid({
  items,
  onPreview,
  label,
}: {
  items: TemplateListItem[];
  onPreview: (item: TemplateListItem) => void;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <TemplateCard key={item.id} item={item} onPreview={() => onPreview(item)} />
      ))}
    </ul>
  );
}

function TemplateCard({ item, onPreview }: { item: TemplateListItem; onPreview: () => void }) {
  const href = useTemplateHref(item);
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-teal-50 px-2 py-0.5 text-teal-800 ring-1 ring-teal-200 ring-inset">
          {categoryLabels[item.category]}
        </span>
        <span className="text-navy-500">
          {item.custom ? galleryTexts.custom : (jurisdictionLabels[item.jurisdiction] ?? item.jurisdiction)}
        </span>
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold text-navy-900">
        {item.title}
      </h3>
      <p className="mt-1 line-clamp-3 flex-1 text-sm leading-6 text-navy-600">{item.description}</p>
      <p className="mt-3 text-xs text-navy-500">{galleryTexts.fields(item.fieldCount)}</p>
      <div className="mt-4 flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={onPreview}
          aria-label={`${galleryTexts.preview} ${item.title}`}
        >
          {galleryTexts.preview}
        </Button>
        <Button asChild className="flex-1">
          <Link to={href} aria-label={`${galleryTexts.useTemplate}: ${item.title}`}>
            {galleryTexts.useTemplate}
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** Contracts made from templates: open (the contract view) or download again. */
function GeneratedContracts() {
  const generated = useGeneratedContracts();
  if (!generated.data || generated.data.length === 0) return null;
  return (
    <section aria-labelledby="generated-heading" className="mt-12">
      <h2 id="generated-heading" className="text-xl font-bold text-navy-900">
        {galleryTexts.made}
      </h2>
      <ul className="mt-4 divide-y divide-navy-100 overflow-hidden rounded-2xl border border-navy-100 bg-white">
        {generated.data.slice(0, 10).map((item) => (
          <li key={item.contractId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
            <FileText aria-hidden="true" className="hidden size-5 shrink-0 text-navy-400 sm:block" />
            <div className="min-w-0 flex-1">
              <Link
                to={paths.contract(item.contractId)}
                className="font-medium break-words text-navy-900 underline-offset-4 hover:underline"
              >
                {item.fileName}
              </Link>
              <p className="text-xs text-navy-500">
                {new Date(item.createdAt).toLocaleDateString("en-ZA", {
                  day: "numeric",
                  month: "long",
                  year: "numeric",
                })}
              </p>
            </div>
            {item.draftId && (
              <div className="flex gap-2">
                {(["docx", "pdf"] as const).map((format) => (
                  <Button key={format} asChild variant="secondary" size="sm">
                    <a
                      href={`/api/agent/drafts/${item.draftId}/export.${format}`}
                      download
                      aria-label={`Download ${item.fileName} as ${format === "docx" ? "Word" : "PDF"}`}
                    >
                      <FileDown aria-hidden="true" />
                      {format === "docx" ? "Word" : "PDF"}
                    </a>
                  </Button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
