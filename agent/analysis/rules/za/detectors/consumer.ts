import type { ContractType } from "../../../../../common/analysis";
import { CONSTITUTION, CPA, law, PENALTIES, POPIA } from "../../law";
import { CPA as CPA_NUMBERS, RESTRAINT } from "../law-numbers";
import {
  boundBy,
  type ClauseFacts,
  type Detector,
  formatMonths,
  has,
  longestMonths,
  shortestDays,
  whoMay,
} from "./facts";

/** Sides that are the stronger party in a consumer, lease, credit or work contract. */
export const SUPPLIER_SIDES = ["service_provider", "seller", "landlord", "lender", "employer", "licensor", "supplier"];
/** The stronger sides, with the client of a contractor or creator (a venue's or gym's client is a consumer). */
const STRONGER_SIDES = ["client", ...SUPPLIER_SIDES];

const NOT_EXCLUDED_NEGLIGENCE =
  /(?:except|save|other than|unless)[^.;]{0,80}(?:gross(?:ly)? neglig|negligen|wilful|intentional)|(?:were|was|is|are) not negligent|not caused by (?:the )?(?:negligence|fault)|does not (?:limit|exclude)[^.;]{0,60}(?:gross )?negligen/i;

/** Contracts a consumer signs for a service, a booking or a membership (not work, credit, leases or partnerships). */
const CONSUMER_KINDS: ContractType[] = ["other", "consumer_services", "membership", "services", "sale_of_goods"];
const DEATH_OR_HOSPITAL = /\b(?:dies|die|died|death|deceased|pass(?:es)? away|passing)\b|hospital/i;
/** The charge runs on through a death or a stay in hospital. */
const STILL_CHARGED =
  /includ|even (?:if|where|when|though)|also (?:where|if|when)|notwithstanding|whatever the reason|regardless|irrespective|no exception|\bstill\b|remains? (?:due|payable|liable|in force)|estate (?:shall|must|will|remains?)(?: \w+){0,2} (?:pay|liable|responsible)|(?:claimed|recovered) from (?:the|your|his|her) (?:deceased )?estate|no refund|not (?:be )?refunded/i;
/** "No cancellation fee applies where … dies or is hospitalised": the consumer is protected. */
const SPARED =
  /(?:\bno|\bnot|\bnever|without (?:any )?)\s+(?:\w+\s+){0,2}(?:fees?|charges?|penalt\w*|amount)\b[^.;]{0,40}(?:payable|charged|due|appl(?:y|ies))|fees? stop|(?:cease|ceases|end|ends|lapse|lapses) (?:on|upon|at)\b|freeze|suspend|refunded in full|full refund|free of charge|waive/i;

export const consumerDetectors: Detector[] = [
  {
    topic: "auto-renewal",
    title: "Renews automatically for a new fixed term",
    law: [law(CPA, "s14(2)(c)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        !has(
          f.text,
          /\brenew|\bextend|\broll(?:s|ed)? over|continue[sd]? for (?:a|another|one) further|further (?:fixed )?(?:period|term)/i,
        )
      )
        return null;
      const automatic = has(
        f.text,
        /\bunless\b|\bautomatic|shall be (?:renewed|extended)|will (?:be )?(?:renew|extend)|is (?:renewed|extended)|deemed to (?:be )?renew|rolls? over/i,
      );
      const further = f.durations.find((d) => d.months >= 3 && /\d|one|two|three|six|twelve|twenty/i.test(d.raw));
      if (!automatic || !further) return null;
      if (has(f.text, /month[- ]to[- ]month|monthly basis/i) && !has(f.text, /further (?:fixed )?(?:period|term) of/i))
        return null;
      const reminds =
        /(?:will|shall|must)\s+(?:\w+\s+){0,3}(?:notify|remind|inform|send|give)[^.;]{0,120}(?:before|prior to)[^.;]{0,40}(?:expir|end)/i.test(
          f.text,
        ) && !/(?:will|shall) not (?:send|give|notify|remind)|no (?:reminder|notification)/i.test(f.text);
      if (reminds) return null;
      return {
        severity: "medium",
        because: `It renews for a further ${formatMonths(further.months)} unless you act in time, and nothing says you will be reminded before it does.`,
      };
    },
    explanation:
      "For a consumer, a fixed-term agreement may not simply renew itself for another fixed term. The supplier must remind you 40 to 80 business days before it ends; if you do nothing, it carries on month to month, and you may cancel on 20 business days' notice.",
    advice:
      "Ask that {other} reminds you in writing 40 to 80 business days before the term ends, and that without your choice the agreement continues month to month.",
    wording:
      "{other} will notify you in writing between 40 and 80 business days before the term ends. Unless you agree to a new fixed term, the agreement then continues month to month, and you may cancel it on 20 business days' notice.",
  },
  {
    topic: "fixed-term-over-24-months",
    title: "Fixed term longer than 24 months",
    law: [law(CPA, "s14; Regulations reg 5(1)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      const type = f.clause.contract.type;
      if (["employment", "commercial_lease", "loan", "partnership", "nda"].includes(type)) return null;
      if (f.clause.contract.allPartiesCompanies) return null;
      if (has(f.clause.contract.source, /\bcredit agreement|instalment (?:sale )?agreement|national credit act/i))
        return null;
      if (
        !has(
          f.text,
          /\b(?:initial|minimum|fixed|contract|agreement|subscription|membership) (?:period|term)|\bfor a (?:fixed )?(?:period|term) of|shall (?:endure|run|continue) for|\bterm of\b|\bperiod of\b|lock(?:ed)?[- ]in/i,
        )
      )
        return null;
      const months = longestMonths(f);
      if (months <= CPA_NUMBERS.maxFixedTermMonths.value + 0.5) return null;
      return {
        severity: "medium",
        because: `The fixed term is ${formatMonths(months)}, longer than the 24 months the law allows for a consumer agreement.`,
      };
    },
    explanation:
      "A consumer's fixed-term agreement may last at most 24 months, unless a longer term is expressly agreed and gives the consumer a real, demonstrable financial benefit.",
    advice: "Ask for a term of at most 24 months, or for the financial benefit of the longer term to be written out.",
    wording: "This agreement runs for a fixed term of 24 months from signature.",
  },
  {
    topic: "excessive-cancellation-penalty",
    title: "Cancellation charge out of proportion",
    law: [law(CPA, "s14(3); Regulations reg 5(2)–(3)"), law(CPA, "s17")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        !has(
          f.text,
          /cancel|terminat|withdraw|early (?:settlement|termination)|end (?:the|this) (?:agreement|contract|membership|booking|lease)|postpone/i,
        )
      )
        return null;
      if (!has(f.text, /\b(?:fee|penalt|charge|pay|payable|liable|forfeit|owe|due|retain|keep)/i)) return null;
      if (
        has(
          f.text,
          /without (?:any |a )?(?:penalty|charge|fee|cost)|no (?:early settlement |cancellation )?(?:penalty|charge|fee)|free of charge|carried forward/i,
        ) &&
        !has(f.text, /forfeit|all (?:the )?remaining/i)
      )
        return null;
      const allRemaining = has(
        f.text,
        /(?:all|every|each|the (?:full|whole|total|balance of the)|the) (?:of the )?(?:remaining|outstanding|unexpired|unpaid|future)[^.;]{0,50}(?:fees?|instalments?|payments?|months?|rent(?:al)?|subscriptions?|term|period|amounts?|charges?)|balance of the (?:fees|contract|term|subscription|rent)|(?:rest|remainder|balance|end) of the (?:[\w-]+ )?(?:term|contract|period|lease|agreement)|(?:fees|instalments|payments|rent|charges)[^.;]{0,60}would have (?:become |been )*payable/i,
      );
      const forfeitAll = has(
        f.text,
        /forfeit[^.;]{0,80}(?:all|any|every|the (?:whole|full|entire))|(?:retain|keep)[^.;]{0,30}all (?:amounts|payments|monies)/i,
      );
      const shares = f.rates.filter((r) => r.per === null && r.percent >= 25 && r.percent <= 100).map((r) => r.percent);
      const big = Math.max(0, ...shares);
      if (!allRemaining && !forfeitAll && big === 0) return null;
      if (!allRemaining && !forfeitAll && big < 50)
        return {
          severity: "medium",
          because: `Cancelling costs ${big}% of the price, whatever the loss to the other side.`,
        };
      return {
        severity: "high",
        because: allRemaining
          ? "Cancelling early costs every remaining payment for the rest of the term, so the right to cancel is worth nothing."
          : forfeitAll
            ? "Cancelling means losing everything already paid."
            : `Cancelling costs ${big}% of the price, however early you cancel and whether or not the other side can resell.`,
      };
    },
    explanation:
      "A consumer may cancel a fixed-term agreement early. The supplier may charge only a reasonable cancellation penalty, weighed against what it actually loses (it can often resell or re-let); a charge that takes away the right to cancel is not reasonable.",
    advice:
      "Ask that the cancellation charge be limited to {other}'s real, reasonable loss (for example one or two months' fees), falling as the term runs, and never all remaining payments.",
    wording:
      "If you cancel early, you pay a reasonable cancellation charge of no more than {other}'s actual loss, taking into account the time left and its ability to resell or re-let, and never more than two months' fees.",
  },
  {
    topic: "gross-negligence-exclusion",
    title: "Excludes liability even for gross negligence",
    law: [law(CPA, "s51(1)(c)"), law(CPA, "s49; Regulations reg 44(3)(a)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      const excludes = has(
        f.text,
        /(?:not|never|no) (?:be )?(?:held )?(?:liable|responsible|accountable)|neither\b[^.;]{0,250}(?:liable|responsible)|exclud\w* (?:all |any )?(?:liability|responsibility)|exempt|(?:waive|abandon)s? (?:any|all) (?:claims?|rights?)|no claim (?:of any kind )?(?:against|shall)|under no circumstances|at (?:your|the \w+'s|their|his|her) own risk/i,
      );
      if (!excludes) return null;
      const broad = has(
        f.text,
        /gross(?:ly)? neglig|howsoever|however (?:caused|arising)|whatever (?:the )?cause|irrespective of (?:the )?(?:cause|how)|regardless of (?:the )?(?:cause|how)|whether (?:or not )?(?:caused|arising)[^.;]{0,40}neglig|(?:including|even if)[^.;]{0,40}(?:own )?neglig|any cause whatsoever|for any reason whatsoever|no matter (?:how|what)|from any cause|any (?:act|omission)[^.;]{0,30}(?:staff|employees|agents)/i,
      );
      if (!broad || NOT_EXCLUDED_NEGLIGENCE.test(f.text)) return null;
      const harm = has(f.text, /injur|death|die|illness|bodily/i) ? " injury or death" : " loss";
      return {
        severity: "high",
        because: `It excludes liability for${harm} whatever the cause, which includes gross negligence.`,
      };
    },
    explanation:
      "A supplier may not exclude or limit its liability for loss caused by its own gross negligence, or make the consumer carry that risk; such a term is void. Risky exclusions must also be pointed out to you plainly before you sign.",
    advice:
      "Ask that {other} stays liable for loss, injury or death caused by its own negligence or gross negligence or that of its staff.",
    wording:
      "Nothing in this agreement excludes or limits {other}'s liability for loss, injury or death caused by its negligence or gross negligence, or that of its employees or agents.",
  },
  {
    topic: "consumer-waiver",
    title: "Your statutory rights on defects or risk are taken away",
    law: [law(CPA, "s55–s56"), law(CPA, "s49"), law(CPA, "s51(1)(b)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        has(
          f.text,
          /does not (?:limit|affect|exclude|take away)[^.;]{0,60}(?:rights?|warrant)|in addition to[^.;]{0,60}(?:rights?|warrant)|as required by (?:law|the consumer protection act)|(?:six|6) ?(?:\(6\) )?months?[^.;]{0,60}(?:warrant|repair|replace|refund)/i,
        )
      )
        return null;
      const waiver = has(
        f.text,
        /voetstoots|\bas is\b|as (?:delivered|seen)|(?:disclaim|exclud)\w*[^.;]{0,60}(?:warrant|guarantee|condition|fitness|quality)|no (?:warranty|guarantee)|(?:waive|abandon|give up|forgo)s?[^.;]{0,60}(?:rights?|claims?|remed)|no (?:returns?|refunds?|exchanges?)(?: or (?:returns?|refunds?|exchanges?))? (?:will|are|shall|is|accepted)|(?:lose|forfeit)s?[^.;]{0,40}(?:right|claim)[^.;]{0,40}(?:return|repair|replace|refund|defect)/i,
      );
      if (!waiver) return null;
      if (
        !has(
          f.text,
          /goods?|product|handset|device|vehicle|car|item|equipment|defect|fault|repair|quality|return|refund/i,
        )
      )
        return null;
      return {
        severity: "high",
        because: "It takes away your right to return or have repaired goods that are defective or unsafe.",
      };
    },
    explanation:
      "Goods a business sells carry an implied warranty of quality: for six months you may return defective goods and choose a repair, replacement or refund. A business seller cannot sell 'voetstoots' or make you waive these rights, except for defects it specifically told you about.",
    advice:
      "Ask that the clause be removed and that {other} confirms your rights to safe, good-quality goods and the six-month warranty.",
    wording:
      "This agreement does not limit your rights under sections 55 and 56 of the Consumer Protection Act, including the right to return defective goods within six months for a repair, replacement or refund.",
  },
  {
    topic: "unilateral-price-change",
    title: "{other} may raise the price at will",
    law: [law(CPA, "s48"), law(CPA, "Regulations reg 44(3)(j)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      const priceWords =
        /\b(?:fees?|prices?|rent(?:al)?|rates?|tariffs?|charges?|subscriptions?|contributions?|premiums?|levies|costs?)\b/i;
      const change = /\b(?:increase|raise|adjust|revise|review|change|vary|escalate|reset|amend)/i;
      if (!priceWords.test(f.text) || !change.test(f.text)) return null;
      const burdened = boundBy(whoMay(f, /increase|raise|adjust|revise|review|change|vary|escalate|reset/));
      if (
        has(
          f.text,
          /(?:is|are|remains?) fixed|will not (?:change|increase)|cannot (?:change|increase)|may not (?:be )?(?:changed|increased)/i,
        ) &&
        !has(f.text, /may (?:\w+ )?(?:increase|raise|adjust|change)/i)
      )
        return null;
      const discretion = has(
        f.text,
        /at any time|from time to time|whenever (?:we|it|they|the [\w']+) (?:want|wish|like|choose|decide)|(?:sole|absolute|own) discretion|in (?:its|their|our|his|her) (?:sole |absolute |own )?discretion|as (?:it|we|he|she) (?:may )?(?:determine|decide|deem|see)s?|any (?:percentage|amount)|whatever (?:it|the \w+)|market (?:rent|rate|related)|(?:believes?|considers?|thinks?)[^.;]{0,40}(?:fair|market|appropriate)|without (?:prior )?notice|reasonably (?:believes|considers)|for any reason/i,
      );
      if (!discretion) return null;
      const formula =
        /\bcpi\b|consumer price index|(?:not|never) (?:more than|exceed)[^.;]{0,30}\d+ ?%|ceiling|capped at/i.test(
          f.text,
        );
      const notice = shortestDays(f);
      if (formula && !has(f.text, /at any time|sole discretion|any percentage/i)) return null;
      const cancelRight = has(f.text, /(?:may|entitled to) cancel[^.;]{0,80}without (?:any )?(?:penalty|charge)/i);
      const severity = has(f.text, /at any time|any percentage|whatever/i) && !cancelRight ? "high" : "medium";
      const noticeText = Number.isFinite(notice) && notice < 60 ? ` on ${Math.round(notice)} days' notice` : "";
      return {
        severity,
        because: `The price can be raised at the other side's choice${noticeText}, without a set formula${cancelRight ? "" : " and without a right to cancel free of charge"}.`,
        burdened,
      };
    },
    explanation:
      "A price that one side may raise whenever and by however much it likes makes the agreement one-sided. Fair terms fix the increase in advance (a set percentage or CPI, on a set date), or let you cancel without penalty if you do not accept it.",
    advice:
      "Ask for a fixed yearly increase (a stated percentage or CPI) on a set date with at least 30 days' written notice, and a right to cancel without penalty otherwise.",
    wording:
      "{other} may increase the price once a year, on the anniversary date, by no more than the CPI increase for the previous year, on at least 30 days' written notice. If you do not accept a larger increase, you may cancel without penalty.",
  },
  {
    topic: "unilateral-amendment",
    title: "{other} may change the terms on its own",
    law: [law(CPA, "s48"), law(CPA, "Regulations reg 44(3)(i)")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        !has(
          f.text,
          /\b(?:amend|vary|change|modify|alter|update|add|replace)\w*\b[^.;]{0,60}\b(?:terms|agreement|conditions|rules|contract|deliverables|scope|schedule|calendar|services|requirements|brief|content|posts?)/i,
        )
      )
        return null;
      if (
        has(
          f.text,
          /signed by (?:both|all|each of the) parties|(?:in writing and )?signed by (?:or on behalf of )?(?:both|each)|by (?:written )?agreement between|mutually agreed|only (?:if|when) (?:both|you agree)/i,
        ) &&
        !has(f.text, /deemed|continued (?:use|payment)/i)
      )
        return null;
      const burdened = boundBy(whoMay(f, /amend|vary|change|modify|alter|update|add|replace|move/));
      const deemed = has(
        f.text,
        /(?:continue[sd]?|continuing) (?:to )?(?:use|pay|make use)[^.;]{0,80}(?:deemed|constitute|means|taken|regarded)|deemed (?:to have )?(?:accepted|agreed|consented)|silence/i,
      );
      const atWill = has(
        f.text,
        /at any time|from time to time|(?:sole|absolute|own) discretion|by (?:sms|notice|email|posting|publishing)|on its website|as (?:it|they) (?:may )?(?:require|determine|see fit)|without (?:additional|extra|further) (?:fees?|payment|pay|cost|charge)|same fee/i,
      );
      if (!deemed && !atWill) return null;
      return {
        severity: "medium",
        because: deemed
          ? "The other side may change the terms by giving notice, and you are treated as having accepted if you simply carry on."
          : "The other side may change what the agreement requires on its own, without your agreement or extra pay.",
        burdened,
      };
    },
    explanation:
      "A term that lets one side change the agreement on its own, with silence or carrying on treated as acceptance, is presumed unfair: you could end up bound by terms you never agreed to.",
    advice:
      "Ask that changes take effect only when both sides agree in writing, or at least that you may cancel without penalty if you do not accept a change.",
    wording:
      "No change to this agreement has effect unless it is in writing and accepted by both parties. If {other} proposes a change you do not accept, you may cancel without penalty.",
  },
  {
    topic: "popia-consent",
    title: "Your personal information shared without proper consent",
    law: [law(POPIA, "s11"), law(POPIA, "s69"), law(POPIA, "s72")],
    // the law protects the person whose information it is: the consumer, tenant, employee or contractor
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        !has(
          f.text,
          /personal (?:information|data|details)|\bdata\b|\bdetails\b|contact details|(?:id|identity) number|biometric|fingerprint|banking details|bank details|information about (?:you|the \w+)|usage|analytics|payslip|salary|medical|health/i,
        )
      )
        return null;
      const sharing = has(
        f.text,
        /(?:shar(?:e|es|ed|ing)|disclos\w*|transfer\w*|sell|sold|provid\w*|pass\w*|send\w*|sent|make available|giv(?:e|es|ing))[^.;]{0,180}(?:third[- ]part|partners?|affiliates?|group compan|marketing|agenc|sponsors?|insurers|other (?:dealers|businesses|companies|lenders)|any other business|credit bureau|outside (?:south africa|the republic)|abroad|overseas|another country|other countries|any (?:person|entity))|direct marketing|marketing (?:purposes|material|messages|offers)|(?:outside|beyond) (?:south africa|the republic)|cross-border/i,
      );
      if (!sharing) return null;
      const safeguarded = has(
        f.text,
        /opt[- ]in|opt[- ]out|(?:may|can|is free to|entitled to) (?:withdraw|object|unsubscribe|refuse)|only with (?:your|the \w+'s|his|her) (?:separate |prior |express )?(?:written )?consent|as (?:an|its) operator|(?:security|safeguard) measures|adequate (?:level of )?protection|binding (?:corporate )?rules|without identifiable|anonymi[sz]ed|de-identified/i,
      );
      const forced = has(
        f.text,
        /irrevocabl|(?:may|can) not (?:be )?withdraw|cannot withdraw|condition of|by signing|hereby (?:consent|agree)|consents? to|deemed to (?:have )?consent|agrees? that/i,
      );
      if (safeguarded && !has(f.text, /irrevocabl|cannot withdraw|may not withdraw/i)) return null;
      if (!forced) return null;
      const special = has(f.text, /biometric|fingerprint|health|medical|fitness results|special personal/i);
      const abroad = has(
        f.text,
        /outside (?:south africa|the republic)|abroad|overseas|another country|other countries|cross-border/i,
      );
      return {
        severity: special || abroad || has(f.text, /irrevocabl|cannot withdraw|may not withdraw/i) ? "high" : "medium",
        because: `Your personal information${special ? ", including special (biometric or health) information," : ""} may be passed to others${abroad ? ", also outside South Africa," : ""} on a blanket consent you cannot freely give or withdraw.`,
      };
    },
    explanation:
      "Personal information may be used for marketing or shared with others only for a clear purpose, with consent you give freely, separately and can withdraw. Electronic direct marketing needs your opt-in, and sending information abroad needs adequate protection there.",
    advice:
      "Ask that marketing and sharing with third parties need your separate opt-in consent, which can be withdrawn at any time, and that information leaves South Africa only with adequate protection.",
    wording:
      "{other} uses your personal information only to perform this agreement. It will share it with third parties or use it for direct marketing only with your separate, prior consent, which you may withdraw at any time, and will transfer it outside South Africa only as section 72 of POPIA allows.",
  },
  {
    topic: "forum-unfair",
    title: "Disputes and legal costs stacked against you",
    law: [law(CPA, "s69; s51(1)(c)"), law(CONSTITUTION, "s34")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (!has(f.text, /arbitrat|jurisdiction|court|legal costs|attorney|collection|tracing|dispute/i)) return null;
      if (
        f.mutual &&
        has(
          f.text,
          /each (?:party|side) (?:shall )?(?:bears?|pays?) (?:its|their|his|her) own|shared equally|in equal shares/i,
        ) &&
        !has(f.text, /attorney[- ]and[- ](?:own[- ])?client/i)
      )
        return null;
      const costs = has(
        f.text,
        /attorney[- ](?:and|&)[- ](?:own[- ])?client|collection commission|tracing (?:fees|costs|agents?)|recovery agents?'? fees/i,
      );
      const arbitration = has(
        f.text,
        /(?:final and binding|compulsory|mandatory|exclusively (?:by|to)) arbitration|arbitration[^.;]{0,60}(?:final and binding|compulsory)|arbitrator (?:appointed|chosen|nominated|selected) (?:solely )?by|(?:you|the \w+) (?:shall|must|will) (?:pay|bear) (?:all )?(?:the )?(?:costs|fees) of (?:the )?arbitration|regardless of the outcome|(?:waive|abandon)s?[^.;]{0,40}(?:right|court)|no (?:right|access) to (?:any )?court/i,
      );
      const farCourt =
        has(
          f.text,
          /exclusive jurisdiction|(?:consents?|submits?|agrees?) to the (?:exclusive )?jurisdiction of the [^.;]{0,60}(?:high court|division|court (?:at|in|of))|(?:only|exclusively) in the [^.;]{0,40}(?:high court|court)/i,
        ) &&
        !has(
          f.text,
          /\b(?:where|in whose area|having jurisdiction over)\b[^.;]{0,40}(?:you|the \w+) (?:live|reside|resides|lives)|any competent court/i,
        );
      if (!costs && !arbitration && !farCourt) return null;
      const credit = has(f.clause.contract.source, /credit agreement|national credit act|\bloan\b|instalment sale/i);
      return {
        severity: arbitration || farCourt || credit ? "medium" : "low",
        because: arbitration
          ? "Disputes must go to an arbitration the other side controls or that you must pay for, instead of a court you can reach."
          : farCourt
            ? "You must litigate in a court chosen by the other side, which may be far from you."
            : "You must pay the other side's legal and collection costs on the highest scale, while it carries none of yours.",
      };
    },
    explanation:
      "You keep the right to take a dispute to a court near you (or to the Consumer Tribunal or an ombud). A term that forces you into arbitration you must pay for, into a distant court, or to pay punitive 'attorney and own client' costs is one-sided; collection costs on credit are limited by law.",
    advice:
      "Ask that disputes may go to any competent court near your home, that each side pays its own costs unless a court orders otherwise, and that costs are limited to what the law allows.",
    wording:
      "Either party may refer a dispute to a court having jurisdiction where you live. Each party pays its own costs unless a court or arbitrator orders otherwise, and any collection costs are limited to those the law allows.",
  },
  {
    topic: "penalty-disproportionate",
    title: "Penalty out of proportion to the harm",
    law: [law(PENALTIES, "s3"), law(PENALTIES, "s4")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (
        !has(
          f.text,
          /penalt|forfeit|\bfines?\b|liquidated damages|claw ?back|repay|pay back|(?:ours|theirs|its) to keep|keep all (?:the )?(?:payments|amounts)/i,
        )
      )
        return null;
      if (has(f.text, /without (?:any )?(?:penalty|charge)/i) && !has(f.text, /forfeit/i)) return null;
      if (
        has(f.text, /\bcancel\w*\b[^.;]{0,60}(?:by|if) (?:you|the (?:member|client|customer|subscriber))/i) &&
        !has(f.text, /breach/i)
      )
        return null;
      const everything = has(
        f.text,
        /(?:forfeit|lose|repay|pay back|claw ?back)s?\w*[^.;]{0,60}(?:all|every|each|the (?:whole|full|entire))[^.;]{0,40}(?:deposit|fees?|amounts?|payments?|price|monies|moneys|sums)|(?:all|every|entire|whole|full)[^.;]{0,50}(?:deposit|fees?|amounts?|payments?|rent)[^.;]{0,50}(?:forfeit|retain|kept|(?:ours|theirs) to keep)|(?:all|every) (?:amounts?|payments?|fees?) (?:already )?(?:paid|received)[^.;]{0,40}(?:forfeit|retain|kept)/i,
      );
      const onTop = has(
        f.text,
        /in addition to[^.;]{0,40}damages|damages? in addition|without prejudice to[^.;]{0,80}(?:claim|recover)[^.;]{0,40}(?:damage|cost)|you must (?:also )?pay (?:us )?the difference|as well as (?:any )?damages|and (?:also |still )?(?:claim|recover)[^.;]{0,30}damages|(?:and|while) (?:still )?(?:owe|owes|remain liable for)[^.;]{0,40}(?:full|whole|balance)/i,
      );
      const perBreach =
        has(
          f.text,
          /(?:any|every|each) (?:breach|contravention|infringement|transgression|failure)|however (?:minor|small|trivial)|per (?:day|hour|breach|occurrence|instance|incident)|for each (?:day|breach|occasion)/i,
        ) && has(f.text, /penalt|\bfines?\b|forfeit|claw ?back|repay/i);
      if (!everything && !onTop && !perBreach) return null;
      if (
        !everything &&
        !onTop &&
        has(f.text, /(?:fourth|third|repeated)|(?:only|not) (?:if|where|when)[^.;]{0,60}(?:fault|cause)/i)
      )
        return null;
      return {
        severity: everything || onTop ? "high" : "medium",
        because: everything
          ? "A single breach makes you lose or repay everything paid, however small the harm."
          : onTop
            ? "You pay a penalty and the other side may still claim its full damages for the same breach."
            : "A fixed penalty applies to every breach, however minor, whatever the harm it causes.",
      };
    },
    explanation:
      "A penalty may not be out of proportion to the harm the breach actually causes; a court will reduce it, and forfeiting what you paid counts as a penalty. A creditor may not recover both a penalty and damages for the same breach.",
    advice:
      "Ask that any penalty be a modest, stated amount in proportion to the likely harm, and set off against any damages claimed.",
    wording:
      "If you breach this agreement, {other} may recover only its actual, proven loss, or a penalty that is in proportion to that loss, but not both.",
  },
  {
    topic: "excessive-restraint",
    title: "Restraint of trade too long or too wide",
    law: [law("Restraint of trade (common law)", null), law(CONSTITUTION, "s22")],
    against: ["employer", "client", "franchisor", "licensor", "service_provider"],
    detect: (f) => {
      const restraintWords = has(f.text, /restrain|non-compet|\bcompet|exclusiv/i);
      const barredAfter =
        has(
          f.text,
          /(?:shall|will|may|must) not|undertakes? not|agrees? not|(?:is|are) not (?:permitted|allowed)|never/i,
        ) &&
        has(
          f.text,
          /(?:months?|years?)\)?,? (?:after|following|from the (?:end|termination|date))|thereafter|after (?:this|the|your|his|her) (?:agreement|employment|contract|campaign|engagement)[^.;]{0,20}(?:ends|terminates|expires)|after (?:you|the [\w']+|he|she) (?:leave|leaves|resign|resigns|stop|stops)/i,
        );
      if (!restraintWords && !barredAfter) return null;
      if (has(f.text, /non-?solicit|poach|entice/i) && f.mutual) return null;
      const after = has(
        f.text,
        /\bafter\b|following|thereafter|post[- ]|(?:termination|expiry|end) of|ceases?|ends?\b/i,
      );
      // "clients dealt with in the last 12 months" looks back to define who is covered; it is not how long the restraint lasts
      const lookBack = (d: ClauseFacts["durations"][number]) =>
        /\b(?:last|preceding|previous|past|prior)\s*$/i.test(f.text.slice(Math.max(0, d.at - 20), d.at)) ||
        /^[^.;]{0,20}?\b(?:before|preceding|prior to)\b/i.test(
          f.text.slice(d.at + d.raw.length, d.at + d.raw.length + 40),
        );
      const months = after ? Math.max(0, ...f.durations.filter((d) => !lookBack(d)).map((d) => d.months)) : 0;
      // clients the person actually dealt with are a limited class, not "any client"
      const wide = has(
        f.text.replace(/\bany ((?:client|customer)s?\b[^.;]{0,60}?\bwith whom\b)/gi, "a $1"),
        /anywhere|any other\b|republic|south africa|the country|nationwide|national|world|international|any (?:province|country|city|town|region)|in (?:\w+ )?(?:and|or) (?:\w+ )?provinces?|any (?:business|work|services?|activity|brand|company|person|client|platform)|in any capacity|directly or indirectly|whatsoever/i,
      );
      const km = Number(/(\d+)\s?(?:km|kilomet)/i.exec(f.text)?.[1] ?? 0);
      if (months === 0) return null;
      const narrow = (km > 0 && km <= 25) || !wide;
      if (months <= RESTRAINT.fairMonths && narrow) return null;
      if (months <= 6) return null;
      const severity =
        months > RESTRAINT.longMonths || (months > RESTRAINT.fairMonths && wide) ? "high" : wide ? "high" : "medium";
      return {
        severity,
        because: `The restraint lasts ${formatMonths(months)} after the agreement ends${wide ? " and covers a very wide area or any kind of similar work" : ""}.`,
      };
    },
    explanation:
      "A restraint is enforced only as far as it protects a real interest of the other side (its clients or confidential information), and no further. A long restraint over a wide area or any kind of work can stop you earning a living, and a court may refuse to enforce it.",
    advice:
      "Ask to limit the restraint to what protects {other}'s real interests: at most 6 to 12 months, only clients dealt with in the last year, and a small area.",
    wording:
      "For 6 months after this agreement ends you will not solicit any client of {other} with whom you dealt in the last 12 months, within a radius of 10 km of {other}'s place of business.",
  },
  {
    topic: "death-or-hospitalisation",
    title: "Fees still due after death or a stay in hospital",
    law: [law(CPA, "s17(5)"), law(CPA, "s48; Regulations reg 44")],
    against: STRONGER_SIDES,
    detect: (f) => {
      if (!CONSUMER_KINDS.includes(f.clause.contract.type)) return null;
      const unfair = f.text
        .split(/(?<=[.;])\s+/)
        .some(
          (sentence) =>
            DEATH_OR_HOSPITAL.test(sentence) &&
            /\b(?:fees?|charges?|penalt\w*|payable|liable|due|refund|instalments?|estate|deposit|price|pay)\b/i.test(
              sentence,
            ) &&
            STILL_CHARGED.test(sentence) &&
            !SPARED.test(sentence.replace(/no refund|not (?:be )?refunded/gi, "")),
        );
      if (!unfair) return null;
      return {
        severity: "high",
        because:
          "The fees or the cancellation charge stay payable even when the person the contract is for dies or is admitted to hospital, and may be claimed from the estate.",
      };
    },
    explanation:
      "A supplier may not charge a cancellation fee for a booking, reservation or order that the consumer cannot honour because of the death or hospitalisation of the person it was made for (section 17(5) of the Consumer Protection Act). Keeping a membership or service fee running after the member dies or is in hospital is a one-sided term the Act treats as unfair.",
    advice:
      "Ask that no cancellation fee or further fees are payable where you, or the person the contract is for, die or are hospitalised, and that amounts paid in advance are refunded.",
    wording:
      "If you cannot use or honour this agreement because you, or the person for whose benefit it was made, die or are admitted to hospital, no cancellation fee or further fee is payable, and amounts paid for the period after that are refunded.",
  },
];

export { CPA_NUMBERS };
