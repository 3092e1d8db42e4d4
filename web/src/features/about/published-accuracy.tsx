import { Gauge } from "lucide-react";
import { publishedAccuracy } from "../../../../common/published-accuracy";
import { publishedAccuracyTexts as texts } from "./published-accuracy-texts";

interface Figure {
  label: string;
  value: number;
  meaning: string;
}

interface FigureGroup {
  id: string;
  title: string;
  source: string;
  measuredAt: string;
  figures: Figure[];
}

/** The latest committed eval figures (evals/baselines, via common/published-accuracy.ts) with what they mean. */
export function PublishedAccuracy() {
  const { cuad, findings, qa } = publishedAccuracy;
  const groups: FigureGroup[] = [
    {
      id: "cuad",
      title: texts.cuadTitle,
      source: texts.cuadSource(cuad.contracts),
      measuredAt: cuad.measuredAt,
      figures: [
        { label: texts.presenceLabel, value: cuad.presenceMacroF1, meaning: texts.presenceMeaning },
        { label: texts.spanLabel, value: cuad.spanMicroF1, meaning: texts.spanMeaning },
      ],
    },
    {
      id: "findings",
      title: texts.findingsTitle,
      source: texts.findingsSource(findings.contracts),
      measuredAt: findings.measuredAt,
      figures: [
        { label: texts.recallLabel, value: findings.recall, meaning: `${texts.recallMeaning} ${texts.tunedNote}` },
        { label: texts.precisionLabel, value: findings.precision, meaning: texts.precisionMeaning },
        ...beforeTuningFigures(findings),
      ],
    },
    {
      id: "qa",
      title: texts.qaTitle,
      source: texts.qaSource(qa.questions),
      measuredAt: qa.measuredAt,
      figures: [{ label: texts.recallAt3Label, value: qa.recallAt3, meaning: texts.recallAt3Meaning }],
    },
  ];

  return (
    <section aria-labelledby="published-accuracy-title" className="grid gap-6">
      <div className="grid gap-2">
        <h2
          id="published-accuracy-title"
          className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-navy-950"
        >
          <Gauge aria-hidden="true" className="size-6 text-teal-700" />
          {texts.title}
        </h2>
        <p className="max-w-3xl text-base leading-7 text-navy-700">{texts.intro}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {groups.map((group) => (
          <article
            key={group.id}
            aria-labelledby={`published-accuracy-${group.id}`}
            className="grid content-start gap-4 rounded-2xl border border-navy-100 bg-white p-5 shadow-sm"
          >
            <header className="grid gap-1">
              <h3 id={`published-accuracy-${group.id}`} className="text-lg font-semibold text-navy-950">
                {group.title}
              </h3>
              <p className="text-sm leading-6 text-navy-700">{group.source}</p>
              <p className="text-sm font-medium text-navy-600">
                <time dateTime={group.measuredAt}>{texts.measuredOn(formatDate(group.measuredAt))}</time>
              </p>
            </header>
            <dl className="grid gap-4">
              {group.figures.map((figure) => (
                <div key={figure.label} className="grid gap-1">
                  <dt className="text-sm font-medium text-navy-800">{figure.label}</dt>
                  <dd className="grid gap-2">
                    <span className="text-3xl font-bold tabular-nums text-navy-950">{formatPercent(figure.value)}</span>
                    <span aria-hidden="true" className="block h-2 overflow-hidden rounded-full bg-navy-100">
                      <span
                        className="block h-full rounded-full bg-teal-600"
                        style={{ width: `${Math.round(figure.value * 100)}%` }}
                      />
                    </span>
                    <span className="text-sm leading-6 text-navy-700">{figure.meaning}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </article>
        ))}
      </div>
      <p className="text-sm leading-6 text-navy-600">{texts.caveat}</p>
    </section>
  );
}

/** The figure measured before tuning, on the contracts that were new to the review, when it was recorded. */
function beforeTuningFigures(findings: typeof publishedAccuracy.findings): Figure[] {
  const before = findings.beforeTuning;
  if (!before || before.newContractsRecall === null || !findings.newContracts) return [];
  return [
    {
      label: texts.beforeTuningLabel,
      value: before.newContractsRecall,
      meaning: texts.beforeTuningMeaning(
        findings.newContracts.contracts,
        formatPercent(before.newContractsRecall),
        formatPercent(findings.newContracts.recall),
      ),
    },
  ];
}

function formatPercent(value: number): string {
  return `${Math.round(value * 100)}%`;
}

/** "2026-11-23" → "23 November 2026" (South African order), independent of the runtime's time zone. */
function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-ZA", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
