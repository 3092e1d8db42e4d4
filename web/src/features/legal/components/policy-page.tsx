import type { ReactNode } from "react";
import { ScrollRegion } from "../../../components/ui/scroll-region";
import type { PolicyBlock, PolicyDocument } from "../content/policy-document";
import { legalTexts } from "../texts";

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  if ("list" in block) {
    return (
      <ul className="list-disc space-y-2 pl-5 marker:text-teal-600">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { head, rows } = block.table;
  return (
    <>
      {/* a phone gets one card per row; wider screens the table */}
      <ul className="grid gap-3 sm:hidden">
        {rows.map((row) => (
          <li key={row.join("|")} className="rounded-xl border border-navy-100 p-4">
            <p className="font-semibold break-words text-navy-900">{row[0]}</p>
            <dl className="mt-2 grid gap-1.5 text-sm">
              {row.slice(1).map((cell, index) => (
                <div key={index}>
                  <dt className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{head[index + 1]}</dt>
                  <dd className="text-navy-700">{cell}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <ScrollRegion
        aria-label={legalTexts.tableRegion(head.join(", "))}
        className="hidden overflow-x-auto rounded-xl border border-navy-100 focus-visible:outline-2 focus-visible:outline-teal-600 sm:block"
      >
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {head.map((cell) => (
                <th key={cell} scope="col" className="px-3 py-2 font-semibold">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join("|")} className="border-t border-navy-100 align-top">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={index} scope="row" className="px-3 py-2 font-medium break-words text-navy-900">
                      {cell}
                    </th>
                  ) : (
                    <td key={index} className="px-3 py-2 text-navy-700">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

/** A policy document: title, date, summary, a table of contents and the sections; `children` go after the last section. */
export function PolicyPage({ document, children }: { document: PolicyDocument; children?: ReactNode }) {
  return (
    <div className="w-full bg-slate-50">
      <header className="border-b border-navy-100 bg-white">
        <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:max-w-6xl">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{legalTexts.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{document.title}</h1>
          <p className="mt-2 text-sm text-navy-500">{legalTexts.lastUpdated(document.lastUpdated)}</p>
          <p className="mt-5 max-w-3xl text-base leading-7 text-navy-700">{document.summary}</p>
        </div>
      </header>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:max-w-6xl lg:grid-cols-[15rem_1fr]">
        <nav aria-label={legalTexts.contents} className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="text-sm font-semibold text-navy-900">{legalTexts.contents}</h2>
          <ol className="mt-3 grid gap-1.5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="rounded text-navy-600 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-600"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="grid min-w-0 gap-8 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm sm:p-8">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-6">
              <h2 id={`${section.id}-heading`} className="text-lg font-semibold text-navy-900">
                {section.heading}
              </h2>
              <div className="mt-3 grid gap-3 text-[15px] leading-7 text-navy-700">
                {section.blocks.map((block, index) => (
                  <Block key={index} block={block} />
                ))}
              </div>
            </section>
          ))}
          {children}
        </article>
      </div>
    </div>
  );
}
