import { FlaskConical } from "lucide-react";
import { betaProgramme } from "../../../../../common/plans";
import { Button } from "../../../components/ui/button";
import { errorMessageOf } from "../../../lib/error-message";
import { toast } from "../../toast/api/toast-store";
import { useBetaProgramme, useJoinBeta } from "../api/beta";
import { betaTexts } from "../texts";

/** For Free users while beta places remain (GET /api/beta): one click joins (POST /api/beta/join). */
export function JoinBetaCard() {
  const programme = useBetaProgramme();
  const join = useJoinBeta();
  if (!programme.data || programme.data.placesLeft === 0) return null;
  const { months, testers, placesLeft } = programme.data;

  return (
    <section
      aria-labelledby="join-beta-heading"
      className="flex flex-col gap-4 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="hidden size-11 shrink-0 place-items-center rounded-full bg-teal-50 text-teal-700 sm:grid"
      >
        <FlaskConical className="size-5" />
      </span>
      <div className="flex-1">
        <h2 id="join-beta-heading" className="text-lg font-semibold text-navy-900">
          {betaTexts.joinTitle}
        </h2>
        <p className="mt-1 text-sm leading-6 text-navy-700">
          {betaTexts.joinText(months, betaProgramme.extraAnalyses, betaProgramme.extraGenerations, placesLeft, testers)}
        </p>
      </div>
      <Button
        variant="secondary"
        disabled={join.isPending}
        aria-busy={join.isPending || undefined}
        onClick={() =>
          join.mutate(undefined, {
            onSuccess: () => toast({ type: "success", title: betaTexts.title }),
            onError: (error) =>
              toast({ type: "error", title: betaTexts.joinFailed, description: errorMessageOf(error) }),
          })
        }
      >
        {join.isPending ? betaTexts.joining : betaTexts.join}
      </Button>
    </section>
  );
}
