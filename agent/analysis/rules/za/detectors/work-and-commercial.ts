import { durationInDays, parseDurations } from "../../../key-terms/parse-durations";
import { BCEA, COIDA, CPA, LRA, law, UIA, UICA } from "../../law";
import { BCEA as BCEA_NUMBERS, SOCIAL_INSURANCE } from "../law-numbers";
import { SUPPLIER_SIDES } from "./consumer";
import {
  boundBy,
  type ClauseFacts,
  type Detection,
  type Detector,
  has,
  plainNumbers,
  rand,
  shortestDays,
  whoMay,
} from "./facts";

const EMPLOYER = ["employer"];
const CLIENT_SIDE = ["client"];
/** Contracts in which the user pays rather than is paid for work: payment and acceptance terms protect the other side. */
const USER_PAYS = ["residential_lease", "commercial_lease", "loan", "sale_of_goods", "employment"];

function employment(f: ClauseFacts): boolean {
  const c = f.clause.contract;
  if (c.type === "employment") return true;
  if (c.type === "independent_contractor") return false;
  return (
    /\bemployer\b/i.test(c.source) &&
    /\bemployee\b|\bworker\b/i.test(c.source) &&
    /\b(?:salary|wages?|remuneration)\b/i.test(c.source)
  );
}

const domestic = (f: ClauseFacts) =>
  /domestic worker|household|live-in|sectoral determination 7/i.test(f.clause.contract.source);

/** The monthly wage the contract states (for shares of pay), or null. */
function monthlyWage(source: string): number | null {
  const match =
    /(?:salary|wage|remuneration|pay)[^.\n]{0,80}?R\s?(\d{1,3}(?:[ \u00a0,.]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?)[^.\n]{0,40}?(?:per|a|each) month|R\s?(\d{1,3}(?:[ \u00a0,.]\d{3})*(?:[.,]\d{2})?|\d+(?:[.,]\d{2})?)[^.\n]{0,20}(?:per|a|each) month[^.\n]{0,40}(?:salary|wage|remuneration)/i.exec(
      source,
    );
  const figure = match?.[1] ?? match?.[2];
  if (!figure) return null;
  const value = Number(
    figure
      .replace(/[ \u00a0]/g, "")
      .replace(/,(\d{2})$/, ".$1")
      .replace(/,/g, ""),
  );
  return Number.isFinite(value) && value > 500 ? value : null;
}

/** Ordinary hours a week from "08:00 to 17:00, Monday to Friday, one-hour lunch" or "50 hours a week". */
function weeklyHours(text: string): number | null {
  const stated =
    /(\d{2})\s*(?:\(\w+(?:[- ]\w+)?\)\s*)?(?:ordinary )?hours?\s*(?:of work\s*)?(?:per|a|each|in a|in any)\s*week/i.exec(
      text,
    );
  if (stated) return Number(stated[1]);
  const times = /(\d{1,2})[:h.](\d{2})\s*(?:am|pm)?\s*(?:to|-|–|until|and)\s*(\d{1,2})[:h.](\d{2})\s*(am|pm)?/i.exec(
    text,
  );
  const days =
    /monday to (friday|saturday|sunday)|(\w+|\d) days? (?:a|per|each) week|six[- ]day week|(\d)[- ]day week/i.exec(
      text,
    );
  if (!times || !days) return null;
  const start = Number(times[1]) + Number(times[2]) / 60;
  let end = Number(times[3]) + Number(times[4]) / 60;
  if (times[5]?.toLowerCase() === "pm" && end < 12) end += 12;
  if (end <= start) end += 12;
  const dayCount = days[1]
    ? { friday: 5, saturday: 6, sunday: 7 }[days[1].toLowerCase() as "friday"]
    : Number(days[3] ?? 0) ||
      ({ five: 5, six: 6, seven: 7, "5": 5, "6": 6, "7": 7 } as Record<string, number>)[
        (days[2] ?? "six").toLowerCase()
      ] ||
      6;
  const breakMinutes = /(\d{2})[- ]minute|half[- ]an[- ]hour|one[- ]hour|an hour|(\d) hours? (?:lunch|break)/i.exec(
    text,
  );
  const pause = breakMinutes
    ? breakMinutes[1]
      ? Number(breakMinutes[1]) / 60
      : breakMinutes[2]
        ? Number(breakMinutes[2])
        : /half/i.test(breakMinutes[0])
          ? 0.5
          : 1
    : 0;
  return Math.round((end - start - pause) * dayCount! * 10) / 10;
}

/** Annual leave in working days a year, from "one day per month", "12 working days", "two weeks". */
function annualLeaveDays(text: string): number | null {
  // accrual by days worked ("1 day for every 17 days worked", "an hour for every 17 hours worked"): a year of 5-day weeks is 260 working days
  const ratio =
    /(\d+(?:[.,]\d+)?|one|an?) (day|hour)s?'?s?'?[^.;]{0,40}?for (?:every|each) (\d+(?:[.,]\d+)?) (?:days?|hours?) (?:worked|of work)/i.exec(
      text,
    );
  if (ratio) {
    const earned = /^(?:one|an?)$/i.test(ratio[1]!) ? 1 : Number(ratio[1]!.replace(",", "."));
    return Math.round((earned / Number(ratio[3]!.replace(",", "."))) * 260 * 10) / 10;
  }
  if (
    /1 day (?:for|per) every 17|one day for every seventeen|21 consecutive|twenty[- ]one consecutive|three weeks|3 weeks|15 working days|fifteen working days/i.test(
      text,
    )
  )
    return 15;
  const perMonth =
    /(\d+(?:[.,]\d+)?|one|two|a|half a) (?:working )?days?[^.;]{0,30}(?:per|a|each|for (?:each|every)) (?:completed )?(?:calendar )?month/i.exec(
      text,
    );
  if (perMonth) {
    const n =
      { one: 1, a: 1, two: 2, "half a": 0.5 }[perMonth[1]!.toLowerCase() as "one"] ??
      Number(perMonth[1]!.replace(",", "."));
    return n * 12;
  }
  const weeks =
    /(\d+|one|two|three|four) \(?\w*\)? ?weeks?'?s?'? (?:paid )?(?:annual )?(?:leave|holiday)/i.exec(text) ??
    /(?:leave|holiday)[^.;]{0,60}?(\d+|one|two|three|four) \(?\w*\)? ?weeks?/i.exec(text);
  if (weeks) return ({ one: 1, two: 2, three: 3, four: 4 }[weeks[1]!.toLowerCase() as "one"] ?? Number(weeks[1])) * 5;
  const days =
    /(\d+) \(?\w*\)? ?(?:working |business |paid |consecutive )*days?'?s?'? (?:paid )?(?:annual )?(?:leave|holiday)/i.exec(
      text,
    ) ??
    /(?:annual leave|holiday leave|leave)[^.;]{0,40}?(\d+) \(?\w*\)? ?(?:working |business |paid )*days/i.exec(text);
  if (days) return Number(days[1]) * (/consecutive/i.test(days[0]) ? 5 / 7 : 1);
  return null;
}

/** A right to end the agreement at will, or on short notice. */
const AT_WILL =
  /at any time|for any reason|without (?:cause|reason|giving (?:any |a )?reasons?|any reason|a reason)|for convenience|on (?:any|whichever) day (?:we|it|they|I|the [\w']+) (?:choose|chooses|wish|wishes|like|likes)|whenever (?:we|it|they|the [\w']+) (?:decide|decides|choose|chooses|wish|wishes|want|wants|like|likes)|at (?:its|their|our) (?:sole |absolute )?discretion|for no reason|with immediate effect|by (?:sending (?:you |the [\w']+ )?)?(?:an? )?(?:email|whatsapp|sms|message)|(?:on|by giving (?:you |the [\w']+ )?|with) (?:\d+|one|two|three|five|seven|fourteen|\w+) \(?\d*\)? ?(?:calendar |business )?(?:days?|weeks?|months?)'?s?'? (?:written |prior )?notice/i;

const LEASE_ENDS =
  /terminat(?:e|es|ing)\b|cancel(?:s|led|ling)?\b|end (?:this|the|your) (?:lease|agreement|tenancy)|(?:bring|brings) (?:this|the) (?:lease|agreement|tenancy) to an end|(?:notice|require\w*|ask\w*) (?:\w+ ){0,3}to (?:leave|vacate|move out)/i;
/** Ending before the lease period is over, or for the landlord's own reasons rather than the tenant's breach. */
const EARLY_OR_OWN_REASONS =
  /\bearly\b|before (?:the |its )?(?:end|expiry|expiration)|notwithstanding the (?:period|term|duration)|at any (?:stage|time)|during the (?:lease|term|period)|at (?:its|his|her|their|our) (?:election|option|discretion)|\bsale\b|\bsell|redevelop|refurbish|renovat|\boccupy\b|own use|(?:another|national|new|single|one|anchor) tenant|needs? the (?:room|premises|unit|shop|flat|space|property)|for (?:his|her|its|their|our) (?:own )?family|\belect(?:s|ion)?\b/i;
const FOR_CAUSE =
  /breach|fail(?:s|ure)? to|default|arrear|not remed|destroy|destruction|\bfire\b|expropriat|unfit|untenantable|insolven/i;

/**
 * A lease the landlord alone may end early, on notice, for its own reasons (a sale, a refurbishment,
 * another tenant), while the tenant is bound for the whole period or may leave only for breach.
 */
function landlordEndsLeaseEarly(f: ClauseFacts): Detection | null {
  const c = f.clause.contract;
  const lease =
    c.type === "commercial_lease" ||
    c.type === "residential_lease" ||
    (/\b(?:lease|let|letting)\b/i.test(c.source) && /\brent(?:al)?\b/i.test(c.source));
  if (!lease) return null;
  const granting = plainNumbers(f.text)
    .split(/(?<=[.;])\s+/)
    .filter(
      (sentence) =>
        LEASE_ENDS.test(sentence) &&
        EARLY_OR_OWN_REASONS.test(sentence) &&
        !FOR_CAUSE.test(sentence) &&
        !/\b(?:either|each|both) (?:of the )?part(?:y|ies)\b|\bmutual/i.test(sentence) &&
        ["other", "user"].includes(
          whoMay({ ...f, text: sentence }, /terminate|cancel\b|end\b|bring|give|require/) ?? "",
        ),
    );
  if (granting.length === 0) return null;
  // the user (the landlord reading it) holds the right: in their favour
  const holders = granting.map((sentence) =>
    whoMay({ ...f, text: sentence }, /terminate|cancel\b|end\b|bring|give|require/),
  );
  const burdened = boundBy(holders.every((holder) => holder === "user") ? "user" : "other");
  const notices = granting.flatMap((sentence) =>
    parseDurations(sentence).map((d) => ({ days: durationInDays(d), raw: d.raw })),
  );
  const notice = notices.length ? Math.min(...notices.map((n) => n.days)) : null;
  const uncompensated = has(
    f.text,
    /no (?:claim|compensation)|without (?:any )?compensation|not (?:be )?(?:entitled|liable|obliged)[^.;]{0,40}(?:compensat|claim|pay)|pays? nothing|nothing (?:is )?(?:payable|paid)/i,
  );
  const said = granting.join(" ");
  const reasons = [
    /\bsale\b|\bsell/i.test(said) ? "a sale" : null,
    /redevelop|refurbish|renovat/i.test(said) ? "a refurbishment" : null,
    /tenant/i.test(said) ? "another tenant" : null,
    /occupy|own use|family/i.test(said) ? "its own use" : null,
  ].filter(Boolean);
  const why = reasons.length
    ? ` for its own reasons (${reasons.join(", ")})`
    : /any reason|without (?:\w+ ){0,2}(?:cause|reason)/i.test(said)
      ? " for any reason"
      : "";
  return {
    severity: notice === null || notice <= 92 ? "high" : "medium",
    burdened,
    because: `The other side may end the lease early${notice === null ? "" : ` on ${Math.round(notice)} days' notice`}${why}, while you are bound for the whole lease period${uncompensated ? " and are paid nothing for your fit-out or moving costs" : ""}.`,
  };
}

/** A sentence about UIF, the Compensation Fund or injuries at work. */
const SOCIAL_COVER =
  /\buif\b|unemployment insurance|compensation fund|\bcoida\b|occupational injur|workm[ae]n'?s'? compensation|injur(?:y|ies|ed) on duty|(?:injur\w*|hurt|accident\w*)[^.;]{0,40}(?:at|on|during|while|in the course of) (?:work|duty|working|the job)/i;
/** The cover is refused, waived, or its cost put on the worker. */
const COVER_EXCLUDED =
  /(?:\bnot|\bnever|\bno)\s+(?:\w+\s+){0,3}(?:register\w*|contribut\w*|registration|covered|cover|appl(?:y|ies|icable)|deduct\w*)|(?:do|does|did|will|shall|would)(?: not|n't)\s+(?:\w+\s+){0,2}(?:register|contribute|pay (?:into|in to|over|uif|the uif|contributions?|any contributions?|to the))|won't\s+(?:\w+\s+){0,2}(?:register|contribute|pay)|nothing (?:is |will be |shall be )?(?:paid|contributed)|\bexempt|\bwaive|own (?:account|cost|expense|medical|doctor)|(?:responsible|liable) for (?:his|her|their|your|its) own|no liability|not (?:be )?liable/i;
const SHARE_SHIFTED =
  /(?:full|both|entire|total|whole)[^.;]{0,40}(?:contribution|share)[^.;]{0,80}deduct|(?:2|two)\s?(?:%|per ?cent)[^.;]{0,60}deduct|deduct[^.;]{0,60}(?:2|two)\s?(?:%|per ?cent)|employer'?s (?:share|contribution)[^.;]{0,60}deduct/i;

export const workDetectors: Detector[] = [
  {
    topic: "bcea-notice",
    title: "Notice period shorter than the law's minimum",
    law: [law(BCEA, "s37")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f) || !has(f.text, /notice/i) || !has(f.text, /terminat|end|resign|dismiss/i)) return null;
      if (f.durations.length === 0) return null;
      const scales = has(
        plainNumbers(f.text),
        /(?:more|longer) than (?:six|6)|first (?:six|6) months|(?:after|exceeds?|over) (?:one|1|a) year|(?:six|6) months or less|less than (?:six|6)|up to (?:one|1|a) year/i,
      );
      const shortest = shortestDays(f);
      const needed = domestic(f) ? 28 : 14;
      if (scales && shortest >= 7) return null;
      if (shortest >= needed && !(domestic(f) && shortest < 28)) {
        if (shortest >= 28) return null;
        if (scales) return null;
      }
      if (shortest >= 28) return null;
      const unequal = f.durations.some((d) => d.days >= 28) && shortest < 28;
      return {
        severity: shortest < needed ? "high" : "medium",
        because: `Notice is ${shortest < 7 ? `${Math.round(shortest)} day${Math.round(shortest) === 1 ? "" : "s"}` : `${Math.round(shortest / 7)} week${Math.round(shortest / 7) === 1 ? "" : "s"}`}${unequal ? ", shorter for one side than the other," : ""} however long you have worked; the law requires 2 weeks after 6 months' service and 4 weeks after a year${domestic(f) ? " (4 weeks after 6 months for a domestic worker)" : ""}.`,
      };
    },
    explanation:
      "Employment may be ended on no less than the Basic Conditions of Employment Act's notice: 1 week in the first 6 months, 2 weeks up to a year, and 4 weeks after a year (4 weeks after 6 months for domestic and farm workers). A contract may give more, never less.",
    advice: "Ask that notice be at least the law's minimum for your length of service, and the same for both sides.",
    wording:
      "Either party may end this employment on written notice of not less than 1 week during the first 6 months of employment, 2 weeks after 6 months up to 1 year, and 4 weeks after 1 year, or longer where the Basic Conditions of Employment Act requires it.",
  },
  {
    topic: "bcea-leave",
    title: "Leave below the legal minimum",
    law: [law(BCEA, "s20"), law(BCEA, "s22")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f) || !has(f.text, /leave|holiday/i)) return null;
      if (
        has(f.text, /annual|holiday|vacation/i) ||
        !has(f.text, /sick|family responsibility|maternity|parental|study/i)
      ) {
        if (
          has(
            f.text,
            /no (?:paid )?(?:annual )?leave|not (?:be )?entitled to (?:any )?(?:paid )?(?:annual )?leave|(?:any )?other (?:time off|leave)[^.;]{0,30}unpaid|only (?:the )?(?:leave|time off) (?:is|shall be)/i,
          ) &&
          !has(f.text, /21|twenty-one|17 days|seventeen/i)
        )
          return { severity: "high", because: "The contract gives no proper paid annual leave." };
        const days = annualLeaveDays(plainNumbers(f.text));
        if (days !== null && days < 14.5)
          return {
            severity: "high",
            because: `Annual leave is about ${Math.round(days)} working days a year; the minimum is 21 consecutive days (15 working days for a 5-day week), or 1 day for every 17 days worked.`,
          };
        return null;
      }
      if (has(f.text, /sick/i)) {
        const perYear =
          /(\d+) \(?\w*\)? ?(?:working |paid )?days?'?s?'?[^.;]{0,30}(?:per|a|each|in any) (?:calendar )?year/i.exec(
            f.text,
          );
        if (perYear && Number(perYear[1]) < 10)
          return {
            severity: "medium",
            because: `Sick leave is ${perYear[1]} days a year; the law gives the days you would work in 6 weeks over each 3-year cycle (about 10 days a year for a 5-day week).`,
          };
      }
      return null;
    },
    explanation:
      "Every employee is entitled to at least 21 consecutive days' paid annual leave a year (15 working days for a 5-day week), or by agreement 1 day for every 17 days worked, and to paid sick leave of the days normally worked in 6 weeks over each 36-month cycle.",
    advice: "Ask for at least the statutory minimum annual and sick leave, on full pay.",
    wording:
      "You are entitled to 21 consecutive days' paid annual leave (15 working days) in each annual leave cycle, and to paid sick leave as section 22 of the Basic Conditions of Employment Act provides.",
  },
  {
    topic: "bcea-deductions",
    title: "Deductions from pay the law does not allow",
    law: [law(BCEA, "s34")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f)) return null;
      if (
        !has(
          f.text,
          /deduct|set[- ]off|(?:recover|take|taken|recovered)[^.;]{0,40}(?:from|out of) (?:[\w']+\s){0,3}(?:salary|wages?|remuneration|pay)|withh(?:o|e)ld[^.;]{0,30}(?:salary|wages?|pay)/i,
        )
      )
        return null;
      const capped =
        /(?:not|never) (?:more|exceed)[^.;]{0,30}(?:one[- ]tenth|10 ?%|a quarter|one[- ]quarter|25 ?%)/i.test(f.text);
      const consented =
        /(?:signed|written) (?:by (?:both|you|the employee)|consent|agreement|acknowledg)|note (?:both|that both) sign|(?:agreed|recorded) in writing/i.test(
          f.text,
        );
      if (capped && consented) return null;
      const wage = monthlyWage(f.clause.contract.source);
      const accommodation = /accommodation|room|board|lodging|meals|food|housing/i.test(f.text);
      if (accommodation && wage) {
        const amount = Math.max(0, ...f.amounts.map((a) => a.value));
        const limit = domestic(f) ? 0.1 : 0.25;
        if (amount > wage * limit + 1)
          return {
            severity: "high",
            because: `${rand(amount)} a month is ${Math.round((amount / wage) * 100)}% of the wage; the most that may be deducted for accommodation and food is ${limit * 100}%.`,
          };
        if (amount > 0) return null;
      }
      const open = has(
        f.text,
        /(?:sole |absolute )?discretion|full cost|full amount|whole amount|as (?:determined|decided|assessed) by|in full|any (?:amount|loss|shortage|penalt|fine|cost)|all (?:losses|costs|shortages|penalties|amounts)|without (?:further )?(?:consent|notice|procedure|hearing)|(?:final|binding)[^.;]{0,20}(?:figure|amount|assessment)/i,
      );
      if (!open && consented) return null;
      if (!open) return null;
      return {
        severity: "high",
        because:
          "The employer may take money from your pay on its own assessment, without your written consent for that debt, a fair procedure or the 25% limit.",
      };
    },
    explanation:
      "An employer may deduct from pay only what the law requires or what you agreed to in writing for a specific debt. For loss or damage, it needs a fair procedure first, and the deduction may not exceed a quarter of your pay (for a domestic worker's room and food, at most 10%).",
    advice:
      "Ask that deductions be made only with your written consent for a specific amount, after a fair procedure, and within the legal limits.",
    wording:
      "The employer may deduct from your remuneration only amounts required by law, or a specific debt you agree to in writing, after a fair procedure; no deduction may exceed one quarter of your remuneration.",
  },
  {
    topic: "bcea-hours-overtime",
    title: "Working hours or overtime beyond the legal limits",
    law: [law(BCEA, "s9"), law(BCEA, "s10")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f) || !has(f.text, /hours?|overtime|standby|evening/i)) return null;
      const hours = weeklyHours(plainNumbers(f.text));
      if (hours !== null && hours > BCEA_NUMBERS.ordinaryHoursPerWeek.value + 0.5)
        return {
          severity: "high",
          because: `Ordinary hours come to about ${hours} a week; the law allows at most 45 (and overtime at most 10 more, paid at 1.5 times).`,
        };
      if (!has(f.text, /overtime|additional hours|extra hours|after hours|evening|standby/i)) return null;
      const unpaid = has(
        f.text,
        /without (?:additional |extra |any )?(?:pay|payment|remuneration|compensation)|not (?:be )?(?:paid|remunerated)|no (?:additional |extra |further )?(?:pay|payment|remuneration)|(?:included|inclusive) in (?:the |your |her |his )?(?:salary|wage|remuneration)|all[- ]inclusive|(?:time off|hour for hour)[^.;]{0,60}(?:instead|in lieu|equal)|as (?:and when )?(?:required|needed|necessary) by the employer|as (?:the employer|we|it) (?:requires?|needs?|demands?)|when (?:we|the employer) (?:need|needs|require|requires)|without limit|equal time off|no (?:limit|maximum)|uncapped/i,
      );
      if (
        !unpaid ||
        (has(f.text, /(?:one and a half|1[.,]5|time and a half) times/i) && !has(f.text, /no (?:limit|maximum)/i))
      )
        return null;
      return {
        severity: "medium",
        because: "Extra hours may be demanded without the overtime pay and limits the law requires.",
      };
    },
    explanation:
      "Ordinary hours may not exceed 45 a week (9 a day for a 5-day week, 8 a day for a longer week). Overtime must be agreed, is limited to 10 hours a week and is paid at 1.5 times the normal wage (or paid time off by agreement).",
    advice:
      "Ask that ordinary hours stay within 45 a week and that overtime be voluntary, capped at 10 hours a week and paid at time and a half.",
    wording:
      "Your ordinary hours are no more than 45 a week. Overtime is worked only by agreement, is limited to 10 hours a week and is paid at one and a half times your normal wage.",
  },
  {
    topic: "unfair-dismissal-waiver",
    title: "Dismissal without a fair reason or procedure",
    law: [law(LRA, "s185–s188"), law(LRA, "s191")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f) || !has(f.text, /dismiss|terminat|end (?:the |your |her |his )?(?:employment|job)/i))
        return null;
      // ending without notice only for a breach the law recognises as cause (BCEA s37(6)) is summary termination, not a waiver
      const lawfulSummary =
        /without (?:any )?notice[^.;]{0,30}\b(?:for|on|where|if|in case of)\b[^.;]{0,40}(?:breach|misconduct|cause)[^.;]{0,60}?(?:(?:justif|recogni[sz]|allow|permit)\w*[^.;]{0,20}\b(?:in|at|by) law|\blaw (?:recogni[sz]|allow|permit|justif)\w*|lawful)/gi;
      const unfair = has(
        f.text.replace(lawfulSummary, ""),
        /without (?:giving )?(?:a |any )?(?:reason|hearing|cause|notice|procedure)|for any reason|at any time[^.;]{0,40}(?:reason|notice)|no (?:reason|hearing)|(?:waive|abandon|give up)s?[^.;]{0,60}(?:right|claim|ccma|dispute)|(?:not|never) (?:to )?(?:refer|approach|lodge|challenge|dispute|take)[^.;]{0,60}(?:ccma|dispute|claim|court|dismissal)|(?:not|no) (?:be )?entitled to (?:challenge|dispute|refer)|summarily/i,
      );
      if (!unfair) return null;
      if (
        has(
          f.text,
          /fair (?:hearing|procedure|reason)|(?:told|informed|notified) of the (?:allegation|charge)|opportunity to (?:respond|state|be heard)|consult/i,
        ) &&
        !has(f.text, /waive|not (?:to )?refer|without (?:a )?hearing/i)
      )
        return null;
      return {
        severity: "high",
        because:
          "You may be dismissed without a fair reason or hearing, or must give up your right to challenge a dismissal.",
      };
    },
    explanation:
      "Every employee, also on probation, has the right not to be unfairly dismissed: a dismissal needs a fair reason and a fair procedure, and you may refer a dispute to the CCMA. These rights cannot be waived in a contract.",
    advice:
      "Ask that the clause be removed and that dismissal follow a fair reason and procedure, as the Labour Relations Act requires.",
    wording:
      "The employer may dismiss you only for a fair reason relating to your conduct, capacity or its operational requirements, after a fair procedure. Nothing in this contract limits your rights under the Labour Relations Act.",
  },
  {
    topic: "disguised-employment",
    title: "Called a contractor but controlled like an employee",
    law: [law(LRA, "s200A"), law(BCEA, "s83A")],
    against: ["client", "employer"],
    detect: (f) => {
      const c = f.clause.contract;
      if (!/independent contractor|not an employee|contractor|consultant/i.test(c.source) || employment(f)) return null;
      if (
        has(
          f.text,
          /(?:determine|decide|choose|control|set)s? (?:his|her|its|their|your|the contractor's)? ?(?:own )?(?:working )?(?:hours|methods|time|schedule)|own (?:hours|schedule|working hours|methods)|as (?:he|she|it|they) (?:sees?|see) fit/i,
        )
      )
        return null;
      const markers = [
        /(?:must|shall|will) (?:work|be (?:present|available|on site))[^.;]{0,50}(?:\d{1,2}[:h]\d{2}|hours|monday|premises|office|studio|site)|be (?:present|available|on site)[^.;]{0,60}(?:\d{1,2}[:h]\d{2}|hours|premises|office|studio)/i,
        /(?:report|answer) to[^.;]{0,30}(?:supervisor|manager|team leader)/i,
        /disciplinary (?:code|procedure|action)/i,
        /leave (?:must be )?(?:approved|applied for)|apply for leave/i,
        /(?:work|provide services|available) exclusively for|exclusively for (?:the [\w']+|us)|may not (?:work|provide services) for (?:any )?(?:other|anyone)/i,
        /(?:clock in|sign in|timesheet)[^.;]{0,40}(?:daily|each day)/i,
      ].filter((p) => p.test(f.text)).length;
      if (markers < 2) return null;
      return {
        severity: markers >= 3 ? "high" : "medium",
        because:
          "The 'contractor' must keep set hours, answer to a supervisor and follow company rules like an employee.",
      };
    },
    explanation:
      "Calling someone a contractor does not make them one. A person who works set hours under another's control, as part of its organisation, is presumed to be an employee, with all the protections of labour law.",
    advice:
      "Either remove the control terms (set hours, supervision, discipline) or treat the relationship as employment.",
    wording:
      "The contractor decides how, when and where to do the work, provided the agreed deliverables are met on time.",
  },
  {
    topic: "uif-coida",
    title: "No UIF or Compensation Fund cover",
    law: [law(UICA, "s5–s6"), law(UIA, null), law(COIDA, "s80")],
    against: EMPLOYER,
    detect: (f) => {
      if (!employment(f)) return null;
      const sentences = f.text.split(/(?<=[.;:])\s+/).filter((sentence) => SOCIAL_COVER.test(sentence));
      const excluded = sentences.filter((sentence) => COVER_EXCLUDED.test(sentence) || SHARE_SHIFTED.test(sentence));
      if (excluded.length === 0) return null;
      const injury = excluded.some((sentence) => /injur|hurt|accident|compensation|coida|medical/i.test(sentence));
      const uif = excluded.some((sentence) => /\buif\b|unemployment/i.test(sentence));
      const shifted = excluded.some((sentence) => SHARE_SHIFTED.test(sentence));
      return {
        severity: "high",
        because: shifted
          ? "The whole UIF contribution, the employer's share too, comes out of your wage."
          : `${[
              uif ? "You are not registered for UIF or no contributions are paid for you" : null,
              injury
                ? "an injury at work is left for you to pay instead of being covered by the Compensation Fund"
                : null,
            ]
              .filter(Boolean)
              .join(", and ")
              .replace(/^./, (letter) => letter.toUpperCase())}.`,
      };
    },
    explanation: `Every employer, a private household too, must register its employees (a domestic worker who works more than ${SOCIAL_INSURANCE.uifDomesticWorkers.minHoursPerMonth} hours a month included) with the Unemployment Insurance Fund and pay ${SOCIAL_INSURANCE.uifContribution.employerPercent}% of the wage each month on top of the employee's own ${SOCIAL_INSURANCE.uifContribution.employeePercent}%. Employees, domestic workers included, are covered by the Compensation Fund (COIDA) for injuries on duty and diseases caused by work, and the employer pays for that cover. A contract cannot exclude either or shift the employer's share onto the worker.`,
    advice:
      "Ask that {other} registers you for UIF and with the Compensation Fund, pays its own share of the contributions, and reports any injury on duty.",
    wording:
      "{other} registers you with the Unemployment Insurance Fund and the Compensation Fund, pays its own UIF contribution of 1% of your wage and deducts only your 1% contribution, and reports any injury on duty as the Compensation for Occupational Injuries and Diseases Act requires.",
  },
];

export const commercialDetectors: Detector[] = [
  {
    topic: "uncapped-liability",
    title: "Your liability has no limit",
    law: [law(CPA, "s48"), law("Common law of contract (damages)", null)],
    against: ["client", ...SUPPLIER_SIDES],
    detect: (f) => {
      if (!has(f.text, /liab|responsib|indemnif|compensat|\bloss(?:es)?\b|damages/i)) return null;
      const unlimited = has(
        f.text,
        /unlimited|without (?:any )?limit|no (?:limit|cap|maximum)|not (?:be )?(?:limited|capped)|whatever the amount|regardless of (?:the )?amount|(?:liable|compensate[sd]?|responsible)[^.;]{0,40}in full|in full for (?:every|any|all)|any and all (?:loss|damage|claims|costs)|all (?:losses|damages|costs)[^.;]{0,40}(?:direct|indirect|consequential|whatsoever)|(?:indirect|consequential|special)[^.;]{0,40}(?:loss|damage)/i,
      );
      if (!unlimited) return null;
      if (
        has(
          f.text,
          /(?:shall|will) (?:not|never) (?:be liable|exceed)[^.;]{0,60}(?:indirect|consequential|r\s?\d|amount|fees)|excluding (?:any )?(?:indirect|consequential)|neither party (?:shall|will) be liable for (?:any )?(?:indirect|consequential)/i,
        ) &&
        !has(f.text, /unlimited|whatever the amount|no (?:limit|cap)/i)
      )
        return null;
      if (f.mutual && !has(f.text, /while|whereas|but the|only the/i)) return null;
      if (has(f.text, /fair wear and tear|actual (?:and )?reasonable (?:cost|costs)/i)) return null;
      if (whoMay(f, /be liable|be responsible|indemnif|compensate|pay/) === "other" && !has(f.text, /you|your/i))
        return null;
      if (
        !has(
          f.text,
          /unlimited|whatever the amount|no (?:limit|cap)|without (?:any )?limit|not (?:be )?(?:limited|capped)|in full|regardless of (?:the )?amount/i,
        ) &&
        !f.userWords.test(f.text)
      )
        return null;
      const indirect = has(
        f.text,
        /indirect|consequential|lost (?:profits|sales|revenue)|loss of (?:profit|revenue|business)/i,
      );
      return {
        severity: indirect ? "high" : "medium",
        because: `Your liability has no cap${indirect ? " and covers indirect and consequential loss such as lost profits" : ""}, while the other side's is limited or excluded.`,
      };
    },
    explanation:
      "An uncapped liability, especially for indirect and consequential loss, exposes you to claims far larger than the value of the contract. Fair terms cap each side's liability (often at the fees paid) and exclude indirect loss for both.",
    advice:
      "Ask for a cap on your liability (for example the fees paid in the last 12 months), no liability for indirect or consequential loss, and the same terms for both sides.",
    wording:
      "Each party's total liability under this agreement is limited to the fees paid in the 12 months before the claim, and neither party is liable for indirect or consequential loss, except for fraud or wilful misconduct.",
  },
  {
    topic: "one-sided-indemnity",
    title: "You must cover {other} even for its own fault",
    law: [law(CPA, "s49"), law(CPA, "s48")],
    against: ["client", ...SUPPLIER_SIDES],
    detect: (f) => {
      if (
        !has(
          f.text,
          /indemnif|hold (?:\w+ )?harmless|keep (?:\w+ )?harmless|(?:protect|defend)[^.;]{0,40}(?:against|from) (?:any|all|every) (?:claims?|loss)|\bcover (?:us|the [\w']+|them|him|her) (?:for|against)/i,
        )
      )
        return null;
      if (
        f.mutual &&
        has(f.text, /each party|both parties|mutual|either party/i) &&
        !has(f.text, /while|but (?:the|not)/i)
      )
        return null;
      // who gives the indemnity is the one it binds
      const giver = whoMay(f, /indemnif|hold|keep|protect|defend|cover/);
      const burdened = giver === "other" ? "other" : giver === "user" ? "user" : undefined;
      if (
        has(
          f.text,
          /to the extent (?:that )?(?:caused|arising|resulting)[^.;]{0,60}(?:your|its own|the \w+'s own|his|her|their) (?:own )?(?:negligence|breach|act|fault)|(?:except|save|other than)[^.;]{0,60}(?:negligen|fault|breach) of (?:the )?(?:\w+ )?(?:company|club|landlord|brand|client|venue|supplier|provider|us)/i,
        )
      )
        return null;
      const ownFault = has(
        f.text,
        /(?:even|including|whether or not)[^.;]{0,80}(?:negligen|fault|act or omission)|howsoever|however (?:caused|arising)|own negligence|carelessly|any (?:claim|loss)[^.;]{0,40}(?:arising|connected)|(?:any and all|all|every|any) (?:third[- ]party )?(?:claims?|losses?|demands?|liabilit)/i,
      );
      if (!ownFault) return null;
      return {
        severity: has(f.text, /negligen|howsoever|however caused|whether or not/i) ? "high" : "medium",
        because:
          "You must cover every claim or loss connected with the agreement, even one caused by the other side or its staff.",
        burdened,
      };
    },
    explanation:
      "To indemnify the other side means paying its losses and the claims against it. A fair indemnity covers only loss you or your people cause; one that covers the other side's own negligence shifts its risk onto you and, for a consumer, must at least be pointed out plainly.",
    advice:
      "Ask that the indemnity cover only claims caused by your own breach or negligence, and that {other} gives you the same protection.",
    wording:
      "Each party indemnifies the other only against third-party claims to the extent caused by its own breach of this agreement or its negligence.",
  },
  {
    topic: "termination-at-will-one-sided",
    title: "{other} may end the agreement at will",
    law: [law(CPA, "s14(2)(b)(ii)"), law(CPA, "s48")],
    against: ["client", ...SUPPLIER_SIDES],
    detect: (f) => {
      const early = landlordEndsLeaseEarly(f);
      if (early) return early;
      if (
        !has(
          f.text,
          /terminat|cancel|end (?:this|the) (?:agreement|contract|lease|booking|membership|arrangement|engagement)|to an end/i,
        )
      )
        return null;
      const atWill = has(f.text, AT_WILL);
      if (!atWill) return null;
      const breachOnly =
        has(f.text, /(?:material )?breach[^.;]{0,80}(?:fail|remedy|rectify)|fails? to (?:remedy|rectify)/i) &&
        !has(f.text, /for any reason|at any time|without (?:cause|reason)|for convenience/i);
      if (breachOnly) return null;
      // who holds the at-will right: read in the sentences that grant it, so a duty of the other side elsewhere in the clause ("shall notify … that the term is about to end") is not taken for it
      const holders = f.text
        .split(/(?<=[.;])\s+/)
        .filter((sentence) => AT_WILL.test(sentence))
        .map((sentence) => whoMay({ ...f, text: sentence }, /terminat|cancel|end/));
      if (holders.length && holders.every((h) => h === "mutual")) return null;
      const who = whoMay(f, /terminat|cancel|end/);
      if (who !== "other" && who !== "user") return null;
      // the user holds the right: a clause in their favour, not a problem
      const burdened =
        holders.length > 0 && holders.every((h) => h === "user" || h === "mutual") ? "other" : boundBy(who);
      const notices = [
        ...f.text.matchAll(
          /(\d+|one|two|three|seven|fourteen)\s*(?:\(\w+\)\s*)?(?:calendar |business )?(days?|weeks?|months?)'?s?'?\s+(?:written |prior )?notice/gi,
        ),
      ].map(
        (m) =>
          (({ one: 1, two: 2, three: 3, seven: 7, fourteen: 14 }) as Record<string, number>)[m[1]!.toLowerCase()] ??
          Number(m[1]) * (/week/i.test(m[2]!) ? 7 : /month/i.test(m[2]!) ? 30 : 1),
      );
      const notice = notices.length ? Math.min(...notices) : Number.POSITIVE_INFINITY;
      const ownReasons = has(
        f.text,
        /without (?:any )?compensation|not pay (?:you |the [\w']+ )?for|if (?:it|we|they|the [\w']+) (?:wish|want|decide|elect|sell|need)\w*|should (?:it|we) (?:wish|decide)|for (?:its|our) own (?:reasons|purposes)/i,
      );
      const strongAtWill = has(
        f.text,
        /for any reason|without (?:\w+ ){0,2}(?:cause|reason)|at any time|whenever|on (?:any|whichever) day|for convenience|at (?:its|their|our) (?:sole |absolute )?discretion/i,
      );
      if (!strongAtWill && !ownReasons && notice >= 30) return null;
      return {
        severity: "high",
        because: `The other side may end it ${Number.isFinite(notice) ? `on ${Math.round(notice)} days' notice` : "at any time"}${has(f.text, /any reason|without (?:cause|reason)/i) ? " for any reason" : ""}, while you are bound for the full term or may end it only for breach.`,
        burdened,
      };
    },
    explanation:
      "A right for one side alone to end the agreement at will, or on very short notice, leaves you bound while the other side is free. A fair agreement gives both sides the same right, on the same reasonable notice, or lets either end it only for an unremedied breach.",
    advice:
      "Ask that either side may end the agreement only on the same reasonable notice, or for a breach not remedied after written notice, with payment for work done and costs committed.",
    wording:
      "Either party may end this agreement on 30 days' written notice, or for a material breach the other fails to remedy within 20 business days after written notice. On termination you are paid for all work done and costs committed up to the end date.",
  },
  {
    topic: "ip-overreach",
    title: "Takes ownership of more than the work paid for",
    law: [law("Copyright Act 98 of 1978", "s22"), law("Common law of contract", null)],
    against: CLIENT_SIDE,
    detect: (f) => {
      if (
        !has(
          f.text,
          /intellectual property|copyright|ownership|\bowns?\b|vest|assign|belong|likeness|image|name and voice|licen[cs]e/i,
        )
      )
        return null;
      // a perpetual but non-exclusive licence leaves ownership, and the right to license others, with the maker
      const nonExclusive =
        /(?:perpetual|in perpetuity)[^.;]{0,30}non-exclusive[^.;]{0,40}licen[cs]e|non-exclusive[^.;]{0,30}(?:perpetual|in perpetuity)[^.;]{0,30}licen[cs]e/gi;
      const overreach = has(
        f.text.replace(nonExclusive, ""),
        /(?:pre-existing|existing|background|prior|underlying)[^.;]{0,60}(?:ip|intellectual|materials?|code|tools?|libraries|works?|content|know-how)[^.;]{0,80}(?:vest|assign|own|belong|transfer)|(?:vest|assign|own|belong|transfer)[^.;]{0,80}(?:pre-existing|background|existing (?:code|tools|materials|works))|(?:all|any|everything)[^.;]{0,60}(?:creat|develop|made|make|produc|post|publish|writ|conceiv|design)\w*[^.;]{0,100}(?:whether or not|outside (?:the|working)|for (?:any )?other|any (?:account|platform|channel)|own time|spare time|not (?:related|connected)|during the (?:term|campaign|period))|likeness|image rights|name,? (?:image|voice)|in perpetuity|perpetual(?:ly)?[^.;]{0,40}(?:use|licen)/i,
      );
      if (!overreach) return null;
      if (
        has(
          f.text,
          /(?:excluding|except|other than|save for|does not include)[^.;]{0,40}(?:pre-existing|background|existing|non-campaign)|retains? (?:ownership|all rights)[^.;]{0,40}(?:pre-existing|background|own)/i,
        ) &&
        !has(f.text, /whether or not|outside|any account|own time/i)
      )
        return null;
      return {
        severity: "high",
        because:
          "Ownership goes beyond the paid work: it takes in what you owned before, what you make outside the agreement, or your own name and likeness without limit.",
      };
    },
    explanation:
      "Paying for work usually buys the work made for that job, not your existing tools, code or content, nor what you make for yourself or others. Taking all of it, or your name and likeness forever, takes away your stock in trade.",
    advice:
      "Ask that only the deliverables made for and paid for under this agreement pass to {other}, with a licence (not ownership) of your pre-existing material, and use of your likeness limited in time and purpose.",
    wording:
      "Ownership of the deliverables created specifically for {other} under this agreement passes to {other} on payment. You keep your pre-existing material and work made outside this agreement, and grant {other} a non-exclusive licence to use pre-existing material only as part of the deliverables.",
  },
  {
    topic: "late-payment",
    title: "Payment terms that leave you unpaid for long",
    law: [law("Common law of contract (mora interest: Prescribed Rate of Interest Act 55 of 1975)", null)],
    against: CLIENT_SIDE,
    detect: (f) => {
      if (USER_PAYS.includes(f.clause.contract.type)) return null;
      if (!has(f.text, /\bpa(?:y|ys|id|yment|yable)\b|invoice|remunerat|fees?\b/i)) return null;
      const whenPaid = has(
        f.text,
        /pay(?:-| )when(?:-| )paid|(?:only )?(?:after|once|when|until)[^.;]{0,30}(?:has been |is )?(?:paid|receives? payment|received payment) (?:by|from) (?:its|the|their) (?:own )?(?:client|customer|principal|end customer)|back-to-back/i,
      );
      const withhold =
        has(
          f.text,
          /(?:withh(?:o|e)ld|hold back)[^.;]{0,80}(?:payment|invoice|fees?|amounts?)[^.;]{0,60}(?:discretion|dispute|any reason|until|satisf|query|resolved)|set[- ]off[^.;]{0,40}any (?:amount|claim)/i,
        ) &&
        !has(
          f.text,
          /good faith|in writing with reasons|with (?:written )?reasons|only (?:an|the|that) (?:part|amount)/i,
        );
      const noInterest = has(
        f.text,
        /no interest (?:shall|will|is)[^.;]{0,30}(?:payable|accrue|charged)|(?:do|does|will) not pay (?:any )?interest|not (?:be )?(?:liable|obliged) (?:for|to pay) (?:any )?interest/i,
      );
      const monthsOut =
        /(?:end|last (?:business |working )?day) of the (?:second|third|2nd|3rd) (?:calendar )?month|(?:second|third|2nd|3rd) (?:calendar )?month (?:after|following)|(\d+)\s*(?:\(\w+\)\s*)?days? (?:after|from|following) (?:the )?end of the (?:calendar )?month/i.exec(
          f.text,
        );
      const termDays = [
        ...f.text.matchAll(
          /(?:pa(?:y|ys|id|yment|yable)|settle[sd]?)\b[^.;]{0,40}?(?:within|after|of|from|following)\s+(\d+)\s*(?:\(\w+\)\s*)?(?:calendar |business |working )?days|(\d+)\s*(?:\(\w+\)\s*)?(?:calendar |business |working )?days (?:after|from|of|following) (?:the )?(?:date of |receipt|invoice|statement|approval|end|we receive|it receives)/gi,
        ),
      ].map((m) => Number(m[1] ?? m[2]));
      const extraDays = monthsOut ? (monthsOut[1] ? Number(monthsOut[1]) + 15 : 60) : 0;
      const days = Math.max(extraDays, ...termDays, 0);
      if (!whenPaid && !withhold && !noInterest && days <= 30) return null;
      if (!has(f.text, /invoice|fees?|payment|remunerat|pay/i)) return null;
      return {
        severity: whenPaid || days > 60 || withhold ? "high" : "medium",
        because: whenPaid
          ? "You are paid only when the other side is paid by someone else, so you carry its customers' risk."
          : withhold
            ? "The other side may hold back payment on its own say-so."
            : days > 30
              ? `Payment may take about ${Math.round(days)} days after you invoice, well beyond the usual 30${noInterest ? ", with no interest if it is late" : ""}.`
              : "No interest is due if payment is late.",
      };
    },
    explanation:
      "Long payment terms, pay-when-paid clauses and the right to withhold payment at will leave you financing the other side. Fair terms pay within 30 days of a valid invoice, allow only a genuinely disputed part to be held back, and give interest on late payment.",
    advice:
      "Ask for payment within 30 days of invoice, interest on late payment at the prescribed rate, and that only a disputed part (stated in writing) may be held back.",
    wording:
      "{other} pays each valid invoice within 30 days of receipt. It may withhold only an amount it disputes in good faith, in writing, with reasons, and pays the rest. Late payments bear interest at the prescribed rate.",
  },
  {
    topic: "acceptance-sole-discretion",
    title: "Work accepted only at {other}'s whim",
    law: [law(CPA, "s48"), law("Common law of contract (arbitrium boni viri)", null)],
    against: CLIENT_SIDE,
    detect: (f) => {
      if (USER_PAYS.includes(f.clause.contract.type)) return null;
      if (
        !has(
          f.text,
          /accept|approv|sign[- ]?off|satisf|reject|mark(?:ed|s)? (?:as )?["“']?(?:done|complete)|billable|revision|reshoot|redo/i,
        )
      )
        return null;
      const whim = has(
        f.text,
        /(?:sole|absolute|unfettered|own|complete) discretion|for any reason (?:or (?:for )?no reason|whatsoever)?|or for no reason|as (?:it|he|she|they) (?:sees?|deems?) fit|(?:not|no(?:t be)?) (?:obliged|required|need) to (?:give|provide|state)[^.;]{0,20}reasons?|without (?:giving )?(?:any )?reasons?|unlimited (?:revisions|reshoots|changes|amendments|rounds)|alone (?:decides?|determines?)|decision (?:is|shall be) final|(?:decides?|determines?)(?: in (?:its|his|her|their) (?:sole )?discretion)? whether|anything (?:the [\w ]{1,30}|we|it|he|she) considers? (?:to be )?(?:a )?defect|entirely (?:at|in|up to) (?:the [\w']+|its|their)?\s?(?:sole )?discretion|at the [\w']+ (?:sole |absolute )?discretion/i,
      );
      if (!whim) return null;
      if (
        has(
          f.text,
          /deemed (?:to (?:be|have been) )?(?:accepted|approved)|acceptance criteria|objective criteria|reasonable grounds|not (?:be )?unreasonably withheld|acting reasonably/i,
        )
      )
        return null;
      return {
        severity: "high",
        because:
          "Whether your work is accepted (and paid) is up to the other side alone, with no criteria, no limit on redoing it and no deemed acceptance.",
      };
    },
    explanation:
      "When acceptance is in one side's sole discretion, it can refuse good work and avoid paying for it. Fair terms set objective acceptance criteria, a time to object with reasons, a limit on revisions, and deemed acceptance if no reasons are given in time.",
    advice:
      "Ask for written acceptance criteria, a set number of revision rounds, and deemed acceptance if {other} gives no written reasons within 5 business days.",
    wording:
      "{other} may reject a deliverable only for a failure to meet the agreed criteria, stated in writing within 5 business days of delivery; otherwise it is accepted. Up to two rounds of revisions are included; more are paid at the agreed rate.",
  },
  {
    topic: "hidden-suretyship",
    title: "A person signs as surety inside the contract",
    law: [law("General Law Amendment Act 50 of 1956", "s6"), law(CPA, "s49")],
    against: ["lender", "landlord", "seller", "supplier", "service_provider"],
    detect: (f) => {
      // a bar on giving guarantees or suretyships ("no partner may … give a suretyship") binds no one as surety
      const barred =
        /(?:\bno [\w ]{1,30}? (?:may|need)|\bneither\b[^.;]{0,60}?\b(?:may|need)|\bmay not|\bshall not|\bmust not|\bwill not|\bneed not|\b(?:is|are) not (?:required|obliged|permitted|allowed|entitled) to)[^.;]{0,200}?(?:guarantee|suret)\w*(?:(?:,? or |, )(?:personal )?(?:guarantee|suret)\w*)*/gi;
      const text = f.text.replace(barred, "");
      if (
        !has(
          text,
          /surety|co-principal debtor|personally (?:liable|guarantee|bound)|guarantee[^.;]{0,40}(?:obligations|debts|payment)|jointly and severally liable/i,
        )
      )
        return null;
      if (!has(text, /sign|signator|director|member|trustee|individual|personally|in (?:his|her) personal capacity/i))
        return null;
      return {
        severity: "high",
        because:
          "By signing, a person also becomes personally liable for the whole debt as surety and co-principal debtor.",
      };
    },
    explanation:
      "A suretyship makes the signer personally liable for someone else's debt, with their own assets. Tucked into another contract it is easy to miss; it should be a separate document, signed knowingly, with a limit on the amount.",
    advice: "Ask that any suretyship be a separate document with a stated maximum amount, or removed.",
    wording: "No person signing this agreement on behalf of a party incurs personal liability as surety or otherwise.",
  },
];
