import { type ReactNode, useId } from "react";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import { analyticsTexts } from "../texts";

export type FigureTable = { columns: string[]; rows: (string | number)[][] };

/**
 * One chart with its text alternative: a sentence that sums it up (the figure's description) and the
 * figures as a table behind "Show the figures as a table". The drawing itself is hidden from screen readers.
 */
export function ChartFigure({
  title,
  summary,
  note,
  table,
  empty = false,
  children,
}: {
  title: string;
  summary: string;
  note?: string;
  table: FigureTable;
  /** Nothing to draw: a plain "nothing in this range" instead of empty axes. */
  empty?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const summaryId = useId();
  return (
    <figure
      aria-labelledby={titleId}
      aria-describedby={summaryId}
      className="flex min-w-0 flex-col rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <h2 id={titleId} className="text-base font-semibold text-navy-900">
        {title}
      </h2>
      <figcaption id={summaryId} className="mt-1 text-sm text-navy-600">
        {summary}
        {note && <span className="mt-0.5 block text-xs text-navy-500">{note}</span>}
      </figcaption>
      {empty ? (
        <div
          aria-hidden="true"
          className="mt-4 grid h-60 place-items-center rounded-xl border border-dashed border-navy-200 bg-navy-50/50 text-sm text-navy-500"
        >
          {analyticsTexts.noData}
        </div>
      ) : (
        <div aria-hidden="true" className="mt-4 h-60 min-w-0">
          {children}
        </div>
      )}
      {table.rows.length > 0 && (
        <details className="group mt-3 text-sm">
          <summary className="cursor-pointer rounded font-semibold text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600">
            {analyticsTexts.showTable}
          </summary>
          <ScrollRegion
            aria-label={`${title}: ${analyticsTexts.tableLabel}`}
            className="mt-2 max-h-72 overflow-auto focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            <table className="w-full text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="sticky top-0 bg-white">
                <tr className="border-b border-navy-100 text-left text-xs text-navy-600">
                  {table.columns.map((column, index) => (
                    <th
                      key={column}
                      scope="col"
                      className={index === 0 ? "py-1.5 pr-3 font-medium" : "py-1.5 pr-3 text-right font-medium"}
                    >
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={String(row[0])} className="border-b border-navy-50 last:border-0">
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="py-1 pr-3 text-left font-medium text-navy-800">
                          {cell}
                        </th>
                      ) : (
                        <td key={index} className="py-1 pr-3 text-right tabular-nums text-navy-700">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      )}
    </figure>
  );
}
