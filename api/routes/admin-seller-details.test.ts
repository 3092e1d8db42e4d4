import { extractText } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sellerDetailsSchema } from "../../common/api/admin";
import { paymentSchema, pricingCheckoutResponseSchema } from "../../common/api/billing";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const adminEmail = "owner@contractclarity.co.za";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
let admin: Browser;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail } });
  admin = await signUp(adminEmail);
});
afterAll(() => testApp.close());

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

/** A completed demo payment's invoice, as text. */
async function invoiceText(buyer: Browser): Promise<string> {
  const checkout = pricingCheckoutResponseSchema.parse(
    await (
      await buyer.request("/api/yoco/yoco-checkout", {
        method: "POST",
        json: { planId: "professional", amount: 29900, currency: "ZAR", description: "Professional" },
      })
    ).json(),
  );
  expect((await buyer.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status).toBe(
    200,
  );
  const payment = paymentSchema.parse(await (await buyer.request(`/api/payments/${checkout.paymentId}`)).json());
  expect(payment.invoiceNumber).not.toBeNull();
  const pdf = await buyer.request(`/api/payments/${checkout.paymentId}/invoice.pdf`);
  expect(pdf.status).toBe(200);
  return (await extractText(new Uint8Array(await pdf.arrayBuffer()), { mergePages: true })).text;
}

const details = {
  legalName: "ContractClarity (Pty) Ltd",
  address: "12 Long Street\nCape Town\n8001",
  vatNumber: "4123 456 789",
};

describe("the seller's details on tax invoices", () => {
  it("are missing at first: the invoice says so and is not titled a tax invoice", async () => {
    expect(sellerDetailsSchema.parse(await (await admin.request("/api/admin/seller-details")).json())).toBeNull();
    const text = await invoiceText(await signUp("first-buyer@example.co.za"));
    expect(text).not.toContain("Tax invoice");
    expect(text).toContain("address and VAT registration number are not set up yet");
  });

  it("refuse a VAT number that is not a South African one, and a short address, changing nothing", async () => {
    const wrongVat = await admin.request("/api/admin/seller-details", {
      method: "PUT",
      json: { ...details, vatNumber: "123456789" },
    });
    expect(wrongVat.status).toBe(400);
    expect((await wrongVat.json()).error.message).toBe(
      "A South African VAT registration number has 10 digits and starts with 4.",
    );
    const shortAddress = await admin.request("/api/admin/seller-details", {
      method: "PUT",
      json: { ...details, address: "Cape Town" },
    });
    expect(shortAddress.status).toBe(400);
    expect(sellerDetailsSchema.parse(await (await admin.request("/api/admin/seller-details")).json())).toBeNull();
  });

  it("are for admins only", async () => {
    const user = await signUp("not-an-admin@example.co.za");
    expect((await user.request("/api/admin/seller-details")).status).toBe(403);
    expect((await user.request("/api/admin/seller-details", { method: "PUT", json: details })).status).toBe(403);
  });

  it("once an admin sets them, are printed on every tax invoice, and the change is audited", async () => {
    const saved = await admin.request("/api/admin/seller-details", { method: "PUT", json: details });
    expect(saved.status).toBe(200);
    expect(sellerDetailsSchema.parse(await saved.json())).toMatchObject({
      legalName: "ContractClarity (Pty) Ltd",
      address: "12 Long Street\nCape Town\n8001",
      vatNumber: "4123456789",
    });
    const text = await invoiceText(await signUp("second-buyer@example.co.za"));
    for (const words of [
      "Tax invoice",
      "Seller: ContractClarity (Pty) Ltd",
      "12 Long Street",
      "Cape Town",
      "8001",
      "VAT registration number: 4123456789",
    ]) {
      expect(text).toContain(words);
    }
    const audit = (await (await admin.request("/api/admin/audit?limit=50")).json()) as {
      entries: { action: string }[];
    };
    expect(audit.entries.map((entry) => entry.action)).toContain("seller_details.updated");
  });
});
