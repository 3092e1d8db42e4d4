import { CircleAlert, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { errorMessageOf } from "../../../lib/error-message";
import { errorStatus } from "../../../lib/http";
import { paths } from "../../../paths";
import { adminAccessTexts } from "../texts";

/** What an admin screen shows when its data did not load: "administrators only" for 403, else the error with a retry. */
export function AdminLoadError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (errorStatus(error) === 403) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      >
        <p className="flex items-center gap-2 font-semibold">
          <ShieldAlert aria-hidden="true" className="size-5 text-amber-700" />
          {adminAccessTexts.forbiddenTitle}
        </p>
        <p>{adminAccessTexts.forbidden}</p>
        <Button asChild variant="secondary">
          <Link to={paths.home}>{adminAccessTexts.goHome}</Link>
        </Button>
      </div>
    );
  }
  const message = errorMessageOf(error);
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-700" />
      <p className="flex-1">
        <span className="font-semibold">{adminAccessTexts.loadFailed}</span> {message}
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying}>
        {adminAccessTexts.retry}
      </Button>
    </div>
  );
}
