import { FileQuestion } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { shellTexts } from "../features/shell/texts";
import { paths } from "../paths";

export default function NotFoundScreen() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-6 grid size-14 place-items-center rounded-full bg-navy-50">
          <FileQuestion aria-hidden="true" className="size-7 text-navy-500" />
        </div>
        <h1 className="text-3xl font-bold tracking-tight text-navy-900">{shellTexts.notFound}</h1>
        <p className="mt-3 text-navy-600">{shellTexts.notFoundHint}</p>
        <Button asChild className="mt-8">
          <Link to={paths.home}>{shellTexts.goHome}</Link>
        </Button>
      </div>
    </div>
  );
}
