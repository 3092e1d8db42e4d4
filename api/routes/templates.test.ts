import { readFileSync } from "node:fs";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { analysisSummarySchema } from "../../common/api/analyses";
import { contractDetailSchema } from "../../common/api/contracts";
import {
  customTemplateDetailSchema,
  formDraftSchema,
  generatedContractSchema,
  templateListItemSchema,
  templatePreviewSchema,
} from "../../common/api/templates";
import { draftDetailSchema } from "../../common/chat";
import { templateDetailSchema } from "../../common/templates";
import { contracts, customTemplates, drafts, generatedContracts, usageEvents, users } from "../db/schema";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const leaseValues = JSON.parse(
  readFileSync(new URL("../../templates/residential-lease-za/sample-values.json", import.meta.url), "utf8"),
) as Record<string, unknown>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signedIn(email: string) {
  const browser = createBrowser(testApp.app);
  const response = await browser.request("/api/auth/signup", { method: "POST", json: { email, password } });
  expect(response.status).toBe(201);
  const [user] = await testApp.db.select().from(users).where(eq(users.email, email));
  return { browser, userId: user!.id };
}

type Browser = ReturnType<typeof createBrowser>;
const post = (browser: Browser, path: string, json: unknown) => browser.request(path, { method: "POST", json });

async function countRows(userId: string) {
  const [contractRows, draftRows, generations] = await Promise.all([
    testApp.db.select().from(contracts).where(eq(contracts.userId, userId)),
    testApp.db.select().from(drafts).where(eq(drafts.userId, userId)),
    testApp.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.userId, userId), eq(usageEvents.action, "contract_generation"))),
  ]);
  return { contracts: contractRows.length, drafts: draftRows.length, generations: generations.length };
}

const customText = [
  "SERVICE AGREEMENT",
  "",
  "1. The Client, Acme Trading (Pty) Ltd, appoints Lerato Dlamini to design its website.",
  "",
  "2. The fee is R12 000, payable within 7 days of the invoice.",
  "",
  "3. Lerato Dlamini keeps the right to show the work in her portfolio.",
].join("\n");

/** The two fields of the custom template: the designer's name (both places) and the fee. */
function customTemplateInput() {
  const name = "Lerato Dlamini";
  const spansOf = (needle: string) =>
    [...customText.matchAll(new RegExp(needle, "g"))].map((match) => ({
      start: match.index!,
      end: match.index! + needle.length,
    }));
  return {
    title: "Website design agreement",
    category: "services",
    description: "Our usual agreement with freelance designers.",
    text: customText,
    variables: [
      { label: "Designer's name", type: "text", spans: spansOf(name) },
      { label: "Fee", type: "money", spans: spansOf("R12 000") },
    ],
  };
}

describe("the template gallery", () => {
  it("lists the library's templates and gives one template's fields (not its body)", async () => {
    const { browser } = await signedIn("gallery@example.co.za");
    const list = templateListItemSchema.array().parse(await (await browser.request("/api/templates")).json());
    expect(list.map((item) => item.id)).toContain("residential-lease-za");
    expect(list.every((item) => !item.custom && item.fieldCount > 0)).toBe(true);

    const response = await browser.request("/api/templates/residential-lease-za");
    expect(response.status).toBe(200);
    const detail = await response.json();
    expect(templateDetailSchema.parse(detail).fields.map((field) => field.key)).toContain("monthlyRent");
    expect(detail).not.toHaveProperty("body");
    expect((await browser.request("/api/templates/no-such-template")).status).toBe(404);
  });

  it("is for signed-in users only", async () => {
    expect((await createBrowser(testApp.app).request("/api/templates")).status).toBe(401);
  });
});

describe("preview", () => {
  it("renders the values given so far without charging, placeholders marking what is missing", async () => {
    const { browser, userId } = await signedIn("preview@example.co.za");
    const response = await post(browser, "/api/templates/residential-lease-za/preview", {
      values: { landlordName: "Thabo Nkosi", monthlyRent: 850000 },
    });
    expect(response.status).toBe(200);
    const preview = templatePreviewSchema.parse(await response.json());
    const text = JSON.stringify(preview.document);
    expect(text).toContain("Thabo Nkosi");
    expect(text).toContain("R8 500,00");
    expect(text).toContain("[tenant's full name]");
    expect(preview.complete).toBe(false);
    expect(preview.missing).toContain("tenantName");
    expect(await countRows(userId)).toEqual({ contracts: 0, drafts: 0, generations: 0 });
  });

  it("refuses a value that is not valid with 422 and the message for that field", async () => {
    const { browser } = await signedIn("preview-invalid@example.co.za");
    const response = await post(browser, "/api/templates/residential-lease-za/preview", {
      values: { landlordEmail: "not-an-email", maxOccupants: 2.5 },
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe("template_values_invalid");
    expect(error.details.fieldErrors).toEqual({
      landlordEmail: "Enter a valid email address.",
      maxOccupants: "Maximum number of occupants must be a whole number.",
    });
    // the document still comes along, so the form can keep showing it
    expect(templatePreviewSchema.parse(error.details.preview).document.title).toMatch(/LEASE/i);
  });
});

describe("generate", () => {
  it("charges one generation and saves the contract (in History, categorised) and the draft (exportable)", async () => {
    const { browser, userId } = await signedIn("generate@example.co.za");
    const response = await post(browser, "/api/templates/residential-lease-za/generate", { values: leaseValues });
    expect(response.status).toBe(201);
    const generated = generatedContractSchema.parse(await response.json());
    expect(await countRows(userId)).toEqual({ contracts: 1, drafts: 1, generations: 1 });

    const contract = contractDetailSchema.parse(
      await (await browser.request(`/api/contracts/${generated.contractId}`)).json(),
    );
    expect(contract.format).toBe("docx");
    expect(contract.text).toContain("Nomvula Precious Khumalo");
    expect(contract.text).toContain("R14 500,00");
    const [row] = await testApp.db.select().from(contracts).where(eq(contracts.id, generated.contractId));
    expect(row!.contractType).toBe("residential_lease");

    // History lists the analysis of the generated contract
    const history = analysisSummarySchema.array().parse(await (await browser.request("/api/analyses")).json());
    expect(history.map((analysis) => analysis.id)).toEqual([generated.analysisId]);

    const draft = draftDetailSchema.parse(
      await (await browser.request(`/api/agent/drafts/${generated.draftId}`)).json(),
    );
    expect(draft.versions).toHaveLength(1);
    expect(draft.document.title).toBe(generated.document.title);
    const docx = await browser.request(generated.exports.docx);
    expect(docx.status).toBe(200);
    expect(docx.headers.get("content-type")).toContain("wordprocessingml");
    const pdf = await browser.request(generated.exports.pdf);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    const made = await (await browser.request("/api/templates/generated")).json();
    expect(made).toMatchObject([
      { contractId: generated.contractId, draftId: generated.draftId, templateRef: "residential-lease-za" },
    ]);
  });

  it("opens the generated draft in a conversation with the agent, once", async () => {
    const { browser } = await signedIn("continue@example.co.za");
    const generated = generatedContractSchema.parse(
      await (await post(browser, "/api/templates/residential-lease-za/generate", { values: leaseValues })).json(),
    );
    const first = await post(browser, `/api/templates/drafts/${generated.draftId}/conversation`, {});
    expect(first.status).toBe(200);
    const { conversationId } = await first.json();
    const again = await (await post(browser, `/api/templates/drafts/${generated.draftId}/conversation`, {})).json();
    expect(again.conversationId).toBe(conversationId);
    const conversation = await (await browser.request(`/api/agent/conversations/${conversationId}`)).json();
    expect(conversation.draftId).toBe(generated.draftId);
    expect(conversation.messages[0].parts[0]).toMatchObject({
      type: "tool-fillTemplate",
      output: { draftId: generated.draftId, complete: true },
    });

    const stranger = await signedIn("continue-stranger@example.co.za");
    expect((await post(stranger.browser, `/api/templates/drafts/${generated.draftId}/conversation`, {})).status).toBe(
      404,
    );
  });

  it("refuses missing and invalid values with 422 per field, and stores and charges nothing", async () => {
    const { browser, userId } = await signedIn("generate-invalid@example.co.za");
    const response = await post(browser, "/api/templates/residential-lease-za/generate", {
      values: { ...leaseValues, tenantName: "", deposit: "lots" },
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.details.fieldErrors).toMatchObject({
      tenantName: "Enter tenant's full name.",
      deposit: expect.any(String),
    });
    expect(await countRows(userId)).toEqual({ contracts: 0, drafts: 0, generations: 0 });
    expect((await post(browser, "/api/templates/residential-lease-za/generate", { wrong: true })).status).toBe(400);
    expect(await countRows(userId)).toEqual({ contracts: 0, drafts: 0, generations: 0 });
  });

  it("over the plan's generation limit returns the agent's limit message (402) and stores nothing", async () => {
    const { browser, userId } = await signedIn("limit@example.co.za");
    for (let index = 0; index < 5; index++)
      expect((await post(browser, "/api/usage/track", { action: "contract_generation" })).status).toBe(200);
    const response = await post(browser, "/api/templates/residential-lease-za/generate", { values: leaseValues });
    expect(response.status).toBe(402);
    const { error } = await response.json();
    expect(error).toMatchObject({
      code: "payment_required",
      message:
        "You have used all 5 contract generations of your Free plan this month. Upgrade your plan to generate more contracts.",
    });
    expect(await countRows(userId)).toEqual({ contracts: 0, drafts: 0, generations: 5 });
  });
});

describe("half-filled forms", () => {
  it("are saved per template without charging, replaced on saving again, and cleared by generating", async () => {
    const { browser, userId } = await signedIn("form-draft@example.co.za");
    expect((await browser.request("/api/templates/residential-lease-za/form-draft")).status).toBe(404);
    const saved = await browser.request("/api/templates/residential-lease-za/form-draft", {
      method: "PUT",
      json: { values: { landlordName: "Thabo" } },
    });
    expect(saved.status).toBe(200);
    await browser.request("/api/templates/residential-lease-za/form-draft", {
      method: "PUT",
      json: { values: { landlordName: "Thabo Nkosi", monthlyRent: 900000 } },
    });
    const loaded = formDraftSchema.parse(
      await (await browser.request("/api/templates/residential-lease-za/form-draft")).json(),
    );
    expect(loaded.values).toEqual({ landlordName: "Thabo Nkosi", monthlyRent: 900000 });
    expect(await countRows(userId)).toEqual({ contracts: 0, drafts: 0, generations: 0 });

    const unknownField = await browser.request("/api/templates/residential-lease-za/form-draft", {
      method: "PUT",
      json: { values: { favouriteColour: "blue" } },
    });
    expect(unknownField.status).toBe(422);
    expect(
      formDraftSchema.parse(await (await browser.request("/api/templates/residential-lease-za/form-draft")).json())
        .values.landlordName,
    ).toBe("Thabo Nkosi");

    expect((await post(browser, "/api/templates/residential-lease-za/generate", { values: leaseValues })).status).toBe(
      201,
    );
    expect((await browser.request("/api/templates/residential-lease-za/form-draft")).status).toBe(404);
  });
});

describe("custom templates", () => {
  it("a marked amount takes its words with it, and the new amount is written in words the same way", async () => {
    const { browser } = await signedIn("amounts-in-words@example.co.za");
    const text = [
      "SERVICES AGREEMENT",
      "",
      "1. The Client pays a monthly fee of R6 850,00 (six thousand eight hundred and fifty rand), for the Services.",
      "",
      "2. A deposit of one thousand eight hundred rand (R1 800) is due on signature.",
    ].join("\n");
    const spanOf = (needle: string) => ({ start: text.indexOf(needle), end: text.indexOf(needle) + needle.length });
    const created = await post(browser, "/api/custom-templates", {
      title: "Monthly services",
      category: "services",
      description: "",
      text,
      variables: [
        { label: "Monthly fee", type: "money", spans: [spanOf("R6 850,00")] },
        { label: "Deposit", type: "money", spans: [spanOf("R1 800")] },
      ],
    });
    expect(created.status).toBe(201);
    const template = customTemplateDetailSchema.parse(await created.json());
    const preview = templatePreviewSchema.parse(
      await (
        await post(browser, `/api/custom-templates/${template.id}/preview`, {
          values: { monthlyFee: 590000, deposit: 250050 },
        })
      ).json(),
    );
    const document = preview.document.clauses.map((clause) => clause.text).join("\n");
    expect(document).toContain("a monthly fee of R5 900,00 (five thousand nine hundred rand), for the Services.");
    expect(document).toContain("A deposit of R2 500,50 (two thousand five hundred rand and fifty cents) is due");
    expect(document).not.toContain("six thousand eight hundred and fifty");
    expect(document).not.toContain("one thousand eight hundred");
  });

  it("round trip: text with two fields → template → contract whose text holds the values", async () => {
    const { browser, userId } = await signedIn("custom@example.co.za");
    const created = await post(browser, "/api/custom-templates", customTemplateInput());
    expect(created.status).toBe(201);
    const template = customTemplateDetailSchema.parse(await created.json());
    expect(template.fields.map((field) => [field.key, field.type])).toEqual([
      ["designersName", "text"],
      ["fee", "money"],
    ]);
    expect(template.variables[0]!.spans).toHaveLength(2);

    // stored encrypted: the text is nowhere in clear
    const [row] = await testApp.db.select().from(customTemplates).where(eq(customTemplates.id, template.id));
    expect(row!.contentEncrypted.toString("latin1")).not.toContain("Acme Trading");

    const list = templateListItemSchema.array().parse(await (await browser.request("/api/templates")).json());
    expect(list.find((item) => item.id === template.id)).toMatchObject({
      custom: true,
      title: "Website design agreement",
      fieldCount: 2,
    });

    const preview = templatePreviewSchema.parse(
      await (
        await post(browser, `/api/custom-templates/${template.id}/preview`, {
          values: { designersName: "Sipho Mthembu" },
        })
      ).json(),
    );
    expect(preview.document.clauses.map((clause) => clause.text).join("\n")).toContain(
      "appoints Sipho Mthembu to design",
    );
    expect(preview.missing).toEqual(["fee"]);

    const response = await post(browser, `/api/custom-templates/${template.id}/generate`, {
      values: { designersName: "Sipho Mthembu", fee: 1850000 },
    });
    expect(response.status).toBe(201);
    const generated = generatedContractSchema.parse(await response.json());
    const contract = contractDetailSchema.parse(
      await (await browser.request(`/api/contracts/${generated.contractId}`)).json(),
    );
    expect(contract.text).toContain("appoints Sipho Mthembu to design its website");
    // written as the text wrote it: no ",00" where the text had no cents (not "R18 500,00, payable")
    expect(contract.text).toContain("The fee is R18 500, payable");
    expect(contract.text).toContain("3. Sipho Mthembu keeps the right");
    expect(contract.text).not.toContain("Lerato");
    const [contractRow] = await testApp.db.select().from(contracts).where(eq(contracts.id, generated.contractId));
    expect(contractRow!.contractType).toBe("services");
    expect(await countRows(userId)).toEqual({ contracts: 1, drafts: 1, generations: 1 });
    const [link] = await testApp.db
      .select()
      .from(generatedContracts)
      .where(eq(generatedContracts.contractId, generated.contractId));
    expect(link!.templateRef).toBe(`custom-${template.id}`);
    expect((await browser.request(generated.exports.docx)).status).toBe(200);
    // the agent cannot revise a draft of the user's own text, so it is not opened there
    expect((await post(browser, `/api/templates/drafts/${generated.draftId}/conversation`, {})).status).toBe(409);

    expect((await browser.request(`/api/custom-templates/${template.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await browser.request(`/api/custom-templates/${template.id}`)).status).toBe(404);
    // the contract made from it stays
    expect((await browser.request(`/api/contracts/${generated.contractId}`)).status).toBe(200);
  });

  it("are private: another user gets 404 everywhere", async () => {
    const owner = await signedIn("custom-owner@example.co.za");
    const template = customTemplateDetailSchema.parse(
      await (await post(owner.browser, "/api/custom-templates", customTemplateInput())).json(),
    );
    const other = await signedIn("custom-other@example.co.za");
    expect((await other.browser.request(`/api/custom-templates/${template.id}`)).status).toBe(404);
    expect((await other.browser.request(`/api/templates/${template.id}`)).status).toBe(404);
    expect((await post(other.browser, `/api/custom-templates/${template.id}/preview`, { values: {} })).status).toBe(
      404,
    );
    expect(
      (
        await post(other.browser, `/api/templates/${template.id}/generate`, {
          values: { designersName: "X", fee: 100 },
        })
      ).status,
    ).toBe(404);
    expect((await other.browser.request(`/api/custom-templates/${template.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    const list = templateListItemSchema.array().parse(await (await other.browser.request("/api/templates")).json());
    expect(list.some((item) => item.id === template.id)).toBe(false);
    expect(await countRows(other.userId)).toEqual({ contracts: 0, drafts: 0, generations: 0 });
    expect((await owner.browser.request(`/api/custom-templates/${template.id}`)).status).toBe(200);
  });

  it("refuses bad input with a clear message and stores nothing", async () => {
    const { browser, userId } = await signedIn("custom-bad@example.co.za");
    const input = customTemplateInput();
    const cases: Array<[unknown, string]> = [
      [{ ...input, variables: [] }, "Make at least one field"],
      [{ ...input, text: "too short" }, "at least 50 characters"],
      [
        { ...input, variables: [{ label: "Fee", type: "money", spans: [{ start: 5, end: 5000 }] }] },
        "outside the contract text",
      ],
      [
        {
          ...input,
          variables: [
            ...input.variables,
            {
              label: "Client",
              type: "text",
              spans: [{ start: input.variables[0]!.spans[0]!.start, end: input.variables[0]!.spans[0]!.end + 3 }],
            },
          ],
        },
        "overlap",
      ],
      [{ ...input, category: "spaceship" }, ""],
    ];
    for (const [body, message] of cases) {
      const response = await post(browser, "/api/custom-templates", body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toContain(message);
    }
    expect(await testApp.db.select().from(customTemplates).where(eq(customTemplates.userId, userId))).toHaveLength(0);
  });

  it("reads an uploaded file's text to mark fields in", async () => {
    const { browser } = await signedIn("custom-upload@example.co.za");
    const form = new FormData();
    form.set("file", new File([customText], "design-agreement.txt", { type: "text/plain" }));
    const response = await browser.request("/api/custom-templates/extract", { method: "POST", body: form });
    expect(response.status).toBe(200);
    const extracted = await response.json();
    expect(extracted.fileName).toBe("design-agreement.txt");
    expect(extracted.text).toContain("appoints Lerato Dlamini");

    const empty = new FormData();
    empty.set("file", new File([""], "empty.txt", { type: "text/plain" }));
    const refused = await browser.request("/api/custom-templates/extract", { method: "POST", body: empty });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe("file_empty");
  });
});

describe("the review of a generated contract", () => {
  let withWorkers: TestApp;
  beforeAll(async () => {
    withWorkers = await createTestApp({ workers: 1 });
  });
  afterAll(() => withWorkers.close());

  it("runs at once and finds the contract type of its template, with no high-severity finding", async () => {
    const browser = createBrowser(withWorkers.app);
    await browser.request("/api/auth/signup", { method: "POST", json: { email: "reviewed@example.co.za", password } });
    const generated = generatedContractSchema.parse(
      await (await post(browser, "/api/templates/residential-lease-za/generate", { values: leaseValues })).json(),
    );
    await expect
      .poll(async () => (await (await browser.request(`/api/analyses/${generated.analysisId}/status`)).json()).status, {
        timeout: 20_000,
        interval: 100,
      })
      .toBe("completed");
    const analysis = await (await browser.request(`/api/analyses/${generated.analysisId}`)).json();
    expect(analysis.contractType).toBe("residential_lease");
    expect(analysis.result.findings.filter((finding: { severity: string }) => finding.severity === "high")).toEqual([]);
  });
});
