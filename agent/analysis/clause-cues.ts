/**
 * Cues with legal meaning for the clause classifier: each names one idea a clause category turns
 * on ("most favoured terms", "a licence to affiliates", "a period after termination"), however it
 * is worded. They are features, not rules: the model learns how much each cue counts for each
 * category. One cue gathers many phrasings into one feature, so a rare category (a handful of
 * CUAD contracts) gets evidence that word pairs spread too thin to learn from.
 */
export const CLAUSE_CUES: ReadonlyArray<readonly [name: string, pattern: RegExp]> = [
  [
    "most-favoured",
    /most[- ]favou?red|(?:at least as|no less|not (?:be )?less|more|most|equally) favou?rabl[ey]|(?:no|not) (?:greater|higher)[^.]{0,60}than[^.]{0,80}(?:lowest|any other|other (?:customers?|clients?|licensees?|distributors?))|(?:lowest|best|highest)[^.]{0,40}(?:price|pricing|rate|fee|royalt|terms)[^.]{0,80}(?:any|other|similarly situated) (?:third|customers?|clients?|licensees?|part)|(?:higher|greater) (?:fees?|prices?|rates?|royalt\w*)[^.]{0,60}than/,
  ],
  [
    "price-limit",
    /(?:shall|will|may) not (?:increase|raise|change|adjust) (?:the |its |any |such )?(?:prices?|fees?|rates?|charges)|(?:price|fee|rate) increases? (?:shall|will|may) not exceed|(?:prices?|fees?|rates?) (?:shall|will) (?:remain )?(?:fixed|firm)|(?:shall|will) not (?:charge|sell|resell).{0,60}(?:price|less than|more than)|(?:maximum|minimum) (?:resale |retail |sale )?price/,
  ],
  [
    "unlimited-use",
    /\bunlimited\b|all[- ]you[- ]can[- ]eat|without (?:limitation as to|limit(?:ation)? (?:on|to)) (?:the )?(?:number|quantity)|enterprise[- ]wide|any number of (?:copies|users|units)/,
  ],
  [
    "joint-ownership",
    /joint(?:ly)?[- ]own|co-?own|owned jointly|joint (?:ownership|property|inventions?|intellectual property|ip|technology|patents?|developments?)|undivided (?:interest|share)|(?:own|hold).{0,30}in equal shares/,
  ],
  ["licence-grant", /grants? (?:to )?[^.]{0,120}licen[cs]e|licen[cs]e is (?:hereby )?granted|hereby licen[cs]es/],
  [
    "affiliates",
    /(?:and|or|to) (?:its|their|each of its|any of its) (?:respective )?(?:affiliates|subsidiaries)|members? of the [\w-]+ group|group compan|cause[^.]{0,40}(?:affiliates|subsidiaries|group) to|on behalf of itself and (?:its|the other)/,
  ],
  ["sublicence", /sub-?licen[cs]/],
  [
    "not-transferable",
    /non-?transferable|non-?assignable|not (?:be )?(?:transferable|assignable|sublicensable)|may not (?:be )?(?:transfer|assign|sublicens)/,
  ],
  ["irrevocable-or-perpetual", /irrevocabl|perpetu|in perpetuity|fully[- ]paid|paid[- ]up/],
  ["source-code", /source code/],
  ["escrow", /escrow/],
  [
    "disparage",
    /disparag|derogatory|defamatory|(?:negative|adverse|unfavou?rable|critical) (?:statements?|comments?|remarks?|publicity|posts?)|(?:harm|injure|damage|tarnish|jeopardi[sz]e|detrimental to|adversely affect|adverse impact on|reflect (?:poorly|unfavou?rably) on)[^.]{0,60}(?:reputation|image|goodwill|good name)/,
  ],
  [
    "solicit-staff",
    /(?:solicit|recruit|hire|employ|engage|induce|entice)[^.]{0,100}(?:employees?|personnel|staff|consultants?|contractors?)\b/,
  ],
  [
    "solicit-customers",
    /(?:solicit|divert|entice|induce|interfere|take away)[^.]{0,100}(?:customers?|clients?|accounts?|suppliers?|distributors?)\b/,
  ],
  [
    "compete",
    /non-?compet|(?:shall|will|may) not[^.]{0,100}(?:compet|engage in[^.]{0,60}business|manufacture, (?:market|sell))|compet(?:ing|itive) (?:products?|business|services?|goods)|(?:directly or indirectly)[^.]{0,100}(?:compet|similar (?:products?|business))/,
  ],
  [
    "exclusive",
    /\bexclusiv(?:e|ity)\b|sole (?:and exclusive )?(?:distributor|supplier|provider|source|reseller|agent)/,
  ],
  [
    "carve-out",
    /nothing (?:herein|in this (?:agreement|section))[^.]{0,40}(?:restrict|prevent|prohibit|limit|preclude)|shall not (?:be deemed to )?(?:restrict|prevent|prohibit|preclude)|(?:notwithstanding|except)[^.]{0,80}(?:compet|exclusiv|restrict)|(?:free|entitled|permitted) to[^.]{0,60}(?:develop|market|sell|compete)/,
  ],
  [
    "first-refusal",
    /first (?:right|option) (?:of|to) (?:refus|negotiat|purchas|acquir|offer)|right of first (?:refusal|offer|negotiation)|(?:match|equal) (?:the |such |any )?(?:offer|terms|proposal|bid)|rofr|rofo|rofn/,
  ],
  [
    "change-of-control",
    /change (?:of|in) (?:control|ownership)|(?:merger|consolidation|reorgani[sz]ation)|(?:sale|transfer|acquisition) of (?:all or )?substantially all|(?:more than|at least|in excess of) (?:fifty|50)[^.]{0,30}(?:percent|%)[^.]{0,60}(?:voting|shares|stock|equity)|controlling (?:interest|shareholder)/,
  ],
  ["assign-consent", /(?:assign|transfer|delegate)[^.]{0,120}(?:prior )?(?:written )?consent/],
  [
    "revenue-share",
    /(?:percent|%|per cent)\)? of (?:the |all |its |such )?(?:net |gross |adjusted )?(?:revenues?|sales|profits?|receipts|income|proceeds|margin)|royalt|(?:revenue|profit)s?[- ]shar|share (?:of|in) (?:the )?(?:net |gross )?(?:revenues?|profits?|sales)/,
  ],
  [
    "minimum-commitment",
    /minimum (?:annual |monthly |quarterly )?(?:purchase|order|quantit|volume|commitment|guarantee|requirement|royalt|payment|fee|sales|number)|(?:at least|not less than|no fewer than)[^.]{0,40}(?:units|orders?|purchases?|per (?:year|month|quarter))|take[- ]or[- ]pay/,
  ],
  [
    "volume-cap",
    /(?:maximum|not exceed|in excess of|cap of|up to|limit(?:ed)? to)[^.]{0,60}(?:units|quantit|volume|users|copies|seats|licen[cs]es|per (?:year|month))|(?:exceed|exceeds|exceeding) (?:the )?(?:forecast|quantit|volume)/,
  ],
  [
    "ip-assignment",
    /(?:hereby )?(?:assigns?|transfers?|conveys?)[^.]{0,100}(?:right, title and interest|intellectual property|inventions?|copyrights?|work product|deliverables)|works? made for hire|(?:shall be|is|are|become|remain) the (?:sole (?:and exclusive )?|exclusive )?property of|shall (?:solely |exclusively )?own (?:all|any)/,
  ],
  [
    "after-termination",
    /(?:after|following|upon|on) (?:the )?(?:expiration|expiry|termination|effective date of termination)|surviv|wind[- ]?down|sell[- ]off|transition (?:services|period|assistance)|post[- ]termination/,
  ],
  [
    "audit",
    /\baudit|inspect[^.]{0,40}(?:books|records|facilit|premises)|books (?:and|of) (?:account|records)|(?:examine|review|copy)[^.]{0,40}records|(?:keep|maintain)[^.]{0,60}(?:records|accounts)/,
  ],
  [
    "liability-exclusion-excepted",
    /(?:limitations?|exclusions?|caps?|foregoing)[^.]{0,80}(?:shall|will) not apply|except (?:for|with respect to|in the case of)[^.]{0,80}(?:indemnif|gross negligence|wil?lful misconduct|fraud|confidential)|unlimited liability|(?:without|no) (?:limit|cap) (?:on|to)[^.]{0,30}liabilit/,
  ],
  [
    "liability-cap",
    /in no event[^.]{0,160}(?:exceed|liable)|(?:aggregate|total|maximum|cumulative|entire) liability|liability[^.]{0,100}(?:limited to|shall not exceed|not to exceed|capped)|(?:shall|will) not (?:be liable|exceed)[^.]{0,80}(?:amounts?|fees?|sums?) (?:paid|payable|received)|consequential|indirect, (?:special|incidental)/,
  ],
  [
    "liquidated-damages",
    /liquidated damages|as a penalty|by way of (?:a )?penalty|(?:termination|cancellation|break|early termination|kill) fee|(?:forfeit|pay)[^.]{0,60}as (?:damages|compensation)|genuine pre-estimate/,
  ],
  [
    "warranty-period",
    /warrant[^.]{0,160}(?:for a period of|period of \w+|\(\d+\) (?:days|months|years)|(?:days|months|years) (?:after|from|following))|warranty period|(?:during|within) the warranty/,
  ],
  ["insurance", /insur|\bpolic(?:y|ies)\b[^.]{0,40}(?:coverage|limits?)|additional insured/],
  [
    "not-contest",
    /(?:not|never) (?:to )?(?:sue|contest|challenge|dispute|attack|oppose|impair)[^.]{0,80}(?:validity|ownership|rights?|title|patents?|marks?|trademarks?)|covenants? not to sue|(?:shall|will) not (?:bring|commence|institute|assert)[^.]{0,60}(?:action|claim|suit|proceeding)|releases?[^.]{0,60}(?:claims?|causes? of action)/,
  ],
  [
    "third-party-benefit",
    /third[- ]party beneficiar|(?:intended|express|incidental) beneficiar|no (?:third|other) (?:party|person)[^.]{0,80}(?:rights?|benefit|remed)|(?:nothing|not)[^.]{0,80}confer[^.]{0,60}(?:upon|on) any (?:person|third)|enforceable by[^.]{0,40}(?:third|affiliates|persons)/,
  ],
  [
    "terminate-at-will",
    /terminat[^.]{0,120}(?:for any reason|for no reason|without cause|for convenience|at any time|in its (?:sole )?discretion|with or without cause)|(?:upon|on|with|by giving)[^.]{0,30}(?:days|months)[’'`]?\s*(?:prior )?(?:written )?notice[^.]{0,80}terminat/,
  ],
  [
    "renewal",
    /(?:automatically|auto-?) (?:renew|extend)|successive[^.]{0,40}(?:periods?|terms?|years?)|renewal (?:term|period)|(?:renew|extend)(?:ed)? for (?:an? )?(?:additional|further|successive|subsequent)|evergreen/,
  ],
  [
    "notice-of-non-renewal",
    /(?:notice|notif)[^.]{0,140}(?:non-?renewal|not to (?:renew|extend)|intention not|intent not|(?:prior to|before) the (?:end|expiration|expiry) of)|unless (?:either|a|one) party[^.]{0,80}(?:notice|notif)/,
  ],
  [
    "term-length",
    /(?:continue|remain) in (?:full )?(?:force|effect)[^.]{0,80}(?:until|for a period|for \w+ \(\d+\))|initial term|(?:shall|will) expire|term of (?:this agreement|\w+ \(\d+\))|expiration date/,
  ],
  [
    "effective-from",
    /effective (?:date|as of|from|on)|(?:shall|will) (?:become|be) effective|(?:commence|begin|start)s? on|dated as of|made and entered into/,
  ],
  [
    "governing-law",
    /governed by|construed (?:in accordance with|under)|laws of the (?:state|commonwealth|province|republic)/,
  ],
];

/** The names of the cues a text matches (the patterns are lower case: case-blind matching is slower). */
export function clauseCues(text: string): string[] {
  const lower = text.toLowerCase();
  return CLAUSE_CUES.filter(([, pattern]) => pattern.test(lower)).map(([name]) => name);
}
