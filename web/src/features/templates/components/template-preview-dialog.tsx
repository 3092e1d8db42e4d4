import { Link } from "react-router";
import type { TemplateListItem } from "../../../../../common/api/templates";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "../../../components/ui/dialog";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { Skeleton } from "../../../components/ui/skeleton";
import { useTemplate } from "../api/get-template";
import { useTemplateSample } from "../api/preview-template";
import { stepsOf } from "../form-values";
import { categoryLabels, galleryTexts, jurisdictionLabels } from "../texts";
import { DocumentPreview } from "./document-preview";

export function useTemplateHref(item: Pick<TemplateListItem, "id" | "custom">): string {
  return item.custom
    ? `/new-custom-contract?template=${encodeURIComponent(item.id)}`
    : `/contract-builder?template=${encodeURIComponent(item.id)}`;
}

/** The gallery's preview: what the template is for, the questions it asks (by step), and a sample of the document. */
export function TemplatePreviewDialog({ item, onClose }: { item: TemplateListItem | null; onClose: () => void }) {
  const detail = useTemplate(item?.id ?? null);
  const sample = useTemplateSample(item?.id ?? null);
  const href = useTemplateHref(item ?? { id: "", custom: false });
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[calc(100dvh-2rem)] max-w-4xl flex-col gap-0 overflow-hidden p-0">
        <div className="border-b border-navy-100 p-5 pr-6 sm:p-6">
          <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">
            {item
              ? `${categoryLabels[item.category]} · ${jurisdictionLabels[item.jurisdiction] ?? item.jurisdiction}`
              : null}
          </p>
          <DialogTitle className="mt-1 text-xl">{item?.title}</DialogTitle>
          <DialogDescription className="mt-1">{item?.description || galleryTexts.custom}</DialogDescription>
        </div>
        <div className="grid min-h-0 flex-1 overflow-y-auto md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:overflow-hidden">
          <ScrollRegion
            aria-labelledby="template-fields-heading"
            className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 border-b border-navy-100 p-5 sm:p-6 md:overflow-y-auto md:border-r md:border-b-0"
          >
            <h3 id="template-fields-heading" className="text-sm font-semibold text-navy-900">
              {galleryTexts.previewFields}
            </h3>
            {detail.isPending ? (
              <div className="mt-3 grid gap-2">
                <Skeleton className="h-4 w-3/4" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-4 w-1/2" />
              </div>
            ) : detail.data ? (
              <div className="mt-3 grid gap-4">
                {stepsOf(detail.data.fields).map((step) => (
                  <div key={step.name}>
                    <h4 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{step.name}</h4>
                    <ul className="mt-1.5 grid gap-1 text-sm text-navy-800">
                      {step.fields.map((field) => (
                        <li key={field.key} className="flex items-baseline gap-2">
                          <span
                            aria-hidden="true"
                            className="size-1.5 shrink-0 translate-y-[-1px] rounded-full bg-teal-600"
                          />
                          <span>
                            {field.label}
                            {!field.required && <span className="text-navy-500"> (optional)</span>}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            ) : null}
          </ScrollRegion>
          <ScrollRegion
            aria-labelledby="template-sample-heading"
            className="focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-600 bg-slate-50 p-5 sm:p-6 md:overflow-y-auto"
          >
            <h3 id="template-sample-heading" className="text-sm font-semibold text-navy-900">
              {galleryTexts.previewSample}
            </h3>
            <p className="text-sm text-navy-600">{galleryTexts.previewSampleHint}</p>
            <div className="mt-3 rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
              {sample.data ? (
                <DocumentPreview document={sample.data.document} labelledBy="template-sample-heading" />
              ) : (
                <div className="grid gap-2">
                  <Skeleton className="mx-auto h-5 w-2/3" />
                  <Skeleton className="h-4 w-full" />
                  <Skeleton className="h-4 w-5/6" />
                  <Skeleton className="h-4 w-4/6" />
                </div>
              )}
            </div>
          </ScrollRegion>
        </div>
        <DialogFooter className="mt-0 border-t border-navy-100 p-4 sm:px-6">
          <DialogClose asChild>
            <Button variant="secondary">{galleryTexts.close}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={href}>{galleryTexts.useTemplate}</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
