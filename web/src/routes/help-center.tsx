import { LifeBuoy, Search, SearchX, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../components/ui/accordion";
import { Button } from "../components/ui/button";
import { Input } from "../components/ui/input";
import { ShareBar } from "../features/help/components/share-bar";
import { faqItems, searchFaq } from "../features/help/faq";
import { helpTexts as texts } from "../features/help/texts";
import { paths } from "../paths";

/** /help and /help-center — live search over the FAQ, a single-open accordion, Contact Support and a share bar (SPEC §2). */
export default function HelpCenterScreen() {
  const [query, setQuery] = useState("");
  const [openItem, setOpenItem] = useState("");
  const results = searchFaq(faqItems, query);

  return (
    <div className="w-full bg-slate-50">
      <section className="border-b border-navy-100 bg-white">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:px-6 sm:py-16">
          <span
            aria-hidden="true"
            className="mx-auto grid size-12 place-items-center rounded-2xl bg-teal-50 text-teal-700"
          >
            <LifeBuoy className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">{texts.title}</h1>
          <p className="mt-3 text-base leading-7 text-navy-600">{texts.intro}</p>
          <search className="mx-auto mt-8 block max-w-xl">
            <form className="flex gap-2" onSubmit={(event) => event.preventDefault()}>
              <label htmlFor="help-search" className="sr-only">
                {texts.searchLabel}
              </label>
              <div className="relative flex-1">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-navy-400"
                />
                <Input
                  id="help-search"
                  type="search"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  placeholder={texts.searchPlaceholder}
                  autoComplete="off"
                  className="pl-10 [&::-webkit-search-cancel-button]:hidden"
                />
              </div>
              <Button variant="secondary" className="h-11" onClick={() => setQuery("")} disabled={query === ""}>
                <X aria-hidden="true" />
                {texts.clear}
              </Button>
            </form>
          </search>
        </div>
      </section>

      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6">
        <section aria-labelledby="faq-heading">
          <div className="flex items-baseline justify-between gap-4">
            <h2 id="faq-heading" className="text-lg font-semibold text-navy-900">
              {texts.faqHeading}
            </h2>
            <p role="status" className="shrink-0 text-sm whitespace-nowrap text-navy-500">
              {texts.resultCount(results.length, faqItems.length)}
            </p>
          </div>
          {results.length === 0 ? (
            <div className="mt-4 flex flex-col items-center gap-2 rounded-2xl border border-dashed border-navy-200 bg-white px-6 py-10 text-center">
              <SearchX aria-hidden="true" className="size-8 text-navy-300" />
              <p className="font-semibold text-navy-900">{texts.noResults}</p>
              <p className="text-sm text-navy-600">{texts.noResultsHint}</p>
            </div>
          ) : (
            <Accordion
              type="single"
              collapsible
              value={openItem}
              onValueChange={setOpenItem}
              className="mt-4 overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm"
            >
              {results.map((item) => (
                <AccordionItem key={item.id} value={item.id}>
                  <AccordionTrigger className="px-5 py-4 font-semibold text-navy-900">{item.question}</AccordionTrigger>
                  <AccordionContent>
                    <p className="px-5 pb-5 text-[15px] leading-7 text-navy-700">{item.answer}</p>
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          )}
        </section>

        <section
          aria-labelledby="still-need-help"
          className="flex flex-col gap-4 rounded-2xl bg-navy-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="still-need-help" className="text-lg font-semibold">
              {texts.stillNeedHelp}
            </h2>
            <p className="mt-1 text-sm leading-6 text-navy-100">{texts.stillNeedHelpText}</p>
          </div>
          <Button asChild variant="primary" size="lg" className="shrink-0">
            <Link to={paths.contact}>{texts.contactSupport}</Link>
          </Button>
        </section>

        <div className="rounded-2xl border border-navy-100 bg-white p-5">
          <ShareBar heading={texts.shareHeading} title={texts.shareTitle} message={texts.shareMessage} />
        </div>
      </div>
    </div>
  );
}
