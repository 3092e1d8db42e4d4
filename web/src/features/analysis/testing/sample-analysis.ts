import type { AnalysisResult, ClauseAnalysis, Finding } from "../../../../../common/analysis";
import type { AnalysisDetail, AnalysisStatusResponse, AnalysisSummary } from "../../../../../common/api/analyses";

/** A small lease analysis in the shape the API returns, for unit tests of the analysis screens. */
export const sampleAnalysisId = "3f1c2a9e-5b7d-4c1e-9a2b-1d2e3f4a5b6c";
export const sampleContractId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

const texts = [
  "RESIDENTIAL LEASE AGREEMENT between Tafelberg Rentals (Pty) Ltd (the Landlord) and Nomvula Khumalo (the Tenant).",
  "3.2 This Lease shall automatically renew for a further period of 12 months unless either party gives 3 months' notice.",
  "5.2 The Landlord shall hold the Deposit in its general operating account. No interest shall accrue on the Deposit.",
  "9.1 The Landlord may enter the Premises at any time without notice.",
  "17.1 This Lease is governed by the laws of the Republic of South Africa.",
];

function layout(): Array<{ text: string; start: number; end: number }> {
  let offset = 0;
  return texts.map((text) => {
    const start = offset;
    offset += text.length + 2;
    return { text, start, end: start + text.length };
  });
}

const placed = layout();

function clause(index: number, overrides: Partial<ClauseAnalysis>): ClauseAnalysis {
  const { text, start, end } = placed[index]!;
  return {
    number: null,
    heading: null,
    parentNumber: null,
    text,
    start,
    end,
    page: 1,
    categories: [],
    risk: { level: "low", reasons: ["No problems found for your side."] },
    explanation: "This part sets out general terms.",
    explanationGrade: 4,
    advice: [],
    lawReferences: [],
    findingIds: [],
    uncertainty: { uncertain: false, reasons: [] },
    ...overrides,
  };
}

const depositQuote = "No interest shall accrue on the Deposit.";
const depositStart = placed[2]!.start + texts[2]!.indexOf(depositQuote);

export const sampleFindings: Finding[] = [
  {
    id: "za.cpa.s14-automatic-renewal@3.2",
    ruleId: "za.cpa.s14-automatic-renewal",
    pack: "za@1.0.0",
    kind: "clause",
    title: "The contract renews itself for a new fixed term",
    topic: "Consumer Protection Act 68 of 2008",
    severity: "medium",
    confidence: 0.8,
    uncertainty: { uncertain: false, reasons: [] },
    explanation: "If you forget to give notice in time, you are locked into a new fixed term.",
    advice: {
      ask: "Ask that the lease continue month to month after the fixed term.",
      suggestedWording: "After the Termination Date the Lease continues month to month.",
    },
    lawReferences: [{ act: "Consumer Protection Act 68 of 2008", section: "s14(2)(c)-(d)", jurisdiction: "ZA" }],
    citation: { clauseNumber: "3.2", start: placed[1]!.start, end: placed[1]!.end, quote: texts[1]! },
  },
  {
    id: "za.rha.deposit-not-interest-bearing@5.2",
    ruleId: "za.rha.deposit-not-interest-bearing",
    pack: "za@1.0.0",
    kind: "clause",
    title: "Deposit does not earn interest for you",
    topic: "Rental Housing Act 50 of 1999",
    severity: "high",
    confidence: 0.85,
    uncertainty: { uncertain: false, reasons: [] },
    explanation: "The law says the deposit must earn interest for you.",
    advice: {
      ask: "Ask that the deposit be kept in an interest-bearing account.",
      suggestedWording:
        "The Landlord shall invest the Deposit in an interest-bearing account; the interest accrues to the Tenant.",
    },
    lawReferences: [{ act: "Rental Housing Act 50 of 1999", section: "s5(3)(c)-(d)", jurisdiction: "ZA" }],
    citation: {
      clauseNumber: "5.2",
      start: depositStart,
      end: depositStart + depositQuote.length,
      quote: depositQuote,
    },
  },
  {
    id: "za.rha.no-joint-inspection@missing",
    ruleId: "za.rha.no-joint-inspection",
    pack: "za@1.0.0",
    kind: "missing",
    title: "No joint inspection when you move in",
    topic: "Rental Housing Act 50 of 1999",
    severity: "low",
    confidence: 0.7,
    uncertainty: { uncertain: true, reasons: ["The inspection may be agreed elsewhere."] },
    explanation: "The law expects a joint inspection before you move in.",
    advice: { ask: "Ask for a joint inspection.", suggestedWording: null },
    lawReferences: [],
    citation: null,
  },
  {
    id: "za.rha.entry-without-notice@9.1",
    ruleId: "za.rha.entry-without-notice",
    pack: "za@1.0.0",
    kind: "clause",
    title: "The landlord may enter at any time without notice",
    topic: "Rental Housing Act 50 of 1999",
    severity: "high",
    confidence: 0.9,
    uncertainty: { uncertain: false, reasons: [] },
    explanation: "You have a right to privacy; entry needs reasonable notice.",
    advice: {
      ask: "Ask for 24 hours' notice before entry.",
      suggestedWording: "The Landlord may enter on 24 hours' written notice.",
    },
    lawReferences: [{ act: "Rental Housing Act 50 of 1999", section: "s4(3)", jurisdiction: "ZA" }],
    citation: { clauseNumber: "9.1", start: placed[3]!.start, end: placed[3]!.end, quote: texts[3]! },
  },
];

export const sampleClauses: ClauseAnalysis[] = [
  clause(0, {
    heading: "RESIDENTIAL LEASE AGREEMENT",
    categories: [{ id: "Parties", label: "Parties", source: "classifier", confidence: 0.9, uncertain: false }],
  }),
  clause(1, {
    number: "3.2",
    parentNumber: "3",
    categories: [{ id: "Renewal Term", label: "Renewal Term", source: "classifier", confidence: 1, uncertain: false }],
    risk: { level: "medium", reasons: ["The contract renews itself for a new fixed term"] },
    explanation: "This part says how the lease renews.",
    advice: [
      {
        ask: "Ask for month-to-month after the term.",
        suggestedWording: "After the Termination Date the Lease continues month to month.",
      },
    ],
    lawReferences: [{ act: "Consumer Protection Act 68 of 2008", section: "s14(2)(c)-(d)", jurisdiction: "ZA" }],
    findingIds: ["za.cpa.s14-automatic-renewal@3.2"],
  }),
  clause(2, {
    number: "5.2",
    parentNumber: "5",
    categories: [{ id: "deposit", label: "Deposit", source: "rules", confidence: 0.7, uncertain: false }],
    risk: { level: "high", reasons: ["Deposit does not earn interest for you"] },
    explanation: "The landlord keeps your deposit without paying interest.",
    findingIds: ["za.rha.deposit-not-interest-bearing@5.2"],
  }),
  clause(3, {
    number: "9.1",
    parentNumber: "9",
    categories: [{ id: "entry", label: "Entry and access", source: "rules", confidence: 0.6, uncertain: true }],
    risk: { level: "high", reasons: ["The landlord may enter at any time without notice"] },
    findingIds: ["za.rha.entry-without-notice@9.1"],
  }),
  clause(4, {
    number: "17.1",
    parentNumber: "17",
    categories: [
      { id: "Governing Law", label: "Governing Law", source: "classifier", confidence: 0.95, uncertain: false },
    ],
  }),
];

export const sampleResult: AnalysisResult = {
  schemaVersion: 1,
  engine: { name: "contractclarity-local", classifierVersion: "clause-classifier@1.5.0", rulePacks: { za: "1.0.0" } },
  contractType: { value: "residential_lease", label: "Residential lease", confidence: 0.97, uncertain: false },
  jurisdiction: {
    code: "ZA",
    name: "South Africa",
    source: "detected",
    evidence: ["governing-law clause"],
    confidence: 0.95,
  },
  sides: {
    candidates: [
      { id: "landlord", label: "Landlord", partyName: "Tafelberg Rentals (Pty) Ltd" },
      { id: "tenant", label: "Tenant", partyName: "Nomvula Khumalo" },
    ],
    used: { id: "tenant", label: "Tenant", partyName: "Nomvula Khumalo" },
    source: "default",
  },
  keyTerms: {
    parties: [
      {
        name: "Tafelberg Rentals (Pty) Ltd",
        role: "Landlord",
        kind: "company",
        confidence: 0.85,
        citation: { clauseNumber: null, start: 35, end: 62, quote: "Tafelberg Rentals (Pty) Ltd" },
      },
      {
        name: "Nomvula Khumalo",
        role: "Tenant",
        kind: "individual",
        confidence: 0.5,
        citation: { clauseNumber: null, start: 82, end: 97, quote: "Nomvula Khumalo" },
      },
    ],
    dates: [
      {
        label: "commencement",
        date: "2025-02-01",
        confidence: 0.8,
        citation: { clauseNumber: null, start: 0, end: 5, quote: "RESID" },
      },
    ],
    amounts: [
      {
        label: "rent",
        value: 14500,
        currency: "ZAR",
        confidence: 0.9,
        citation: { clauseNumber: null, start: 0, end: 5, quote: "RESID" },
      },
    ],
    noticePeriods: [
      {
        label: "notice period",
        period: { value: 3, unit: "month" },
        confidence: 0.8,
        citation: { clauseNumber: "3.2", start: placed[1]!.start, end: placed[1]!.start + 4, quote: "3.2 " },
      },
    ],
    interestRates: [],
    term: {
      start: "2025-02-01",
      end: "2026-01-31",
      length: { value: 12, unit: "month" },
      confidence: 0.8,
      citation: { clauseNumber: null, start: 0, end: 5, quote: "RESID" },
    },
    renewal: {
      automatic: true,
      length: { value: 12, unit: "month" },
      noticePeriod: { value: 3, unit: "month" },
      confidence: 0.8,
      citation: { clauseNumber: "3.2", start: placed[1]!.start, end: placed[1]!.end, quote: texts[1]! },
    },
    governingLaw: {
      value: "Republic of South Africa",
      jurisdiction: "ZA",
      confidence: 0.9,
      citation: { clauseNumber: "17.1", start: placed[4]!.start, end: placed[4]!.end, quote: texts[4]! },
    },
  },
  clauses: sampleClauses,
  findings: sampleFindings,
  overallRisk: {
    score: 78,
    level: "high",
    summary: "We read this residential lease for the tenant. We found 2 serious problems.",
    summaryGrade: 6,
  },
  uncertainty: { uncertain: true, reasons: ["Page 2 was read by OCR with low confidence."] },
  warnings: ["Page 2 looks like a poor scan: re-scan it for a better reading."],
};

const engine = { label: "ContractClarity local engine", model: "contractclarity-local" };

export function sampleStatus(overrides: Partial<AnalysisStatusResponse> = {}): AnalysisStatusResponse {
  return {
    id: sampleAnalysisId,
    contractId: sampleContractId,
    status: "analyzing",
    progress: { stage: "analyze", percent: 60, message: "Reviewing clauses" },
    error: null,
    engine,
    ...overrides,
  };
}

export function sampleSummary(overrides: Partial<AnalysisSummary> = {}): AnalysisSummary {
  return {
    ...sampleStatus({ status: "completed", progress: { stage: "analyze", percent: 100, message: "Done" } }),
    fileName: "residential-lease-wc.txt",
    side: "tenant",
    requestedJurisdiction: null,
    contractType: "residential_lease",
    contractTypeLabel: "Residential lease",
    riskScore: 78,
    riskLevel: "high",
    createdAt: "2026-01-15T10:00:00.000Z",
    updatedAt: "2026-01-15T10:00:03.000Z",
    completedAt: "2026-01-15T10:00:03.000Z",
    ...overrides,
  };
}

export function sampleDetail(overrides: Partial<AnalysisDetail> = {}): AnalysisDetail {
  return {
    ...sampleSummary(),
    contract: {
      id: sampleContractId,
      fileName: "residential-lease-wc.txt",
      format: "txt",
      byteSize: 11_800,
      pageCount: 2,
      pages: [
        { number: 1, method: "text", confidence: null, lowConfidence: false },
        { number: 2, method: "ocr", confidence: 48, lowConfidence: true },
      ],
      warnings: [],
      createdAt: "2026-01-15T10:00:00.000Z",
      deleteFilesAfter: "2026-02-14T10:00:00.000Z",
      filesDeleted: false,
    },
    result: sampleResult,
    ...overrides,
  };
}
