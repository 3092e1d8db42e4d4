import { describe, expect, it } from "vitest";
import { renderTemplate } from "./render-template";
import { testTemplate } from "./test-template";

const complete = { tenantName: "Nomvula Khumalo", monthlyRent: 1450000, startDate: "2025-02-01" };
const clause = (result: ReturnType<typeof renderTemplate>, id: string) =>
  result.document.clauses.find((c) => c.id === id);

describe("renderTemplate", () => {
  it("fills placeholders with SA formatting: rand, long dates, numbers in words, percentages and select labels", () => {
    const result = renderTemplate(testTemplate, complete);
    expect(result.complete).toBe(true);
    expect(clause(result, "rent-amount")?.text).toBe("The rent is R14 500,00 per month from 1 February 2025.");
    expect(clause(result, "rent-escalation")?.text).toBe("It increases by 8,5% a year.");
    expect(clause(result, "notice")?.text).toContain("on thirty (30) days' notice");
    expect(clause(result, "utilities-metered")?.text).toBe("The Tenant pays on meter readings.");
  });

  it("shows a visible placeholder for each missing value and lists the missing fields", () => {
    const result = renderTemplate(testTemplate, { tenantName: "Nomvula Khumalo" });
    expect(result.complete).toBe(false);
    expect(clause(result, "rent-amount")?.text).toBe("The rent is [monthly rent] per month from [start date].");
    expect(result.missing.map((field) => field.key)).toEqual(["monthlyRent", "startDate"]);
    expect(result.invalid).toEqual([]);
  });

  it("fills defaults, and a given value wins over the default", () => {
    expect(renderTemplate(testTemplate, complete).document.values).toMatchObject({
      noticeDays: 30,
      escalationPercent: 8.5,
      petsAllowed: false,
      utilities: "metered",
    });
    const result = renderTemplate(testTemplate, { ...complete, noticeDays: 21 });
    expect(clause(result, "notice")?.text).toContain("twenty-one (21) days' notice");
  });

  it("numbers clauses 1, 1.1… and renumbers when a conditional clause is left out, cross-references included", () => {
    const without = renderTemplate(testTemplate, complete);
    expect(without.document.clauses.map((c) => `${c.number} ${c.id}`)).toEqual([
      "1 rent",
      "1.1 rent-amount",
      "1.2 rent-escalation",
      "2 utilities",
      "2.1 utilities-metered",
      "3 notice",
    ]);
    const withPets = renderTemplate(testTemplate, {
      ...complete,
      petsAllowed: true,
      petDetails: "one cat",
      utilities: "included",
    });
    expect(withPets.document.clauses.map((c) => `${c.number} ${c.id}`)).toEqual([
      "1 rent",
      "1.1 rent-amount",
      "1.2 rent-escalation",
      "2 pets",
      "3 utilities",
      "3.1 utilities-included",
      "4 notice",
    ]);
    expect(clause(withPets, "pets")?.text).toBe("The Tenant may keep one cat.");
    expect(clause(withPets, "utilities-included")?.text).toBe("Water is included in the rent.");
    expect(clause(withPets, "notice")?.text).toContain("subject to clause 1.");
  });

  it("makes an optional field needed once a clause that uses it is included", () => {
    const result = renderTemplate(testTemplate, { ...complete, petsAllowed: true });
    expect(result.complete).toBe(false);
    expect(result.missing.map((field) => field.key)).toEqual(["petDetails"]);
    expect(clause(result, "pets")?.text).toBe("The Tenant may keep [pets].");
  });

  it("repeats a clause per list item with stable ids and drops empty optional sections", () => {
    const result = renderTemplate(testTemplate, {
      ...complete,
      occupants: [{ name: "Sipho Khumalo", relationship: "son" }, { name: "Thandeka Mokoena" }],
    });
    const occupants = result.document.clauses.filter((c) => c.id.startsWith("occupant"));
    expect(occupants.map((c) => [c.number, c.id, c.heading, c.text])).toEqual([
      ["3", "occupants", "Occupants", ""],
      ["3.1", "occupant", null, "Sipho Khumalo (son) may live there."],
      ["3.2", "occupant-2", null, "Thandeka Mokoena may live there."],
    ]);
    expect(
      renderTemplate(testTemplate, { ...complete, occupants: [] }).document.clauses.some((c) => c.id === "occupants"),
    ).toBe(false);
  });

  it("renders parties and signature blocks, with optional details only when given", () => {
    const bare = renderTemplate(testTemplate, complete).document;
    expect(bare.parties).toEqual([
      { role: "Landlord", name: "Thandi Landlord", details: "of 1 Main Road" },
      { role: "Tenant", name: "Nomvula Khumalo", details: null },
    ]);
    expect(bare.signatureBlocks).toEqual([
      { role: "Landlord", party: "Thandi Landlord", signatory: null },
      { role: "Tenant", party: "Nomvula Khumalo", signatory: null },
    ]);
    const withEmail = renderTemplate(testTemplate, { ...complete, tenantEmail: "nomvula@example.co.za" }).document;
    expect(withEmail.parties[1]!.details).toBe("email nomvula@example.co.za");
    expect(withEmail.signatureBlocks[0]!.signatory).toBe("Agent Smith");
    expect(withEmail).toMatchObject({ title: "Test Lease", templateId: "test-lease", jurisdiction: "ZA" });
  });

  it("rejects invalid values with the field's message, shows them as missing, and keeps the valid ones", () => {
    const result = renderTemplate(testTemplate, {
      ...complete,
      monthlyRent: 14500.5,
      startDate: "next week",
      tenantEmail: "not-an-email",
      noticeDays: 120,
      utilities: "solar",
      occupants: [{ name: "Sipho" }, { relationship: "friend" }],
      colour: "blue",
    });
    expect(result.complete).toBe(false);
    expect(Object.fromEntries(result.invalid.map((entry) => [entry.key, entry.message]))).toEqual({
      colour: "A value was given for a detail this contract does not have, so it was left out.",
      monthlyRent: "Monthly rent must be a whole number.",
      startDate: "Enter start date as a date.",
      tenantEmail: "Enter a valid email address.",
      noticeDays: "Notice days must be at most 90.",
      utilities: "Choose one of the options for utilities.",
      occupants: expect.stringMatching(/^Item 2: /),
    });
    expect(clause(result, "rent-amount")?.text).toBe("The rent is [monthly rent] per month from [start date].");
    expect(result.missing.map((field) => field.key)).toEqual(
      expect.arrayContaining(["monthlyRent", "startDate", "noticeDays"]),
    );
    expect(result.document.values.tenantName).toBe("Nomvula Khumalo");
  });

  it("treats blank strings as not given, and false as a given boolean", () => {
    const result = renderTemplate(testTemplate, { ...complete, tenantName: "  ", petsAllowed: false });
    expect(result.missing.map((field) => field.key)).toEqual(["tenantName"]);
    expect(result.invalid).toEqual([]);
  });

  it("keeps paragraphs within a clause and throws on a template bug such as an unknown formatter", () => {
    expect(clause(renderTemplate(testTemplate, complete), "notice")?.text.split("\n")).toHaveLength(2);
    const broken = {
      ...testTemplate,
      body: { ...testTemplate.body, clauses: [{ id: "x", text: "{{monthlyRent|shout}}" }] },
    };
    expect(() => renderTemplate(broken, complete)).toThrow(/unknown formatter/);
  });
});
