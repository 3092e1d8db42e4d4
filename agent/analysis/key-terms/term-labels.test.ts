import { describe, expect, it } from "vitest";
import { collectKeyDates } from "../../export/key-dates";
import { analyzeContract } from "../analyze-contract";
import { documentFromText } from "../document-from-text";

const analyse = (text: string) => analyzeContract(documentFromText(text));

const membership = `PILATES STUDIO MEMBERSHIP AGREEMENT

1. THE PEOPLE
1.1 "We" and "us" mean Core Motion Studios (Pty) Ltd. "You" means Ms Ayesha Patel.

2. HOW LONG IT LASTS
2.1 Your membership starts on 1 April 2026 and ends on 31 March 2027.
2.2 It renews automatically for a further 12 months unless you give us 1 month's written notice before it ends.

3. PAYMENT
3.1 You pay the monthly membership fee of R650 by debit order on the 1st day of each month.
3.2 The once-off joining fee of R300 is payable on 1 April 2026.

4. EVENTS
4.1 The studio's launch event takes place on 9 April 2026.

5. RESTRAINT
5.1 You may not teach Pilates classes within 5 km of the studio for a period of 24 months after this agreement ends.

Signed at Gqeberha on 20 March 2026.
_____________________
`;

describe("key terms say what they are", () => {
  const result = analyse(membership);

  it("labels dates and amounts by what they are, never a bare 'date' or 'amount'", () => {
    const dates = result.keyTerms.dates.map((d) => [d.date, d.label]);
    expect(dates).toEqual(
      expect.arrayContaining([
        ["2026-04-01", "commencement"],
        ["2026-04-01", "payment due"],
        ["2027-03-31", "end of term"],
        ["2026-04-09", "launch event"],
        ["2026-03-20", "signature"],
      ]),
    );
    expect(dates.filter(([, label]) => label === "date")).toEqual([]);
    const amounts = result.keyTerms.amounts.map((a) => [a.value, a.label]);
    expect(amounts).toEqual(
      expect.arrayContaining([
        [650, "monthly fee"],
        [300, "once-off fee"],
      ]),
    );
  });

  it("takes the term from the term clause, not from the restraint period", () => {
    expect(result.keyTerms.term).toMatchObject({ start: "2026-04-01", end: "2027-03-31" });
    expect(result.keyTerms.term?.length).not.toEqual({ value: 24, unit: "month" });
    expect(result.keyTerms.noticePeriods.find((p) => p.period.value === 24)?.label).toBe("restraint period");
  });

  it("finds a loan's term and last payment from its instalments", () => {
    const loan = analyse(`PERSONAL LOAN AGREEMENT

1. "We" means Mzansi Micro Lenders (Pty) Ltd and "you" means Mr Themba Nkosi.
2. We lend you R5 000 and you repay it in four (4) monthly instalments of R1 480, on 30 June 2026, 31 July 2026, 31 August 2026 and 30 September 2026.
3. Interest is charged at 3% a month on the outstanding balance.
4. You may settle early at any time without penalty.

Signed at Mthatha on 25 May 2026.
_____________________
`);
    expect(loan.keyTerms.term).toMatchObject({
      start: "2026-05-25",
      end: "2026-09-30",
      length: { value: 4, unit: "month" },
    });
    expect(loan.keyTerms.parties.map((p) => [p.name, p.role])).toEqual([
      ["Mzansi Micro Lenders (Pty) Ltd", "Lender"],
      ["Themba Nkosi", "Borrower"],
    ]);
  });

  it("titles calendar events by what they are", () => {
    const titles = collectKeyDates(result, "2026-01-01").map((event) => event.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        "Contract signed",
        "Contract starts",
        "Contract term ends",
        "Last day to give notice of non-renewal",
        "Launch event",
      ]),
    );
    expect(titles.filter((title) => /^(date|amount|time limit)$/i.test(title))).toEqual([]);
  });
});
