import { Button } from "../../../components/ui/button";
import { commonTexts } from "../texts";

/** "21–40 of 57" with Previous / Next. `count` is how many rows this page shows; `total` may be unknown (null). */
export function Pager({
  offset,
  pageSize,
  count,
  total,
  onChange,
}: {
  offset: number;
  pageSize: number;
  count: number;
  total: number | null;
  onChange: (offset: number) => void;
}) {
  const hasNext = total === null ? count === pageSize : offset + count < total;
  if (offset === 0 && !hasNext) return null;
  return (
    <div className="mt-4 flex items-center justify-between gap-3">
      <p className="text-sm text-navy-600" aria-live="polite">
        {total === null
          ? `${offset + 1}–${offset + count}`
          : commonTexts.pageOf(count ? offset + 1 : 0, offset + count, total)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          {commonTexts.previous}
        </Button>
        <Button variant="secondary" size="sm" disabled={!hasNext} onClick={() => onChange(offset + pageSize)}>
          {commonTexts.next}
        </Button>
      </div>
    </div>
  );
}
