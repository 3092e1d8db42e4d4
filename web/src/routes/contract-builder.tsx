import { LayoutTemplate } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { TemplateBuilder } from "../features/templates/components/template-builder";
import { builderTexts, galleryTexts } from "../features/templates/texts";
import { paths } from "../paths";

/** /contract-builder?template=<id>: the multi-step form for a template with its live preview. */
export default function ContractBuilderScreen() {
  const [searchParams] = useSearchParams();
  const templateId = searchParams.get("template");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {templateId ? (
        <TemplateBuilder
          templateId={templateId}
          backLink={{ to: paths.templates, label: builderTexts.browseTemplates }}
        />
      ) : (
        <div className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-2xl border border-navy-100 bg-white p-8 text-center shadow-sm">
          <LayoutTemplate aria-hidden="true" className="size-10 text-teal-700" />
          <h1 className="text-2xl font-bold text-navy-900">{builderTexts.title}</h1>
          <p className="text-navy-600">{builderTexts.chooseTemplate}</p>
          <Button asChild>
            <Link to={paths.templates}>{galleryTexts.title}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
