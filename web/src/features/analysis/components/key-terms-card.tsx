import type { ReactNode } from "react";
import type { KeyTerms } from "../../../../../common/analysis";
import { formatAmount, formatContractDate, formatDuration, isNotSure, sentenceCase } from "../format";
import { resultTexts } from "../texts";
import { NotSureChip } from "./not-sure-note";

type Row = { key: string; label: string; value: ReactNode; confidence: number };

function rowsOf(keyTerms: KeyTerms): Array<{ title: string; rows: Row[] }> {
  const groups: Array<{ title: string; rows: Row[] }> = [
    {
      title: resultTexts.parties,
      rows: keyTerms.parties.map((party, index) => ({
        key: `party-${index}`,
        label: party.role ?? resultTexts.parties,
        value: party.name,
        confidence: party.confidence,
      })),
    },
    {
      title: resultTexts.dates,
      rows: keyTerms.dates.map((date, index) => ({
        key: `date-${index}`,
        label: sentenceCase(date.label),
        value: formatContractDate(date.date),
        confidence: date.confidence,
      })),
    },
    {
      title: resultTexts.amounts,
      rows: keyTerms.amounts.map((amount, index) => ({
        key: `amount-${index}`,
        label: sentenceCase(amount.label),
        value: formatAmount(amount.value, amount.currency),
        confidence: amount.confidence,
      })),
    },
    {
      title: resultTexts.noticePeriods,
      rows: keyTerms.noticePeriods.map((notice, index) => ({
        key: `notice-${index}`,
        label: sentenceCase(notice.label),
        value: formatDuration(notice.period),
        confidence: notice.confidence,
      })),
    },
    {
      title: resultTexts.interestRates,
      rows: keyTerms.interestRates.map((rate, index) => ({
        key: `rate-${index}`,
        label: sentenceCase(rate.label),
        value: rate.text,
        confidence: rate.confidence,
      })),
    },
  ];
  const contractRows: Row[] = [];
  if (keyTerms.term) {
    const { start, end, length } = keyTerms.term;
    const span = [start && formatContractDate(start), end && formatContractDate(end)].filter(Boolean).join(" – ");
    const value = [length && formatDuration(length), span && `(${span})`].filter(Boolean).join(" ");
    contractRows.push({
      key: "term",
      label: resultTexts.term,
      value: value || resultTexts.noneFound,
      confidence: keyTerms.term.confidence,
    });
  }
  if (keyTerms.renewal) {
    const { automatic, length, noticePeriod } = keyTerms.renewal;
    const details = [length && formatDuration(length), noticePeriod && `${formatDuration(noticePeriod)} notice`]
      .filter(Boolean)
      .join(", ");
    contractRows.push({
      key: "renewal",
      label: resultTexts.renewal,
      value: `${automatic ? resultTexts.automaticRenewal : resultTexts.noAutomaticRenewal}${details ? ` (${details})` : ""}`,
      confidence: keyTerms.renewal.confidence,
    });
  }
  if (keyTerms.governingLaw) {
    contractRows.push({
      key: "law",
      label: resultTexts.governingLaw,
      value: keyTerms.governingLaw.value,
      confidence: keyTerms.governingLaw.confidence,
    });
  }
  groups.unshift({ title: resultTexts.termsGroup, rows: contractRows });
  return groups.filter((group) => group.rows.length > 0);
}

/** The contract's key terms as short labelled lists; a term read with low confidence says "Not sure". */
export function KeyTermsCard({ keyTerms }: { keyTerms: KeyTerms }) {
  const groups = rowsOf(keyTerms);
  if (groups.length === 0) return <p className="text-sm text-navy-600">{resultTexts.noneFound}</p>;
  return (
    <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className="text-xs font-semibold tracking-wide text-navy-500 uppercase">{group.title}</h3>
          <dl className="mt-2 divide-y divide-navy-100">
            {group.rows.map((row) => (
              <div key={row.key} className="py-2">
                <dt className="text-xs font-medium text-navy-500">{row.label}</dt>
                <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-navy-900">
                  {row.value}
                  {isNotSure(row.confidence) && (
                    <NotSureChip title={`${resultTexts.notSureHint} ${resultTexts.confidence(row.confidence)}`} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}
