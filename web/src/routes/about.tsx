import { Cpu, FileSearch, Scale, Sparkles } from "lucide-react";
import { Tabs } from "radix-ui";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { Button } from "../components/ui/button";
import {
  aboutFaq,
  featureCards,
  missionParagraphs,
  missionValues,
  technologyPoints,
  aboutTexts as texts,
} from "../features/about/about-content";
import { PublishedAccuracy } from "../features/about/published-accuracy";
import { paths } from "../paths";

const tabTrigger =
  "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-2 text-sm sm:px-4 font-semibold text-navy-600 transition-colors hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 data-[state=active]:bg-white data-[state=active]:text-navy-900 data-[state=active]:shadow-sm";

function CardGrid({ items }: { items: readonly { title: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-navy-900">{item.title}</h3>
          <p className="mt-2 text-sm leading-6 text-navy-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** /about — mission, features and technology tabs (technology with the published accuracy figures), then a short FAQ (SPEC §2). */
export default function AboutScreen() {
  return (
    <div className="w-full bg-slate-50">
      <section className="relative isolate overflow-hidden bg-navy-950 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(13,148,136,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(69,107,159,0.35),transparent_50%)]"
        />
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">{texts.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{texts.title}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-navy-100">{texts.intro}</p>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-10 sm:px-6">
        <Tabs.Root defaultValue="mission" className="grid gap-6">
          <Tabs.List
            aria-label={texts.tabsLabel}
            className="grid w-full grid-cols-3 gap-1 rounded-xl bg-navy-100/70 p-1 sm:flex sm:w-auto sm:justify-self-center"
          >
            <Tabs.Trigger value="mission" className={tabTrigger}>
              <Scale aria-hidden="true" className="hidden size-4 sm:block" />
              {texts.tabs.mission}
            </Tabs.Trigger>
            <Tabs.Trigger value="features" className={tabTrigger}>
              <Sparkles aria-hidden="true" className="hidden size-4 sm:block" />
              {texts.tabs.features}
            </Tabs.Trigger>
            <Tabs.Trigger value="technology" className={tabTrigger}>
              <Cpu aria-hidden="true" className="hidden size-4 sm:block" />
              {texts.tabs.technology}
            </Tabs.Trigger>
          </Tabs.List>

          <Tabs.Content value="mission" className="grid gap-8 outline-none">
            <div className="mx-auto grid max-w-3xl gap-4 text-base leading-7 text-navy-700">
              <h2 className="text-2xl font-semibold tracking-tight text-navy-900">{texts.tabs.mission}</h2>
              {missionParagraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <CardGrid items={missionValues} />
          </Tabs.Content>

          <Tabs.Content value="features" className="grid gap-6 outline-none">
            <h2 className="sr-only">{texts.tabs.features}</h2>
            <CardGrid items={featureCards} />
          </Tabs.Content>

          <Tabs.Content value="technology" className="grid gap-10 outline-none">
            <div className="grid gap-4">
              <h2 className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-navy-900">
                <FileSearch aria-hidden="true" className="size-6 text-teal-700" />
                {texts.tabs.technology}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {technologyPoints.map((point) => (
                  <li key={point.title} className="rounded-2xl border border-navy-100 bg-white p-5 shadow-sm">
                    <h3 className="font-semibold text-navy-900">{point.title}</h3>
                    <p className="mt-2 text-sm leading-6 text-navy-600">{point.text}</p>
                  </li>
                ))}
              </ul>
            </div>
            <PublishedAccuracy />
          </Tabs.Content>
        </Tabs.Root>

        <section aria-labelledby="about-faq-heading" className="mx-auto grid w-full max-w-3xl gap-4">
          <h2 id="about-faq-heading" className="text-2xl font-semibold tracking-tight text-navy-900">
            {texts.faqHeading}
          </h2>
          <Accordion
            type="single"
            collapsible
            className="overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm"
          >
            {aboutFaq.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger className="px-5 py-4 font-semibold text-navy-900">{item.question}</AccordionTrigger>
                <AccordionContent>
                  <p className="px-5 pb-5 text-[15px] leading-7 text-navy-700">{item.answer}</p>
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
          <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900">{texts.notLegalAdvice}</p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="dark">
              <Link to={paths.help}>{texts.ctaHelp}</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to={paths.contact}>{texts.ctaContact}</Link>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
