import { Link } from "react-router";
import { CustomTemplateEditor } from "../features/templates/components/custom-template-editor";
import { customTexts } from "../features/templates/texts";
import { paths } from "../paths";

/** /custom-template: turn your own contract into a private template. */
export default function CustomTemplateScreen() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-navy-900">{customTexts.title}</h1>
          <p className="mt-2 text-navy-600">{customTexts.intro}</p>
        </div>
        <Link
          to={paths.newCustomContract()}
          className="text-sm font-semibold text-teal-800 underline-offset-4 hover:underline"
        >
          {customTexts.myTemplates}
        </Link>
      </header>
      <CustomTemplateEditor />
    </div>
  );
}
