import { parseAmounts } from "../../key-terms/parse-amounts";
import { durationInDays, parseDurations } from "../../key-terms/parse-durations";
import { BCEA, LRA, law } from "../law";
import type { ClauseContext, ClauseRule, MissingClauseRule } from "../rule-types";

/** BCEA s6(3) earnings threshold from 1 April 2025 (za-contract-law.md §3). */
export const BCEA_EARNINGS_THRESHOLD_ZAR = 261_748.45;

/** True unless the contract shows pay above the BCEA threshold (then hours/overtime rules do not apply). */
function belowThreshold(clause: ClauseContext): boolean {
  const pay = clause.contract.units
    .filter((u) => /salary|remuneration|wage/i.test(`${u.heading ?? ""} ${u.text}`))
    .flatMap((u) => parseAmounts(u.text).map((a) => ({ ...a, text: u.text })));
  if (pay.length === 0) return true;
  const annual = pay.map((a) =>
    /per (?:annum|year)|annual/i.test(a.text) ? a.value : /per (?:week)/i.test(a.text) ? a.value * 52 : a.value * 12,
  );
  return Math.max(...annual) < BCEA_EARNINGS_THRESHOLD_ZAR;
}

const weeklyHours = (text: string) =>
  parseDurations(text)
    .filter((d) => d.unit === "hour" && /(?:per|a|each) week|weekly/i.test(text.slice(d.end, d.end + 30)))
    .map((d) => d.value);

/** Basic Conditions of Employment Act and Labour Relations Act (za-contract-law.md §3, §12). */
export const employmentRules: ClauseRule[] = [
  {
    id: "za.bcea.s9-ordinary-hours",
    title: "Working hours are over the legal maximum",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      all: [/hours/i],
      test: (clause) => belowThreshold(clause) && weeklyHours(clause.text).some((h) => h > 45),
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The contract sets more ordinary hours than the law allows. The maximum is 45 hours a week: 9 a day for a 5-day week, or 8 a day if you work more than 5 days.",
    advice: "Ask that ordinary hours be no more than 45 a week, and that any extra hours be paid as overtime.",
    suggestedWording:
      "The Employee's ordinary hours of work shall not exceed 45 (forty-five) hours per week, being 9 (nine) hours per day on a five-day week or 8 (eight) hours per day on a six-day week. Work beyond these hours is overtime and is governed by clause [overtime].",
    law: [law(BCEA, "s9")],
  },
  {
    id: "za.bcea.s10-no-overtime-pay",
    title: "No pay for overtime",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      any: [
        /all[- ]inclusive|inclusive of (?:all )?overtime|no (?:additional |extra )?(?:payment|remuneration|pay) (?:shall be made )?for overtime|overtime[^.]{0,60}(?:not be paid|without (?:additional |extra )?(?:pay|remuneration))|no additional payment for overtime/i,
      ],
      test: belowThreshold,
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "Your pay is said to cover all hours, so extra hours go unpaid. Overtime must be agreed, is capped at 10 hours a week, and must be paid at 1.5 times your normal rate (or given as time off).",
    advice:
      "Ask that overtime be by agreement only, capped at 10 hours a week, and paid at 1.5 times your normal rate.",
    suggestedWording:
      "The Employee shall work overtime only by agreement, for no more than 10 (ten) hours per week. Overtime shall be paid at 1.5 (one and a half) times the Employee's normal wage, or, by agreement, compensated with 90 minutes' paid time off for each hour worked.",
    law: [law(BCEA, "s10")],
  },
  {
    id: "za.bcea.s20-no-annual-leave",
    title: "No annual leave",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      headingOrText: /\bleave\b/i,
      any: [
        /not be entitled to any (?:other )?leave|no (?:paid )?annual leave|not (?:be )?entitled to (?:paid )?annual leave|no leave (?:other than|except)/i,
      ],
      test: (clause) =>
        !clause.contract.units.some(
          (u) =>
            /annual leave|vacation leave|holiday leave/i.test(u.text) &&
            !/no (?:paid )?annual leave|not (?:be )?entitled to (?:paid )?annual leave/i.test(u.text),
        ),
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The contract gives you no annual leave. The law gives every employee at least 21 consecutive days' paid annual leave a year (15 working days on a 5-day week).",
    advice: "Ask for at least 21 consecutive days' paid annual leave per year of service.",
    suggestedWording:
      "The Employee is entitled to 21 (twenty-one) consecutive days' paid annual leave in respect of each annual leave cycle of 12 (twelve) months, to be taken at times agreed with the Employer and not later than 6 (six) months after the end of the cycle.",
    law: [law(BCEA, "s20")],
  },
  {
    id: "za.bcea.s20-short-annual-leave",
    title: "Annual leave below the legal minimum",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      all: [/annual leave/i],
      test: (clause) => {
        const days = parseDurations(clause.text).filter((d) => d.unit === "day" || d.unit === "business_day");
        return days.length > 0 && days.every((d) => d.value < 15);
      },
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The contract gives less annual leave than the law. The minimum is 21 consecutive days a year (15 working days on a 5-day week).",
    advice: "Ask for at least 15 working days (21 consecutive days) of paid annual leave per year.",
    suggestedWording:
      "The Employee is entitled to 21 (twenty-one) consecutive days' paid annual leave in respect of each annual leave cycle of 12 (twelve) months.",
    law: [law(BCEA, "s20")],
  },
  {
    id: "za.bcea.s34-deductions-without-consent",
    title: "Deductions from your pay without your written consent",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      all: [/deduct/i],
      any: [
        /without[^.]{0,40}(?:consent|notice)|as determined by|(?:any|all) amounts? (?:owing|owed|due)|stock loss|shortage|breakage|damage to the employer/i,
      ],
      none: [/(?:with|after obtaining) (?:the employee's )?(?:prior )?written consent|as required by law\.?$/i],
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The employer may take money from your pay for losses or debts on its own say-so. The law allows deductions only with your written consent for a specific debt, after a fair process, and never more than a quarter of your pay.",
    advice:
      "Ask that deductions be made only with your written consent for each specific amount, after a fair procedure, and capped at 25% of your net pay.",
    suggestedWording:
      "The Employer may deduct an amount from the Employee's remuneration only as required by law or with the Employee's written consent to a specific debt. A deduction to recover loss or damage may be made only if the Employee caused it through fault, after a fair procedure, may not exceed the actual loss, and may not exceed one quarter of the Employee's remuneration in money.",
    law: [law(BCEA, "s34")],
  },
  {
    id: "za.bcea.s37-short-notice",
    title: "Notice period shorter than the legal minimum",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      all: [/notice/i, /terminat|resign|dismiss/i],
      test: (clause) => {
        const text = clause.text;
        const notices = parseDurations(text).filter(
          (d) =>
            /notice/i.test(text.slice(d.end, d.end + 40)) ||
            /notice of/i.test(text.slice(Math.max(0, d.start - 15), d.start)),
        );
        if (notices.length === 0) return false;
        const service =
          /(?:after|completed|more than|exceeding|over)[^.]{0,40}?\b(\d+)\s*(?:\([a-z ]+\)\s*)?(months?|years?)/i.exec(
            text,
          );
        const serviceMonths = service ? Number(service[1]) * (/year/i.test(service[2]!) ? 12 : 1) : 0;
        const minimumDays = serviceMonths >= 12 ? 28 : serviceMonths >= 6 ? 14 : 7;
        return notices.some((d) => durationInDays(d) < minimumDays);
      },
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The notice period is shorter than the law allows. The minimum is 1 week in the first 6 months, 2 weeks after 6 months, and 4 weeks after a year of service.",
    advice:
      "Ask for notice of at least 1 week in the first 6 months, 2 weeks after 6 months and 4 weeks after 1 year, and never longer for you than for the employer.",
    suggestedWording:
      "Either party may terminate this contract on written notice of not less than 1 (one) week during the first 6 (six) months of employment, 2 (two) weeks after 6 (six) months but not more than 1 (one) year of employment, and 4 (four) weeks after 1 (one) year of employment.",
    law: [law(BCEA, "s37(1)")],
  },
  {
    id: "za.bcea.s22-sick-leave-cap",
    title: "Sick leave below the legal minimum",
    topic: BCEA,
    contractTypes: ["employment"],
    when: {
      all: [/sick leave/i],
      test: (clause) =>
        parseDurations(clause.text).some(
          (d) =>
            d.unit === "day" &&
            d.value < 10 &&
            /per (?:year|annum)|a year|each year|annually/i.test(clause.text.slice(d.end, d.end + 30)),
        ),
    },
    protects: ["employee"],
    severity: "high",
    explanation:
      "The contract caps sick leave below the law. You are entitled to 6 weeks' paid sick leave over each 3-year cycle (30 days on a 5-day week).",
    advice: "Ask for sick leave as the BCEA sets it: 30 working days in every 36-month cycle.",
    suggestedWording:
      "The Employee is entitled to paid sick leave equal to the number of days the Employee would normally work during 6 (six) weeks in each 36 (thirty-six) month sick leave cycle.",
    law: [law(BCEA, "s22")],
  },
  {
    id: "za.lra.s198b-fixed-term",
    title: "Fixed term longer than 3 months with no reason given",
    topic: LRA,
    contractTypes: ["employment"],
    when: {
      all: [/fixed term|fixed-term/i],
      any: [/commenc|terminat|expir/i],
      none: [/because|reason|project|limited duration|replace|seasonal/i],
      test: (clause) => belowThreshold(clause),
    },
    protects: ["employee"],
    severity: "low",
    explanation:
      "A fixed-term contract longer than 3 months needs a justifiable reason if you earn below the BCEA threshold. Without one, you may be treated as a permanent employee.",
    advice: "Ask the employer to state the reason for the fixed term, or to offer permanent employment.",
    suggestedWording:
      "This contract is for a fixed term because [state the justifiable reason, e.g. the work is a project of limited duration].",
    law: [law(LRA, "s198B")],
    confidence: 0.6,
  },
];

export const employmentMissingRules: MissingClauseRule[] = [
  {
    id: "za.bcea.missing-leave",
    title: "No leave clause",
    topic: BCEA,
    contractTypes: ["employment"],
    presentWhen: { pattern: /\bleave\b/i },
    protects: ["employee"],
    severity: "medium",
    explanation:
      "The contract says nothing about leave. The law still gives you annual, sick and family responsibility leave, but the contract should set it out.",
    advice: "Ask for a leave clause that at least matches the BCEA.",
    suggestedWording:
      "The Employee is entitled to annual leave, sick leave, family responsibility leave and maternity or parental leave as provided in the Basic Conditions of Employment Act 75 of 1997.",
    law: [law(BCEA, "s20, s22, s27, s29")],
  },
  {
    id: "za.bcea.missing-notice",
    title: "No notice period for ending the contract",
    topic: BCEA,
    contractTypes: ["employment"],
    presentWhen: { pattern: /notice/i },
    protects: ["employee"],
    severity: "low",
    explanation: "The contract does not say how much notice either side must give. The BCEA minimums apply.",
    advice: "Ask that the notice periods be written in.",
    suggestedWording:
      "Either party may terminate this contract on not less than the notice required by section 37 of the Basic Conditions of Employment Act 75 of 1997.",
    law: [law(BCEA, "s37")],
  },
];
