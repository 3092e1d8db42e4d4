import { CONSTITUTION, CPA, law, NCA, RHA } from "../../law";
import { type CreditType, interestCap, maxInitiationFee, NCA_FEES, repoRate, SHORT_TERM_CREDIT } from "../law-numbers";
import { SUPPLIER_SIDES } from "./consumer";
import { boundBy, type ClauseFacts, type Detector, formatMonths, has, rand, shortestDays, whoMay } from "./facts";

const PIE = "Prevention of Illegal Eviction from and Unlawful Occupation of Land Act 19 of 1998";

/** The credit type of the contract, from what it says about itself. */
export function creditTypeOf(facts: ClauseFacts): CreditType {
  const source = facts.clause.contract.source;
  if (/mortgage bond|home loan/i.test(source)) return "mortgage";
  if (/credit card|overdraft|credit facility|revolving credit|store card/i.test(source)) return "credit_facility";
  if (/short[- ]term credit/i.test(source)) return "short_term";
  const principal = principalOf(source);
  const loan = /\bloan\b|\bborrow/i.test(source);
  const secured =
    /instalment (?:sale )?agreement|ownership (?:shall )?(?:remain|pass)|reservation of ownership|lease agreement|pledge|mortgage|\bsecured\b|security for/i.test(
      source,
    );
  if (loan && !secured && principal !== null && principal <= SHORT_TERM_CREDIT.maxAmount) {
    const months = Math.max(
      0,
      ...[...source.matchAll(/(\d+)\s*(?:\(\w+\)\s*)?(?:monthly )?(?:instalments|months)/gi)].map((m) => Number(m[1])),
    );
    if (months > 0 && months <= SHORT_TERM_CREDIT.maxMonths) return "short_term";
  }
  if (loan && !secured) return "unsecured";
  if (!loan && !secured && /overdue|late payment|arrear/i.test(facts.text)) return "incidental";
  return "other";
}

/** The principal debt or amount financed, when the contract states it. */
export function principalOf(source: string): number | null {
  const match =
    /(?:principal (?:debt|amount|sum)|loan amount|amount (?:of the loan|financed|borrowed|advanced|lent)|capital (?:amount|sum)|credit (?:amount|advanced)|lend (?:you|the borrower)|the sum of)[^.\n]{0,60}?R\s?(\d{1,3}(?:[ \u00a0,.]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?)/i.exec(
      source,
    );
  if (!match) return null;
  const figure = match[1]!
    .replace(/[ \u00a0]/g, "")
    .replace(/,(\d{2})$/, ".$1")
    .replace(/,/g, "");
  const value = Number(figure);
  return Number.isFinite(value) ? value : null;
}

/** An identity document, a bank, debit or grant card, or the PIN or code that opens it. */
const PAYMENT_INSTRUMENT =
  /\b(?:bank|debit|credit|atm|cash|sassa|grant|pension|salary|payment|cheque)\s?cards?\b|\bcards?\b[^.;]{0,30}\b(?:account|bank)\b|\bpin\b|personal identification number|(?:secret|access|security) (?:code|number)|identity document|\bid (?:book|document)\b/i;
const HANDED_OVER =
  /\b(?:deliver|hand(?:s|ed)? (?:over|in|to)|hands? (?:his|her|their|your)|surrender|lodge|leave (?:\w+ ){0,5}with|stays? with|retain|keep|hold|in (?:the|its|our) possession|give (?:us|the \w+)|disclose|tell us|provide (?:us|the \w+)[^.;]{0,30}(?:pin|code))/i;
/** Restoring, reinstating or stripping the premises at the end of the lease. */
const RESTORE =
  /reinstat|restor|make good|strip|bare shell|shell condition|(?:return|hand back|give back|leave)[^.;]{0,60}(?:condition|state)|repaint|replace (?:all )?(?:the )?carpets|remove (?:all|any)[^.;]{0,40}(?:improvements|alterations|partition|fittings|installations)/i;

export const creditAndPropertyDetectors: Detector[] = [
  {
    topic: "interest-above-cap",
    title: "Interest above the National Credit Act maximum",
    law: [law(NCA, "s105; Regulations reg 42")],
    against: SUPPLIER_SIDES,
    detect: (f) => {
      if (!has(f.text, /interest|finance charge/i)) return null;
      const prime = /prime(?: (?:lending )?rate)?\s*(?:plus|\+)\s*(\d+(?:[.,]\d+)?)\s?%/i.exec(f.text);
      const yearlyRates = f.rates
        .filter((r) => r.per !== null && r.percent > 0)
        .map((r) => (r.per === "month" ? r.percent * 12 : r.percent));
      if (prime) yearlyRates.push(repoRate() + 3.5 + Number(prime[1]!.replace(",", ".")));
      if (yearlyRates.length === 0) return null;
      const type = creditTypeOf(f);
      const cap = interestCap(type);
      const highest = Math.max(...yearlyRates);
      if (highest <= cap.yearly + 0.01) return null;
      const monthly = f.rates.find((r) => r.per === "month" && r.percent * 12 === highest);
      return {
        severity: "high",
        because: `The rate is ${monthly ? `${monthly.percent}% a month (${highest.toFixed(1)}% a year)` : `${highest}% a year`}; for ${type.replace("_", "-")} credit the most the law allows is ${cap.words}.`,
      };
    },
    explanation:
      "The National Credit Act caps interest by type of credit, mostly as the Reserve Bank repo rate plus a margin (unsecured credit: repo + 21% a year; other credit such as instalment sales: repo + 17%; short-term loans up to R8 000: 5% a month on a first loan). Interest above the cap is unlawful and need not be paid.",
    advice:
      "Ask that the rate be brought within the legal maximum for this type of credit, and that any excess already charged be credited back.",
    wording:
      "Interest accrues at no more than the maximum rate prescribed under the National Credit Act 34 of 2005 for this type of credit agreement, as it changes from time to time.",
  },
  {
    topic: "fees-above-cap",
    title: "Credit fees above the legal maximum",
    law: [law(NCA, "s100–s101; Regulations reg 42 and 44")],
    against: SUPPLIER_SIDES,
    detect: (f) => {
      const initiation =
        /initiation|origination|documentation|establishment|raising|arrangement|admin(?:istration)? fee|processing fee/i.test(
          f.text,
        );
      const service = /service fee|monthly (?:account|admin\w*|service) fee|account fee/i.test(f.text);
      if ((!initiation && !service) || f.amounts.length === 0) return null;
      if (!has(f.clause.contract.source, /credit|loan|instalment|interest/i)) return null;
      const inclusive = /incl(?:uding|usive of|\.)? VAT/i.test(f.text) && !/excl|plus VAT|\+ ?VAT/i.test(f.text);
      const feeAt = f.text.search(/\bfee\b/i);
      const stated = f.amounts.find((a) => a.at > feeAt) ?? f.amounts[0]!;
      const fees = [inclusive ? stated.value / 1.15 : stated.value];
      if (initiation) {
        const principal = principalOf(f.clause.contract.source);
        const max = maxInitiationFee(principal ?? Number.POSITIVE_INFINITY, /mortgage/i.test(f.clause.contract.source));
        const fee = fees[0]!;
        if (fee > max + 0.5)
          return {
            severity: "high",
            because: `The initiation fee is ${rand(fee)} (excl. VAT); the most allowed${principal ? ` on ${rand(principal)}` : ""} is ${rand(max)} (R165 plus 10% of the amount above R1 000, never more than R1 050).`,
          };
      }
      if (service) {
        const fee = Math.max(...fees);
        if (fee > NCA_FEES.monthlyServiceFee.max + 0.5 && fee < 2000)
          return {
            severity: "high",
            because: `The monthly service fee is ${rand(fee)} (excl. VAT); the most allowed is R60.`,
          };
      }
      return null;
    },
    explanation:
      "The fees a credit provider may charge are capped by regulation: an initiation fee of at most R165 plus 10% of the amount above R1 000 (never more than R1 050, excluding VAT) for most credit, and a monthly service fee of at most R60 excluding VAT.",
    advice: "Ask that the fees be reduced to the regulated maximum and any excess already charged be credited back.",
    wording:
      "The initiation fee and the monthly service fee do not exceed the maximums prescribed under the National Credit Act 34 of 2005 and its Regulations.",
  },
  {
    topic: "in-duplum",
    title: "Interest and charges in default may pass the in duplum limit",
    law: [law(NCA, "s103(5)")],
    against: SUPPLIER_SIDES,
    detect: (f) => {
      if (!has(f.text, /interest/i) || !has(f.text, /default|arrear|overdue|late|unpaid|missed|fall(?:s|en)? behind/i))
        return null;
      if (has(f.text, /in duplum|103\s?\(5\)|shall not (?:together )?exceed the (?:unpaid )?(?:balance|principal)/i))
        return null;
      if (!has(f.clause.contract.source, /credit|loan|instalment|borrow/i)) return null;
      const unlimited = has(
        f.text,
        /compound|interest on (?:the )?(?:arrear|unpaid) interest|including arrear interest|keep (?:on )?(?:adding|charging|running|building)|keeps? (?:on )?(?:building|running|growing)|no point at which|(?:never|not) stop|no (?:limit|maximum|cap)|without (?:any )?(?:limit|maximum|cap)|irrespective of[^.;]{0,60}(?:amount|balance|total)|regardless of[^.;]{0,60}(?:amount|balance|total)|even if[^.;]{0,80}exceed|notwithstanding[^.;]{0,80}exceed|(?:continue|keep)s? (?:to )?(?:run|accrue|accumulate)[^.;]{0,80}until[^.;]{0,40}(?:paid|settled)/i,
      );
      if (!unlimited) return null;
      return {
        severity: "high",
        because:
          "Interest, fees and charges keep running in default with nothing to stop them passing the unpaid balance.",
      };
    },
    explanation:
      "Once you are in default, the interest, fees and charges that build up may together never exceed the unpaid balance of the loan at the time of default (the in duplum rule). A clause that lets them run without that limit cannot be enforced beyond it.",
    advice:
      "Ask that the clause says default interest, fees and charges together never exceed the unpaid balance at default.",
    wording:
      "While you are in default, the interest, fees and charges that accrue together never exceed the unpaid balance of the principal debt at the time of default (section 103(5) of the National Credit Act).",
  },
  {
    topic: "acceleration-without-notice",
    title: "Whole debt due or goods taken back without notice",
    law: [law(NCA, "s129–s130"), law(CONSTITUTION, "s34")],
    against: ["lender", "seller", "landlord", "supplier", "service_provider"],
    detect: (f) => {
      const accelerate = has(
        f.text,
        /accelerat|(?:whole|entire|full|total|outstanding|remaining|unpaid) (?:balance|amount|debt|rent(?:al)?|sum|fees|instalments|subscription)[^.;]{0,120}(?:immediately|forthwith|at once)?[^.;]{0,20}(?:due and payable|become[s]? (?:immediately )?(?:due|payable)|be (?:immediately )?(?:due|payable)|fall due)|(?:immediately|at once|forthwith) (?:due|payable|claimable|owe)|(?:rest|remainder|balance) of the (?:lease|contract|term|agreement|period)[^.;]{0,60}(?:payable|due)|(?:payable|due)[^.;]{0,20}(?:at once|immediately|forthwith)|immediately owes?[^.;]{0,40}(?:all|every|the rest)|repossess|immobili[sz]|switch off the (?:car|vehicle)|take (?:back )?possession|(?:collect|remove|recover) the (?:vehicle|goods|car|equipment|handset)/i,
      );
      if (!accelerate) return null;
      const noNotice = has(
        f.text,
        /without (?:any |the need for |prior |further |first )*(?:notice|demand|warning|letter|giving)|no (?:notice|demand|warning|letter)[^.;]{0,30}(?:required|necessary|needed|given)|waives?[^.;]{0,60}(?:notice|129|demand)|(?:not|no) (?:be )?(?:required|obliged) to (?:give|send)[^.;]{0,30}(?:notice|demand)|(?:immediately|forthwith|at once)[^.;]{0,40}(?:any|a|one|single) (?:missed|late|failed|unpaid)|(?:any|a|one|single) (?:missed|late|failed|unpaid) (?:payment|instalment)[^.;]{0,60}(?:immediately|at once|forthwith)|summons[^.;]{0,30}(?:immediately|forthwith|at once)|(?:do|does|will) not (?:have|need) to (?:send|give|write|notify|warn)|(?:do|does) not need a court order|without (?:a |any )?court order|signing this agreement is (?:warning|notice)|(?:do|does|need|will) not (?:need to |have to )?(?:warn|notify|tell|remind)|need not (?:warn|notify|give notice)/i,
      );
      const cure = has(
        f.text,
        /section 129|s\s?129|notice[^.;]{0,80}(?:remedy|rectify|pay)[^.;]{0,40}within|within (?:\d+|\w+) (?:\(\d+\) )?(?:business |calendar )?days (?:after|of) (?:written )?(?:notice|demand)|written (?:notice|demand)[^.;]{0,60}(?:\d+|\w+) (?:\(\d+\) )?(?:business |calendar )?days/i,
      );
      const waived = /waive[sd]?[^.;]{0,60}(?:notice|129|demand)/i.test(f.text);
      if (!noNotice || (cure && !waived)) return null;
      return {
        severity: "high",
        because:
          "One missed payment makes everything due at once, or lets the goods be taken back, without a written notice and a chance to pay first.",
      };
    },
    explanation:
      "Before enforcing a credit agreement the creditor must send a written notice of default (section 129 of the National Credit Act) and wait 10 business days; goods may be taken back only with your consent or a court order. A clause that skips this is not enforceable.",
    advice:
      "Ask that the whole balance becomes due only after a written notice giving you at least 20 business days to pay the arrears, and that nothing is repossessed without a court order.",
    wording:
      "If you miss a payment, {other} will give you written notice (as section 129 of the National Credit Act requires where it applies) and at least 20 business days to pay the arrears before claiming the balance or taking any further step; goods are taken back only with your written consent or a court order.",
  },
  {
    topic: "certificate-of-balance",
    title: "{other}'s certificate is final proof of the debt",
    law: [law("Certificate of balance (common law)", null), law(CPA, "s48")],
    against: ["lender", "seller", "landlord", "supplier", "service_provider"],
    detect: (f) => {
      if (
        !has(
          f.text,
          /certificate|statement|signed by (?:a|any) (?:manager|director|officer)|(?:its|their|our) (?:books|records)/i,
        )
      )
        return null;
      const conclusive = has(
        f.text,
        /conclusive|final and binding|binding (?:on|upon)|irrefutable|(?:not|never) (?:be )?(?:entitled to )?(?:dispute|challenge|contest|question)|agrees? not to (?:dispute|challenge)|sufficient (?:and conclusive )?proof[^.;]{0,40}(?:judgment|court)|final (?:proof|statement)/i,
      );
      if (!conclusive) return null;
      if (has(f.text, /prima facie/i) && !has(f.text, /conclusive|final and binding|not (?:be )?entitled to dispute/i))
        return null;
      return {
        severity: "medium",
        because:
          "A statement signed by the other side is final proof of what you owe, and you may not show it is wrong.",
      };
    },
    explanation:
      "A certificate of balance may at most be prima facie proof: enough unless you show it is wrong. Making the creditor's own statement conclusive takes away your right to dispute the amount in court.",
    advice: "Ask that the certificate be prima facie proof only, so that you may still show the amount is wrong.",
    wording:
      "A certificate of the amount owing signed by {other} is prima facie proof of that amount, which you may rebut.",
  },
  {
    topic: "deposit-rha",
    title: "Deposit not protected as the Rental Housing Act requires",
    law: [law(RHA, "s5(3)")],
    against: ["landlord"],
    detect: (f) => {
      if (!has(f.text, /deposit/i) && !has(f.text, /inspect/i)) return null;
      if (!residential(f)) return null;
      const account = has(
        f.text,
        /(?:general|ordinary|current|cheque|business|operating|own|personal) (?:bank |banking |business )?account|not (?:be )?(?:kept|held|invested) (?:in|separately)|mix/i,
      );
      const noInterest = has(
        f.text,
        /no interest|not (?:earn|bear|accrue|attract|receive|be entitled to)[^.;]{0,20}interest|without interest|interest[^.;]{0,60}(?:retain|keep|belong[s]? to the (?:landlord|lessor|owner)|for (?:the|his|her|its) (?:own )?(?:account|benefit))/i,
      );
      const noInspection = has(
        f.text,
        /no (?:joint |incoming |outgoing )?inspection|without (?:the (?:tenant|lessee)|you) (?:being )?present|(?:tenant|lessee|you) (?:may|shall|will) not (?:attend|be present)|inspect\w*[^.;]{0,80}(?:alone|sole|final and binding|binding on)|(?:accepts?|acknowledges?)[^.;]{0,40}(?:good order|condition)[^.;]{0,40}without/i,
      );
      const refund = f.durations.filter((d) => d.days > 21 && /refund|repa(?:y|id)|return/i.test(f.text));
      if (!account && !noInterest && !noInspection && refund.length === 0) return null;
      const problems = [
        account || noInterest
          ? "the deposit is not kept in an interest-bearing account with the interest paid to you"
          : null,
        noInspection ? "there is no joint inspection with you" : null,
        refund.length ? `the refund may take ${formatMonths(refund[0]!.months)}` : null,
      ].filter(Boolean);
      return {
        severity: account || noInterest || noInspection ? "high" : "medium",
        because: `Here ${problems.join(", and ")}.`,
      };
    },
    explanation:
      "The landlord must invest the deposit in an interest-bearing account and pay the interest to the tenant, inspect the place jointly with the tenant before moving in and at the end, and refund the deposit with interest within 7 days (14 days after repairs where deductions are made).",
    advice:
      "Ask that the deposit be held in an interest-bearing account with the interest paid to you, that both inspections be joint, and that the refund follow the Act's time limits.",
    wording:
      "The deposit is invested in an interest-bearing account and the interest accrues to you. The premises are inspected jointly before you move in and within 3 days before you move out, and the deposit with interest, less proven costs of damage, is refunded within 14 days after the lease ends.",
  },
  {
    topic: "self-help-eviction",
    title: "Lock-out or removal without a court order",
    law: [law(PIE, "s4"), law(CONSTITUTION, "s26(3)"), law(RHA, "s4(5)")],
    against: ["landlord", "employer"],
    detect: (f) => {
      // "The Tenant shall not unreasonably refuse access" is the occupier's duty, not a lock-out
      const text = f.text.replace(
        /\b(?:not|never)\s+(?:\w+\s+){0,2}(?:deny|refuse|bar)\w*[^.;]{0,20}(?:access|entry)/gi,
        "",
      );
      const selfHelp = has(
        text,
        /(?:change|replace|alter)s? (?:the )?locks?|lock (?:you|the \w+|him|her|them) out|lock-?out|(?:disconnect|cut|switch off|suspend|terminate|stop)[^.;]{0,40}(?:electricity|water|power|utilities|supply|gas)|(?:remove|pack|take|put)[^.;]{0,40}(?:belongings|possessions|goods|contents|things|property)[^.;]{0,40}(?:out|remove|store|outside|street|pavement)?|(?:cancel|deactivate|disable|revoke)[^.;]{0,30}(?:remote|access card|access tag|tag|key|access)|(?:deny|refuse|bar)[^.;]{0,20}(?:access|entry)/i,
      );
      if (!selfHelp) return null;
      if (!residential(f) && !has(f.text, /\broom\b|accommodation|quarters|dwelling|live-in/i)) return null;
      if (
        has(
          f.text,
          /court order|eviction order|pie act|prevention of illegal eviction|(?:never|not|no)\s+(?:\w+\s+){0,2}(?:lock|cut|disconnect|remove)/i,
        ) &&
        !has(f.text, /without (?:a |any )?court order/i)
      )
        return null;
      return {
        severity: "high",
        because:
          "The other side may lock you out, cut services or remove your belongings itself, without a court order.",
      };
    },
    explanation:
      "No one may be evicted from their home, or have the locks changed, services cut or belongings removed to force them out, without a court order. Doing so is unlawful self-help; the occupier can get an urgent spoliation order to be let back in.",
    advice: "Ask that the clause be removed: any eviction must follow a court order under the PIE Act.",
    wording:
      "{other} may not lock you out, cut off services or remove your belongings. If you do not leave when you must, {other} may evict you only under a court order in terms of the Prevention of Illegal Eviction Act.",
  },
  {
    topic: "landlord-entry",
    title: "Entry without reasonable notice",
    law: [law(RHA, "s4(3)–(4)"), law(CONSTITUTION, "s14")],
    against: ["landlord"],
    detect: (f) => {
      if (!has(f.text, /\b(?:enter|entry|access|inspect|come in|let (?:himself|herself|itself|themselves) in)/i))
        return null;
      if (!has(f.text, /premises|property|room|unit|dwelling|home|house|flat|apartment|cottage|garden|suite|building/i))
        return null;
      const burdened = boundBy(whoMay(f, /enter|access|inspect|come|go into/));
      const anyTime = has(
        f.text,
        /at any (?:time|hour)|any time|whenever|without (?:prior |any |giving )?(?:notice|warning|consent|permission|arrangement)|whether or not (?:you|the \w+|she|he) (?:is|are) (?:present|home|there|in)|spare key|duplicate key|own key/i,
      );
      const fair = has(
        f.text,
        /(?:on|after|with|giv(?:e|es|ing)(?: you| the [\w']+)?) (?:at least |not less than )?(?:\d+|twenty[- ]four|forty[- ]eight|one|two|\w+) (?:\(\d+\) )?(?:hours?|days?)'?s?'? (?:prior |written |advance )?notice|reasonable (?:prior |advance )?notice|(?:by|with) (?:prior )?(?:arrangement|appointment|agreement)|at (?:a )?times? (?:arranged|agreed)/i,
      );
      if (!anyTime) return null;
      // entry without notice limited to a real emergency is what the law allows
      const emergencyOnly = has(
        f.text,
        /\bonly\b[^.;]{0,30}\bemergenc|emergenc\w*[^.;]{0,15}\bonly\b|(?:except|save|other than) (?:\w+ ){0,3}emergenc/i,
      );
      if (emergencyOnly && !has(f.text, /whether or not|spare key|duplicate key/i)) return null;
      if (fair && has(f.text, /emergenc/i) && !has(f.text, /whether or not|spare key|duplicate key/i)) return null;
      if (fair && !has(f.text, /without (?:prior |any )?notice/i)) return null;
      return {
        severity: has(
          f.text,
          /without (?:prior |any |giving )?(?:notice|warning)|whether or not|spare key|duplicate key|at any (?:time|hour)/i,
        )
          ? "high"
          : "medium",
        because: "The other side may come in at any time, without notice and even when you are not there.",
        burdened,
      };
    },
    explanation:
      "You have a right to privacy in your home. The landlord may inspect only at reasonable times, on reasonable notice (usually at least 24 hours), except in a real emergency.",
    advice: "Ask that entry be on at least 24 hours' notice at reasonable times, except in an emergency.",
    wording:
      "{other} may enter the premises only at reasonable times and on at least 24 hours' notice to you, except in an emergency that threatens people or property.",
  },
  {
    topic: "bank-card-retained",
    title: "Your bank card or PIN kept by {other}",
    law: [law(NCA, "s90(2)(l)"), law(NCA, "s133(1)–(2)")],
    against: SUPPLIER_SIDES,
    detect: (f) => {
      const c = f.clause.contract;
      if (c.type === "employment" || c.type === "independent_contractor") return null;
      if (!has(c.source, /credit|loan|borrow|instalment|lend/i)) return null;
      const handedOver = f.text
        .split(/(?<=[.;])\s+/)
        .some(
          (sentence) =>
            PAYMENT_INSTRUMENT.test(sentence) &&
            HANDED_OVER.test(sentence) &&
            !/never (?:ask|request|require|give|hand|share)|(?:keeps?|retains?|remain\w* (?:with|in the possession of)) (?:his|her|their|your|the borrower's|the consumer's) (?:own )?(?:bank |debit |atm )?card|(?:not|never) (?:be )?(?:required|asked|obliged) to (?:give|hand|surrender|disclose|provide)/i.test(
              sentence,
            ),
        );
      if (!handedOver) return null;
      return {
        severity: "high",
        because:
          "You must hand over your bank card, its PIN or your identity document, and the other side keeps it to draw the instalments itself.",
      };
    },
    explanation:
      "A credit agreement may not require you to hand over your identity document, bank, debit or grant (SASSA) card, or your PIN or access code, and a lender may not keep or use them to collect payment: such a term is unlawful under the National Credit Act (section 90(2)(l)) and collecting with them is a prohibited collection practice and an offence (section 133).",
    advice:
      "Refuse to hand over your card, PIN or identity document. Ask that the clause be removed and that instalments be collected only by a debit order you authorise.",
    wording:
      "You keep your identity document, bank card and PIN at all times. Instalments are collected only by the debit order you authorise, which you may cancel as the law allows.",
  },
  {
    topic: "reinstatement-beyond-wear",
    title: "You must strip or restore the premises beyond fair wear and tear",
    law: [law("Common law of lease", null), law(RHA, "s5(3)")],
    against: ["landlord"],
    detect: (f) => {
      const c = f.clause.contract;
      const lease =
        c.type === "commercial_lease" ||
        c.type === "residential_lease" ||
        (/\b(?:lease|let|letting|tenancy)\b/i.test(c.source) && /\brent(?:al)?\b/i.test(c.source));
      if (!lease) return null;
      if (!has(f.text, RESTORE)) return null;
      const bareShell = has(
        f.text,
        /bare shell|shell condition|bare concrete|(?:strip|stripped)\b[^.;]{0,40}\b(?:back|down|out|to)\b/i,
      );
      const notTheirs = has(
        f.text,
        /(?:includ\w*|whether or not|irrespective of|regardless of)[^.;]{0,80}(?:installed|made|existing|previous|prior|earlier|(?:by|of) the (?:landlord|lessor|owner)|(?:by|of) (?:us|the \w+ before)|before (?:the )?(?:commencement|start|you moved in|occupation)|when (?:you|the \w+) moved in|were there|other (?:tenants|occupiers))|(?:earlier|previous|prior|former) (?:tenants|occupiers|occupants|lessees)|(?:when|before) the (?:owner|landlord|lessor) acquired/i,
      );
      const wearCharged = has(
        f.text,
        /(?:fair|normal|ordinary|reasonable) wear and tear[^.;]{0,20}(?:not (?:excepted|accepted|excluded|allowed)|excluded|shall not apply|does not apply|is for the)|(?:no|without) (?:allowance|exception) for (?:fair |normal )?wear|brand[- ]new|as new condition|regardless of (?:their |its )?(?:age|condition)|no matter (?:how long|what condition|the condition)|(?:whatever|irrespective of) (?:their |its |the )?(?:age|condition)/i,
      );
      if (!bareShell && !notTheirs && !wearCharged) return null;
      return {
        severity: "medium",
        because: `At the end of the lease you must ${bareShell ? "strip the premises back to a bare shell" : "restore the premises"} at your own cost${notTheirs ? ", including work you did not install (the landlord's own fittings or earlier tenants' improvements)" : ""}${wearCharged ? ", and pay even for fair wear and tear" : ""}.`,
      };
    },
    explanation:
      "At the end of a lease a tenant must give the premises back in the condition in which it received them, fair wear and tear excepted, and may have to remove the alterations it made itself. Making the tenant strip out the landlord's own fittings or earlier tenants' work, return a bare shell it never received, or pay to make good ordinary wear and tear, shifts the landlord's own costs onto the tenant. For a home, the Rental Housing Act lets the landlord deduct from the deposit only for damage, not for fair wear and tear.",
    advice:
      "Ask that reinstatement be limited to removing your own alterations and making good damage you caused, returning the premises in the condition you received them, fair wear and tear excepted.",
    wording:
      "When the lease ends you remove the alterations you made yourself and make good any damage their removal causes, and return the premises in the condition in which you received them, fair wear and tear excepted. You need not remove fittings that were there when you took occupation.",
  },
];

function residential(f: ClauseFacts): boolean {
  const c = f.clause.contract;
  if (c.type === "residential_lease") return true;
  if (c.type === "commercial_lease") return false;
  return (
    /\b(?:tenant|lessee|occupant|room|dwelling|flat|house|accommodation|boarding)\b/i.test(c.source) &&
    /\brent\b/i.test(c.source)
  );
}

export { SUPPLIER_SIDES, shortestDays };
