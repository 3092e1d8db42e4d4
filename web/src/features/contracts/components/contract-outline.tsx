import { ChevronRight } from "lucide-react";
import { type MouseEvent, useState } from "react";
import type { Clause } from "../../../../../common/document";
import { cn } from "../../../lib/cn";
import { anchorStartOf, clauseAnchorId, clauseOutlineLabel } from "../clause-segments";
import { contractViewTexts } from "../texts";

type ContractOutlineProps = {
  clauses: readonly Clause[];
  textLength: number;
  activeStart: number | null;
  onNavigate: (start: number) => void;
};

/** The clause tree as links into the text; sub-clauses fold under a disclosure button per clause. */
export function ContractOutline({ clauses, textLength, activeStart, onNavigate }: ContractOutlineProps) {
  if (clauses.length === 0) return <p className="px-1 text-sm text-navy-600">{contractViewTexts.noOutline}</p>;
  return (
    <OutlineLevel
      clauses={clauses}
      depth={0}
      textLength={textLength}
      activeStart={activeStart}
      onNavigate={onNavigate}
    />
  );
}

function OutlineLevel({ clauses, depth, ...rest }: ContractOutlineProps & { depth: number }) {
  return (
    <ol className={cn("grid gap-0.5", depth > 0 && "mt-0.5 ml-3 border-l border-navy-100 pl-2")}>
      {clauses.map((clause, index) => (
        <OutlineItem key={`${clause.start}-${index}`} clause={clause} depth={depth} {...rest} />
      ))}
    </ol>
  );
}

function OutlineItem({
  clause,
  depth,
  textLength,
  activeStart,
  onNavigate,
}: Omit<ContractOutlineProps, "clauses"> & { clause: Clause; depth: number }) {
  const [open, setOpen] = useState(false);
  const start = anchorStartOf(clause, textLength);
  const label = clauseOutlineLabel(clause);
  const active = activeStart === start;
  const hasChildren = clause.children.length > 0;
  const name = [label.number, label.title].filter(Boolean).join(" ");

  function follow(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onNavigate(start);
  }

  return (
    <li>
      <div className="flex items-start gap-0.5">
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-label={open ? contractViewTexts.hideSubClauses(name) : contractViewTexts.showSubClauses(name)}
            onClick={() => setOpen((value) => !value)}
            className="mt-1 grid size-6 shrink-0 place-items-center rounded text-navy-500 hover:bg-navy-50 hover:text-navy-800"
          >
            <ChevronRight aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-90")} />
          </button>
        ) : (
          <span aria-hidden="true" className="size-6 shrink-0" />
        )}
        <a
          href={`#${clauseAnchorId(start)}`}
          onClick={follow}
          aria-current={active ? "location" : undefined}
          className={cn(
            "flex min-w-0 flex-1 gap-1.5 rounded-md px-2 py-1 text-sm leading-5 transition-colors",
            active ? "bg-teal-50 font-semibold text-teal-900" : "text-navy-700 hover:bg-navy-50 hover:text-navy-900",
            depth === 0 && !active && "font-medium text-navy-800",
          )}
        >
          {label.number && <span className="shrink-0 tabular-nums text-navy-500">{label.number}</span>}
          <span className="min-w-0">{label.title}</span>
        </a>
      </div>
      {hasChildren && open && (
        <OutlineLevel
          clauses={clause.children}
          depth={depth + 1}
          textLength={textLength}
          activeStart={activeStart}
          onNavigate={onNavigate}
        />
      )}
    </li>
  );
}
