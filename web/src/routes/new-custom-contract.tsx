import { useQueryClient } from "@tanstack/react-query";
import { FilePlus2, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { CustomTemplateDetail } from "../../../common/api/templates";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogDestructiveButton,
  AlertDialogFooter,
  AlertDialogTitle,
} from "../components/ui/alert-dialog";
import { Button } from "../components/ui/button";
import { Skeleton } from "../components/ui/skeleton";
import { deleteCustomTemplate } from "../features/templates/api/delete-custom-template";
import { customTemplatesQueryKey, useCustomTemplates } from "../features/templates/api/get-custom-templates";
import { templatesQueryKey } from "../features/templates/api/get-templates";
import { TemplateBuilder } from "../features/templates/components/template-builder";
import { categoryLabels, customTexts, galleryTexts, newCustomTexts } from "../features/templates/texts";
import { toast } from "../features/toast/api/toast-store";
import { paths } from "../paths";

/** /new-custom-contract: pick one of your own templates, fill it in, preview, generate and export. */
export default function NewCustomContractScreen() {
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get("template");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {templateId ? (
        <TemplateBuilder
          templateId={templateId}
          backLink={{ to: paths.newCustomContract(), label: customTexts.myTemplates }}
        />
      ) : (
        <PickTemplate />
      )}
    </div>
  );
}

function PickTemplate() {
  const templates = useCustomTemplates();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<CustomTemplateDetail | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteCustomTemplate(deleting.id);
      toast({ type: "success", title: customTexts.deleted, description: deleting.title });
      void queryClient.invalidateQueries({ queryKey: customTemplatesQueryKey });
      void queryClient.invalidateQueries({ queryKey: templatesQueryKey });
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{newCustomTexts.title}</h1>
          <p className="mt-2 text-navy-600">{newCustomTexts.intro}</p>
        </div>
        <Button asChild variant="secondary" className="self-start sm:self-auto">
          <Link to={paths.customTemplate}>
            <FilePlus2 aria-hidden="true" />
            {newCustomTexts.makeOne}
          </Link>
        </Button>
      </header>
      <div className="mt-8">
        {templates.isPending ? (
          <Skeleton className="h-40 rounded-2xl" />
        ) : !templates.data || templates.data.length === 0 ? (
          <div className="flex flex-col items-start gap-3 rounded-2xl border border-dashed border-navy-200 bg-white p-6">
            <p className="font-medium text-navy-800">{newCustomTexts.empty}</p>
            <Button asChild>
              <Link to={paths.customTemplate}>{newCustomTexts.makeOne}</Link>
            </Button>
          </div>
        ) : (
          <ul aria-label={newCustomTexts.pick} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {templates.data.map((template) => (
              <li key={template.id} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
                <p className="text-xs font-semibold text-teal-800">{categoryLabels[template.category]}</p>
                <h2 className="mt-2 text-lg font-semibold text-navy-900">{template.title}</h2>
                {template.description && (
                  <p className="mt-1 line-clamp-3 text-sm text-navy-600">{template.description}</p>
                )}
                <p className="mt-2 flex-1 text-xs text-navy-500">
                  {template.fields.map((field) => field.label).join(" · ")}
                </p>
                <div className="mt-4 flex gap-2">
                  <Button asChild className="flex-1">
                    <Link
                      to={paths.newCustomContract(template.id)}
                      aria-label={`${galleryTexts.useTemplate}: ${template.title}`}
                    >
                      {galleryTexts.useTemplate}
                    </Link>
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={customTexts.deleteTemplate(template.title)}
                    onClick={() => setDeleting(template)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && !busy && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogTitle>{deleting ? customTexts.deleteTemplate(deleting.title) : ""}?</AlertDialogTitle>
          <AlertDialogDescription>
            Contracts you already made from it stay in your contracts and History.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>{customTexts.cancel}</AlertDialogCancel>
            <AlertDialogDestructiveButton onClick={() => void confirmDelete()} disabled={busy}>
              {deleting ? customTexts.deleteTemplate(deleting.title) : ""}
            </AlertDialogDestructiveButton>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </>
  );
}
