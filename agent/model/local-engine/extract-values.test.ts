import { describe, expect, it } from "vitest";
import { findGlossaryTerm } from "../../knowledge/glossary";
import { findTemplate } from "../../templates/template-library";
import { extractFieldValues } from "./extract-values";
import { isQuestionOrInstruction, readMessage } from "./read-message";

const today = "2026-03-02";
const fieldsOf = (id: string) => findTemplate(id)!.fields;
const read = (id: string, text: string, values: Record<string, unknown> = {}) =>
  Object.fromEntries(
    extractFieldValues(fieldsOf(id), text, { today, values, pending: [] }).map((found) => [found.key, found.value]),
  );

describe("reading field values from a message, against the template's fields", () => {
  it("tells amounts apart by the words around them, in rand cents, whatever the notation", () => {
    expect(read("residential-lease-za", "deposit of R18,000 and the rent is 9k a month")).toMatchObject({
      deposit: 1800000,
      monthlyRent: 900000,
    });
    expect(read("permanent-employment-za", "she'll earn R23 400 per month")).toMatchObject({ salary: 2340000 });
  });

  it("turns durations into end dates from the start date, or from today", () => {
    expect(read("residential-lease-za", "a six-month lease from 1 July")).toMatchObject({
      startDate: "2026-07-01",
      endDate: "2026-12-31",
    });
    expect(
      read("commercial-lease-za", "rent R18 000 per month, deposit R36 000, 3 years from 1 June 2026"),
    ).toMatchObject({
      startDate: "2026-06-01",
      endDate: "2029-05-31",
    });
    expect(read("independent-contractor-za", "a tutor twice a week at R350 an hour")).toEqual({
      feeAmount: 35000,
      feeBasis: "hourly",
    });
    expect(read("independent-contractor-za", "it must be finished in 2 weeks")).toMatchObject({
      endDate: "2026-03-16",
    });
  });

  it("reads names by role, and the user's own side from what they say about themselves", () => {
    expect(read("residential-lease-za", "My tenant, Lindiwe Mokoena, moves in on 15 April")).toMatchObject({
      tenantName: "Lindiwe Mokoena",
      startDate: "2026-04-15",
    });
    expect(read("independent-contractor-za", "I'm a freelance copywriter, my name is Ayesha du Plessis")).toMatchObject(
      { contractorName: "Ayesha du Plessis" },
    );
  });

  it("reads notice periods and percentages into their fields", () => {
    expect(read("services-agreement-za", "either side can end it on 60 days notice")).toMatchObject({ noticeDays: 60 });
    expect(read("residential-lease-za", "rent goes up 7.5% a year")).toMatchObject({ escalationPercent: 7.5 });
  });

  it("finds nothing in a question or a greeting", () => {
    expect(read("residential-lease-za", "what does indemnity mean?")).toEqual({});
    expect(read("independent-contractor-za", "hello there")).toEqual({});
  });
});

describe("reading what a message is before filling anything", () => {
  const state = { hasDraft: true, complete: false };
  it("tells questions, corrections, clause requests, skips and yes/no apart", () => {
    expect(readMessage("what's a surety?", state).kind).toBe("termQuestion");
    expect(readMessage("Explain voetstoots please", state).kind).toBe("termQuestion");
    expect(readMessage("Can my landlord legally keep the deposit interest?", state).kind).toBe("lawQuestion");
    expect(readMessage("sorry, make that R11 000", state).kind).toBe("correction");
    expect(readMessage("the end date should be 30 June", state).kind).toBe("correction");
    expect(readMessage("please add a clause about late payment", state).kind).toBe("addClause");
    expect(readMessage("take out the clause on pets", state).kind).toBe("removeClause");
    expect(readMessage("I'd rather not say", state).kind).toBe("skip");
    expect(readMessage("ja", state)).toEqual({ kind: "yesNo", value: true });
    expect(readMessage("nope", state)).toEqual({ kind: "yesNo", value: false });
    expect(readMessage("Thandi Nkosi", state).kind).toBe("answer");
  });

  it("never takes a question or an instruction for an answer", () => {
    expect(isQuestionOrInstruction("what does indemnity mean?")).toBe(true);
    expect(isQuestionOrInstruction("change the services to: a logo")).toBe(true);
    expect(isQuestionOrInstruction("12 Main Road, Sea Point")).toBe(false);
  });

  it("finds glossary terms by their other names", () => {
    expect(findGlossaryTerm("what does it mean to stand surety?")?.term).toBe("suretyship");
    expect(findGlossaryTerm("is a non-compete the same thing?")?.term).toBe("restraint of trade");
  });
});

describe("answers to the two fields just asked", () => {
  it("gives two amounts or two dates to the two fields in the order asked", () => {
    const fields = fieldsOf("residential-lease-za");
    const pick = (...keys: string[]) => keys.map((key) => fields.find((field) => field.key === key)!);
    const values = (text: string, pending: ReturnType<typeof pick>) =>
      Object.fromEntries(
        extractFieldValues(fields, text, { today, values: {}, pending }).map((found) => [found.key, found.value]),
      );
    expect(values("R14 500; R29 000", pick("monthlyRent", "deposit"))).toEqual({
      monthlyRent: 1450000,
      deposit: 2900000,
    });
    expect(values("1 March 2026 and 28 February 2027", pick("startDate", "endDate"))).toEqual({
      startDate: "2026-03-01",
      endDate: "2027-02-28",
    });
  });
});
