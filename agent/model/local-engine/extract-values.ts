import type { TemplateField } from "../../../common/templates";
import { parseAmounts } from "../../analysis/key-terms/parse-amounts";
import { endAfter, findDates, findDurations } from "./conversation-dates";

/**
 * Reads every field value a chat message holds, against one template's field schema: amounts
 * ("R8 000", "R9,500", "8k"), dates ("1 March", "from 1 March 2026 to 28 February 2027"),
 * durations ("done in 3 weeks", "a six-month lease" → an end date from the start or today),
 * percentages, emails, ID and registration numbers, people's and companies' names by their role
 * ("the tenant is Sipho Dlamini", "my client, Karoo Bloom"), addresses and short descriptions
 * (the work, the job, the purpose). Each value has a confidence: "high" when the message names
 * the field (or nothing else could be meant), "low" when it is a reading the user should check.
 */
export type ExtractedValue = { key: string; value: unknown; confidence: "high" | "low"; start: number; end: number };

export type ExtractContext = {
  today: string;
  /** Values already in the draft (a start date the end date counts from). */
  values: Record<string, unknown>;
  /** The fields just asked, which take a value nothing else in the message claims. */
  pending: TemplateField[];
};

const NAME_PART = "(?:[A-Z][\\w'’.&-]*|\\(Pty\\)|\\(pty\\)|Pty|Ltd|CC|Inc|van|der|de|du|le|la|von)";
const NAME = `(${NAME_PART}(?:\\s+(?:${NAME_PART}|&))*)`;
const STOP_NAMES = new Set([
  "I",
  "I'm",
  "R",
  "The",
  "A",
  "An",
  "My",
  "Our",
  "It",
  "We",
  "He",
  "She",
  "They",
  "Yes",
  "No",
  "Ja",
]);

/** Words people use for each side of a contract (field keys are `<role>Name`, `<role>Address`, …). */
const ROLE_WORDS: Record<string, string[]> = {
  client: ["client", "customer"],
  contractor: ["contractor", "freelancer", "designer", "consultant", "developer", "photographer", "service provider"],
  landlord: ["landlord", "lessor", "owner"],
  tenant: ["tenant", "lessee", "renter"],
  employer: ["employer", "company"],
  employee: ["employee", "worker", "staff member"],
  lender: ["lender"],
  borrower: ["borrower"],
  seller: ["seller", "vendor"],
  buyer: ["buyer", "purchaser"],
  provider: ["provider", "service provider", "supplier"],
  discloser: ["discloser", "disclosing party"],
  recipient: ["recipient", "receiving party"],
  firstParty: ["first party"],
  secondParty: ["second party", "other party", "other company"],
  partnerOne: ["first partner"],
  partnerTwo: ["second partner"],
  partnerThree: ["third partner"],
  responsible: ["responsible party"],
  operator: ["operator"],
  business: ["business", "company"],
};

/** Words that say the user works for themselves: they are the contractor. */
const TRADES =
  "freelance|self-employed|independent|contractor|freelancer|consultant|designer|developer|photographer|videographer|copywriter|writer|editor|translator|tutor|illustrator|programmer|plumber|electrician|builder|bookkeeper|coach|trainer|cleaner|gardener|caterer|dj|make-up artist|web designer";

/** Each money field's cues: its label's words and the ways people speak of that amount. */
const MONEY_CUES: Array<[RegExp, RegExp]> = [
  [/rent/i, /\brent|\b(?:a|per) month\b|\bmonthly\b|\bp\/?m\b/i],
  [/^deposit/i, /\bdeposit\b/i],
  [/depositAmount/i, /\bdeposit|\bupfront\b|\bup front\b/i],
  [
    /fee/i,
    /\bfees?\b|\brate\b|\bcharg|\bpay(?:ing)?\b|\bcost|\bquote|\bbudget|\b(?:per|an|a) (?:hour|day)\b|\bfor the (?:job|work|project)\b/i,
  ],
  [/salary/i, /\bsalary|\bwage|\bpay(?:ing)?\b|\bearn|\b(?:a|per) month\b|\bctc\b|\bcost to company\b/i],
  [/principal/i, /\bloan|\bborrow|\blend|\bamount\b/i],
  [/^price/i, /\bprice|\bsell|\bbuy|\bfor\b|\bpay(?:ing)?\b|\bcost/i],
  [/deliveryCost/i, /\bdeliver/i],
  [/drawings/i, /\bdrawings?\b/i],
  [/spendingLimit/i, /\blimit\b|\bspend/i],
  [/contribution/i, /\bcontribut|\bput in\b|\binvest/i],
];

const PERCENT_CUES: Array<[RegExp, RegExp]> = [
  [/escalation/i, /\bescalat|\bincrease|\bannual/i],
  [/depositPercent/i, /\bupfront\b|\bup front\b|\bdeposit\b|\bin advance\b/i],
  [/interest/i, /\binterest\b/i],
  [/share/i, /\bshare\b|\bprofit/i],
  [/priceReview/i, /\breview|\bincrease/i],
  [/operatingShare/i, /\boperating|\bcosts?\b/i],
];

const DAY_CUES: Array<[RegExp, RegExp]> = [
  [/notice/i, /\bnotice\b/i],
  [/paymentDays/i, /\bpa(?:y|id)\b|\bpayment|\binvoice/i],
  [/acceptanceDays/i, /\breview|\baccept|\bcheck/i],
  [/leaveDays/i, /\bleave\b|\bholiday/i],
  [/returnDays/i, /\breturn/i],
  [/deliveryDays/i, /\bdeliver/i],
];
const MONTH_CUES: Array<[RegExp, RegExp]> = [
  [/probation/i, /\bprobation/i],
  [/restraint/i, /\brestraint|\bcompete/i],
  [/renewal/i, /\brenew/i],
  [/nonSolicitation/i, /\bsolicit|\bpoach/i],
  [/noticeMonths/i, /\bnotice\b/i],
  [/termMonths/i, /\bterm\b|\blast|\bfor\b|\brun/i],
];
const YEAR_CUES: Array<[RegExp, RegExp]> = [
  [/confidentialityYears/i, /\bconfidential|\bsecret/i],
  [/retentionYears/i, /\bkeep|\bretain|\bretention/i],
];

const START_CUE =
  /\b(?:from|start(?:s|ing)?|begin(?:s|ning)?|commenc\w*|move in|moving in|effective|as of|on)\s*(?:on\s+)?$/i;
const END_CUE =
  /\b(?:until|till|to|end(?:s|ing)?(?: on)?|by|finish(?:ed)?(?: by)?|through|expir\w*(?: on)?|done by|up to)\s*$/i;

export function extractFieldValues(
  fields: TemplateField[],
  message: string,
  context: ExtractContext,
): ExtractedValue[] {
  const text = normaliseThousands(message);
  const found: ExtractedValue[] = [];
  const has = (key: string) => fields.some((field) => field.key === key);
  const taken = (key: string) => found.some((value) => value.key === key);
  const put = (key: string, value: unknown, confidence: "high" | "low", start: number, end: number) => {
    if (!has(key) || taken(key) || value === null || value === undefined || value === "") return;
    found.push({ key, value, confidence, start, end });
  };
  const pendingOf = (type: TemplateField["type"]) =>
    context.pending.find((field) => field.type === type && !taken(field.key));
  const roles = rolesOf(fields);

  // ── amounts ──
  const moneyFields = fields.filter((field) => field.type === "money");
  const amounts = parseAmounts(text).filter((amount) => amount.currency === "ZAR" && amount.value > 0);
  for (const [index, amount] of amounts.entries()) {
    const before = text.slice(Math.max(amounts[index - 1]?.end ?? 0, amount.start - 45), amount.start);
    const after = text.slice(amount.end, Math.min(amounts[index + 1]?.start ?? text.length, amount.end + 25));
    const cents = Math.round(amount.value * 100);
    const scored = moneyFields
      .filter((field) => !taken(field.key))
      .map((field) => ({ field, score: cueScore(MONEY_CUES, field, before, after) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score);
    if (scored[0]) {
      put(scored[0].field.key, cents, "high", amount.start, amount.end);
      continue;
    }
    const pending = pendingOf("money");
    if (pending && !taken(pending.key)) {
      put(pending.key, cents, "high", amount.start, amount.end);
      continue;
    }
    const open = moneyFields.filter(
      (field) => field.required && !taken(field.key) && context.values[field.key] === undefined,
    );
    if (open.length === 1 && moneyFields.filter((field) => field.required).length === 1)
      put(open[0]!.key, cents, "high", amount.start, amount.end);
  }

  // a rate per hour or per day says how the fee is charged
  const basis = fields.find((field) => field.key === "feeBasis");
  const rate = /\bR\s?[\d\s,.]+\s*(?:(?:per|an|a|\/)\s*(hour|hr|h|day)\b|(hourly|daily))/i.exec(text);
  if (basis && rate) {
    const unit = (rate[1] ?? rate[2] ?? "").toLowerCase();
    const value = /^(?:hour|hr|h|hourly)$/.test(unit) ? "hourly" : "daily";
    if (basis.options?.some((option) => option.value === value))
      put("feeBasis", value, "high", rate.index, rate.index + rate[0].length);
  }

  // ── percentages ──
  for (const match of text.matchAll(/(\d{1,3}(?:[.,]\d+)?)\s?(?:%|percent\b|per cent\b)/gi)) {
    const value = Number(match[1]!.replace(",", "."));
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 30);
    const field = fields
      .filter((candidate) => candidate.type === "percent" && !taken(candidate.key))
      .map((candidate) => ({ candidate, score: cueScore(PERCENT_CUES, candidate, before, after, 1) }))
      .filter((entry) => entry.score > 0)
      .sort((a, b) => b.score - a.score)[0]?.candidate;
    const target = field ?? pendingOf("percent");
    if (target) put(target.key, value, "high", match.index, match.index + match[0].length);
  }

  // ── dates ──
  const dates = findDates(text, context.today);
  const startField = ["startDate", "effectiveDate", "advanceDate"].find(has);
  const endField = ["endDate", "repaymentDate", "deliveryDate"].find(has);
  for (const date of dates) {
    const before = text.slice(Math.max(0, date.start - 30), date.start);
    const pending = pendingOf("date");
    let key: string | undefined;
    const near = before.slice(-22);
    if (/\bdeliver\w*(?: (?:it|them|the goods))?(?: on| by)?\s*$/i.test(before) && has("deliveryDate"))
      key = "deliveryDate";
    else if (
      /\b(?:repa(?:y|id)|pay (?:it |me )?back)\w*(?: (?:it|the loan))?(?: on| by)?\s*$/i.test(before) &&
      has("repaymentDate")
    )
      key = "repaymentDate";
    else if (/\b(?:end|finish|deadline|expir)\w*\b/i.test(near) && !/\bstart/i.test(near)) key = endField;
    else if (/\b(?:start|begin|commenc|effective)\w*\b/i.test(near)) key = startField;
    else if (END_CUE.test(before)) key = endField;
    else if (START_CUE.test(before)) key = startField;
    else if (pending && !taken(pending.key)) key = pending.key;
    else
      key = [startField, endField].find(
        (candidate) => candidate && !taken(candidate) && context.values[candidate] === undefined,
      );
    if (key && !taken(key)) put(key, date.iso, "high", date.start, date.end);
  }

  // ── durations: notice and payment periods, terms in months, and end dates ──
  for (const duration of findDurations(text)) {
    const before = text.slice(Math.max(0, duration.start - 40), duration.start);
    const after = text.slice(duration.end, duration.end + 30);
    if (/^\s*(?:a|per) month\b/i.test(text.slice(duration.start)) && /\b(?:rent|R\s?\d)/i.test(before)) continue;
    // "twice a week", "every month", "R350 per day": a frequency or a rate, not a period
    if (/\b(?:once|twice|times|every|each|per)\s*$/i.test(before)) continue;
    if (/^(?:a|an|one)\b/i.test(duration.raw) && /\bR\s?[\d\s,.]+$/i.test(before)) continue;
    if (
      /^(?:a|an|one) (?:month|week|day|year)$/i.test(duration.raw.trim()) &&
      /^\s*(?:'s)?\s*(?:rent|salary)/i.test(after)
    )
      continue;
    const cues =
      duration.unit === "day"
        ? DAY_CUES
        : duration.unit === "month"
          ? MONTH_CUES
          : duration.unit === "year"
            ? YEAR_CUES
            : [];
    const integerField = fields
      .filter((field) => field.type === "integer" && !taken(field.key))
      .map((field) => ({ field, score: cueScore(cues, field, before, after, 2) }))
      .filter((entry) => entry.score > 1)
      .sort((a, b) => b.score - a.score)[0]?.field;
    if (integerField) {
      put(integerField.key, duration.value, "high", duration.start, duration.end);
      continue;
    }
    const pendingInteger = pendingOf("integer");
    if (pendingInteger && !taken(pendingInteger.key)) {
      put(pendingInteger.key, duration.value, "high", duration.start, duration.end);
      continue;
    }
    // "done in 3 weeks", "a six-month lease", "for 12 months": the end, counted from the start (or today)
    const target =
      /\bdeliver/i.test(before) && has("deliveryDate")
        ? "deliveryDate"
        : /\b(?:repay|pay (?:it |me )?back)/i.test(before) && has("repaymentDate")
          ? "repaymentDate"
          : has("endDate")
            ? "endDate"
            : undefined;
    if (!target || taken(target)) continue;
    const start =
      found.find((value) => value.key === startField)?.value ?? (startField ? context.values[startField] : undefined);
    if (typeof start === "string") put(target, endAfter(start, duration), "high", duration.start, duration.end);
    else if (startField && has(startField) && !taken(startField) && target === "endDate") {
      put(startField, context.today, "low", duration.start, duration.start);
      put(target, endAfter(context.today, duration), "high", duration.start, duration.end);
    } else put(target, endAfter(context.today, duration), "low", duration.start, duration.end);
  }

  // ── emails, ID and registration numbers, by the role named before them ──
  for (const match of text.matchAll(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g)) {
    const role = roleBefore(roles, text, match.index);
    const key =
      (role && `${role}Email`) ??
      context.pending.find((field) => field.type === "email" && !taken(field.key))?.key ??
      fields.find((field) => field.type === "email" && !taken(field.key) && context.values[field.key] === undefined)
        ?.key;
    if (key)
      put(
        key,
        match[0].toLowerCase(),
        role || context.pending.some((f) => f.key === key) ? "high" : "low",
        match.index,
        match.index + match[0].length,
      );
  }
  for (const match of text.matchAll(/\b(\d{13}|\d{4}\/\d{6}\/\d{2})\b/g)) {
    const role = roleBefore(roles, text, match.index);
    const pending = context.pending.find((field) => /IdNumber$|Registration$/.test(field.key));
    const keys = role ? [`${role}IdNumber`, `${role}Registration`] : pending ? [pending.key] : [];
    const key = keys.find((candidate) => has(candidate) && !taken(candidate));
    if (key) put(key, match[1], "high", match.index, match.index + match[0].length);
  }

  // ── names and addresses, by role ──
  for (const role of roles) {
    const words = roleAlternatives(role);
    const patterns = [
      new RegExp(
        `\\b(?:[Tt]he\\s+|[Mm]y\\s+|[Oo]ur\\s+)?(?:${words})(?:'s)?(?:\\s+name)?\\s+(?:is|will be|would be|=|:|-|called|named)\\s+${NAME}`,
        "g",
      ),
      new RegExp(`${NAME}\\s+(?:is|will be)\\s+(?:the|my|our)\\s+(?:${words})\\b`, "g"),
      new RegExp(`\\b(?:[Tt]he|[Mm]y|[Oo]ur|[Aa]|[Ff]or|[Tt]o)\\s+(?:new\\s+)?(?:${words}),?\\s+${NAME}`, "g"),
    ];
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        const name = cleanName(match[1]!);
        if (!name) continue;
        put(`${role}Name`, name, "high", match.index, match.index + match[0].length);
      }
    }
    const address = new RegExp(
      `\\b(?:${words})(?:'s)?\\s+(?:physical\\s+|postal\\s+)?address\\s*(?:is|:|-)?\\s+([^;\\n]+?)(?=[.;\\n]\\s|[.;]?$|\\s+and\\s+(?:the|my|their|his|her)\\b)`,
      "gi",
    );
    for (const match of text.matchAll(address))
      put(`${role}Address`, match[1]!.trim(), "high", match.index, match.index + match[0].length);
  }
  // "I'm Thandi Nkosi" / "my name is …": the user's own side, when the message says which it is
  const mine = new RegExp(`\\b(?:[Mm]y name is|I'm|I am|[Tt]his is)\\s+${NAME}`).exec(text);
  const ownRole = userRole(roles, text);
  const ownName = mine ? cleanName(mine[1]!) : "";
  if (mine && ownRole && ownName.includes(" "))
    put(`${ownRole}Name`, ownName, "high", mine.index, mine.index + mine[0].length);
  // "an NDA with Umoya Solar (Pty) Ltd", "selling my van to Pieter Botha": the other side
  const otherRole = ownRole
    ? roles.find((role) => role !== ownRole)
    : roles.includes("secondParty")
      ? "secondParty"
      : null;
  const withOther = new RegExp(`\\b(?:NDA|agreement|contract|lease|deal)\\s+(?:with|between us and)\\s+${NAME}`).exec(
    text,
  );
  if (withOther && otherRole)
    put(`${otherRole}Name`, cleanName(withOther[1]!), "high", withOther.index, withOther.index + withOther[0].length);
  const saleTo = new RegExp(`\\b(?:selling|sell|sold)\\b[^.;]{0,60}?\\bto\\s+${NAME}`).exec(text);
  if (saleTo) put("buyerName", cleanName(saleTo[1]!), "high", saleTo.index, saleTo.index + saleTo[0].length);
  const letTo = new RegExp(
    `\\b(?:let(?:ting)?|leas(?:e|ing)|rent(?:ing)? (?:out )?)\\b[^.;]{0,60}?\\bto\\s+${NAME}`,
  ).exec(text);
  if (letTo) put("tenantName", cleanName(letTo[1]!), "high", letTo.index, letTo.index + letTo[0].length);
  const buyFrom = new RegExp(`\\b(?:buying|buy|bought)\\b[^.;]{0,60}?\\bfrom\\s+${NAME}`).exec(text);
  if (buyFrom) put("sellerName", cleanName(buyFrom[1]!), "high", buyFrom.index, buyFrom.index + buyFrom[0].length);

  // the property, the delivery or business address: "at 12 Main Road, Sea Point"
  const placeField = ["premisesAddress", "deliveryAddress", "businessAddress", "physicalAddress"].find(has);
  if (placeField) {
    const place =
      /\b(?:at|address(?: is)?:?|situated at|located at|property is)\s+((?:(?:unit|flat|shop|erf|stand)\s+\w+,?\s+)?\d+[A-Za-z]?\s+[A-Z][^;\n]*?)(?=\s+(?:for|from|starting|with|at R|rent|tenant|landlord|deposit|and the|on)\b|,\s*(?:for|from|starting|rent|deposit|tenant|landlord|the)\b|[.;\n](?:\s|$)|$)/i.exec(
        text,
      );
    if (place)
      put(placeField, place[1]!.replace(/[.,]+$/, "").trim(), "high", place.index, place.index + place[0].length);
  }

  // ── descriptions ──
  for (const [key, pattern] of DESCRIPTIONS) {
    if (!has(key) || taken(key)) continue;
    const match = pattern.exec(text);
    const value = match ? describePhrase(match[1]!) : "";
    if (value.split(/\s+/).length >= 2 || (key === "jobTitle" && value))
      put(key, value, "low", match!.index, match!.index + match![0].length);
  }
  return found;
}

/** Short descriptions people volunteer: the work, the job, the purpose, the use of premises. */
const DESCRIPTION_END =
  "(?=\\s*(?:,|\\.(?:\\s|$)|;|\\bfor R|\\bat R|\\bR\\s?\\d|\\bdone\\b|\\bstarting\\b|\\bfrom \\d|\\bby \\d|\\bwithin\\b|\\bpaying\\b|\\bpaid\\b|\\bstart(?:s|ing)?\\b|\\bfee\\b|\\brent\\b|\\bsalary\\b|\\bthe (?:client|contractor|tenant|landlord)\\b|$))";
const DESCRIPTIONS: Array<[string, RegExp]> = [
  [
    "servicesDescription",
    new RegExp(
      `\\b(?:doing|to do|who will|that will|will|to)\\s+((?:design|build|develop|create|write|make|photograph|shoot|paint|fix|repair|clean|install|manage|edit|translate|renovate|redesign|deliver|do|doing|translate|bookkeep|cater|film|code|set up|run)\\w*\\s+.{3,140}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
  [
    "servicesDescription",
    new RegExp(
      `\\b(?:doing|for)\\s+((?:a|an|the|my|our)\\s+(?:new\\s+)?(?:logo|website|web site|app|brand\\w*|photo\\w*|video|shoot|report|translation|renovation|garden|mural|design|campaign|copy|catering)\\b.{0,140}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
  [
    "servicesSummary",
    new RegExp(
      `\\b(?:for|doing|to provide|providing)\\s+((?:ongoing\\s+|monthly\\s+)?(?:\\w+\\s+){0,3}(?:services?|maintenance|support|cleaning|security|bookkeeping|consulting|hosting|marketing)\\b.{0,100}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
  [
    "jobTitle",
    /\b(?:hire|hiring|employ|employing|appoint|appointing|taking on|contract for|agreement for)\s+(?:a|an|our|my)\s+(?:new\s+)?((?!(?:employee|worker|staff|person|contractor|freelancer|client)\b)[a-z][a-z-]*(?:\s+(?!at\b|for\b|from\b|starting\b|on\b|in\b|to\b|who\b|with\b|earning\b|paid\b)[a-z][a-z-]*){0,2})(?=\s|[,.]|$)/i,
  ],
  [
    "jobTitle",
    /\b(?:as (?:a|an|our|my))\s+((?!(?:employee|worker|contractor)\b)[a-z][a-z-]*(?:\s+(?!at\b|for\b|from\b|starting\b|on\b|in\b|to\b|with\b)[a-z][a-z-]*){0,2})(?=\s|[,.]|$)/i,
  ],
  [
    "purpose",
    new RegExp(
      `\\b(?:to discuss|to explore|for discussing|for exploring|about|regarding|for|because we(?:'re| are) (?:discussing|exploring))\\s+((?:a|an|the)\\s+(?:possible|potential|proposed|new|joint)\\b.{3,140}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
  [
    "purpose",
    new RegExp(
      `\\b(?:loan|money|borrow\\w*|lend\\w*)\\b.{0,30}?\\b(to (?:buy|pay for|cover|fund|start|repair|fix|build|renovate)\\s+.{3,100}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
  [
    "permittedUse",
    /\b(?:for use as|to use (?:it )?as|use as|for (?:a|an|my|our))\s+((?:hair |beauty |coffee |retail |clothing |book )?(?:salon|shop|store|office|offices|restaurant|caf[eé]|coffee shop|bakery|clinic|studio|warehouse|workshop|practice|gym|boutique|pharmacy)\b[^,.;]{0,40}?)(?=\s*(?:,|\.|;|\bat\b|\bfrom\b|\bstarting\b|$))/i,
  ],
  [
    "businessDescription",
    new RegExp(
      `\\b(?:business|partnership|firm)\\s+(?:that will|which will|to|doing)\\s+(.{3,140}?)${DESCRIPTION_END}`,
      "i",
    ),
  ],
];

function describePhrase(phrase: string): string {
  const text = phrase
    .replace(/\s+/g, " ")
    .replace(/[.,;:\s]+$/, "")
    .trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "";
}

/** "8k" and "R8,5k" mean thousands: rewritten as "R8 000" so the amount reader sees them. */
function normaliseThousands(text: string): string {
  return text.replace(/\b(R\s?)?(\d{1,3}(?:[.,]\d)?)\s?[kK]\b/g, (_match, _rand, figure: string) => {
    const value = Math.round(Number(figure.replace(",", ".")) * 1000);
    return `R${value.toLocaleString("en-ZA").replace(/[\s,\u00a0]/g, " ")}`;
  });
}

function cueScore(
  cues: Array<[RegExp, RegExp]>,
  field: TemplateField,
  before: string,
  after: string,
  afterWeight = 0.5,
): number {
  let score = 0;
  for (const [keyPattern, cue] of cues) {
    if (!keyPattern.test(field.key)) continue;
    if (cue.test(before.slice(-14))) score += 3;
    else if (cue.test(before.slice(-30))) score += 2;
    else if (cue.test(before)) score += 1.5;
    if (cue.test(after.slice(0, 12))) score += afterWeight;
  }
  const labelWords = field.label
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((word) => word.length > 3 && !["name", "days", "within", "the", "months", "years"].includes(word));
  for (const word of labelWords) if (before.toLowerCase().includes(word)) score += 1;
  return score;
}

/** The sides a template names, from its `<role>Name` fields, in the template's order. */
export function rolesOf(fields: TemplateField[]): string[] {
  return fields
    .filter(
      (field) =>
        field.type === "text" && /Name$/.test(field.key) && field.key !== "firmName" && field.key !== "tradingName",
    )
    .map((field) => field.key.replace(/Name$/, ""));
}

function roleAlternatives(role: string): string {
  const words = ROLE_WORDS[role] ?? [role.replace(/([A-Z])/g, " $1").toLowerCase()];
  return words.map((word) => word.replace(/^([a-z])/, (letter) => `[${letter.toUpperCase()}${letter}]`)).join("|");
}

function roleBefore(roles: string[], text: string, index: number): string | null {
  const before = text.slice(Math.max(0, index - 60), index).toLowerCase();
  let best: { role: string; at: number } | null = null;
  for (const role of roles)
    for (const word of ROLE_WORDS[role] ?? [role.toLowerCase()]) {
      const at = before.lastIndexOf(word);
      if (at >= 0 && (!best || at > best.at)) best = { role, at };
    }
  return best?.role ?? null;
}

/**
 * Which side the user is on, when the message says so: "I'm the landlord", "I'm a freelancer",
 * "my tenant" (so the user is the other side), "my bakery" in a contract with a client.
 */
export function userRole(roles: string[], text: string): string | null {
  // "I'm a freelance copywriter", "I'm a self-employed plumber": the contractor or provider
  const working = roles.find((role) => role === "contractor" || role === "provider");
  if (working && new RegExp(`\\bI(?:'m| am)\\s+(?:a|an)\\s+(?:${TRADES})`, "i").test(text)) return working;
  // "my bakery", "our guesthouse": the business that engages someone is the client
  if (
    roles.includes("client") &&
    /\b(?:my|our)\s+(?:own\s+)?(?:business|company|shop|store|bakery|restaurant|caf[eé]|salon|firm|practice|guesthouse|startup|brand|school|clinic|farm|studio|agency)\b/i.test(
      text,
    )
  )
    return "client";
  for (const role of roles)
    for (const word of ROLE_WORDS[role] ?? [role])
      if (new RegExp(`\\bI(?:'m| am)\\s+(?:the|a|an)\\s+(?:\\w+\\s+){0,2}${word}\\b`, "i").test(text)) return role;
  const [first, second] = roles;
  if (first && second)
    for (const [role, other] of [
      [first, second],
      [second, first],
    ] as const)
      for (const word of ROLE_WORDS[role] ?? [role])
        if (new RegExp(`\\bmy\\s+${word}\\b`, "i").test(text)) return other;
  return null;
}

function cleanName(raw: string): string {
  // a sentence ends the name: "Johan van Wyk. I need …" (an initial such as "J. Botha" does not)
  const words = raw
    .trim()
    .replace(/(?<!\b[A-Z])\.\s[\s\S]*$/, "")
    .split(/\s+/);
  while (words.length > 0 && STOP_NAMES.has(words[0]!)) words.shift();
  while (words.length > 0 && /^(?:&|and|van|der|de|du|le|la|von)$/i.test(words.at(-1)!)) words.pop();
  const name = words.join(" ").replace(/[.,;:]+$/, "");
  return /[A-Za-z]{2,}/.test(name) ? name : "";
}
