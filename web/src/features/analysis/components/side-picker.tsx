import { RotateCcw, UserRound } from "lucide-react";
import { useId, useState } from "react";
import type { AnalysisResult } from "../../../../../common/analysis";
import { Button } from "../../../components/ui/button";
import { NativeSelect } from "../../../components/ui/native-select";
import { resultTexts } from "../texts";

type SidePickerProps = {
  sides: AnalysisResult["sides"];
  /** Runs the analysis again from the chosen side. */
  onChoose: (sideId: string) => void;
  pending: boolean;
  error: string | null;
};

/**
 * "Your side": the parties found in the contract. Choosing one and pressing the button runs the
 * analysis again from that side — a button rather than on-change, so arrowing through the list
 * with the keyboard never starts a new analysis by accident.
 */
export function SidePicker({ sides, onChoose, pending, error }: SidePickerProps) {
  const selectId = useId();
  const hintId = useId();
  const current = sides.used?.id ?? "";
  const [chosen, setChosen] = useState(current);

  return (
    <div className="grid gap-3">
      <p className="flex items-start gap-2 text-sm text-navy-800">
        <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
        <span data-testid="side-used">
          {sides.used ? resultTexts.readFor(sides.used.label, sides.used.partyName) : resultTexts.readNeutral}
        </span>
      </p>
      {sides.candidates.length === 0 ? (
        <p className="text-sm text-navy-600">{resultTexts.noSides}</p>
      ) : (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen && chosen !== current) onChoose(chosen);
          }}
        >
          <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
            {resultTexts.chooseSide}
          </label>
          <NativeSelect
            id={selectId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            aria-describedby={hintId}
            disabled={pending}
          >
            {!sides.used && <option value="">{resultTexts.readNeutral}</option>}
            {sides.candidates.map((side) => (
              <option key={side.id} value={side.id}>
                {resultTexts.sideOption(side.label, side.partyName)}
              </option>
            ))}
          </NativeSelect>
          <p id={hintId} className="text-xs text-navy-500">
            {resultTexts.yourSideHint}
          </p>
          <Button
            type="submit"
            variant="secondary"
            disabled={pending || !chosen || chosen === current}
            className="justify-self-start"
          >
            <RotateCcw aria-hidden="true" />
            {resultTexts.reanalyzeFromSide}
          </Button>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
