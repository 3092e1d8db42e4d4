import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminConsultationSchema, consultationCreatedSchema, consultationSchema } from "../../common/api/account";
import { uploadResponseSchema } from "../../common/api/analyses";
import { errorBodySchema } from "../../common/errors";
import { fixture, upload } from "../testing/analyses";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: "admin@example.co.za" } });
});
afterAll(() => testApp.close());

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

async function contractOf(browser: Browser): Promise<{ id: string; fileName: string }> {
  const response = await upload(browser, fixture("mutual-nda-capetown.txt"), "nda.txt");
  return uploadResponseSchema.parse(await response.json()).contract;
}

const request = (overrides: Record<string, unknown> = {}) => ({
  name: "Thandi Mokoena",
  topic: "Restraint of trade in my NDA",
  details: "Is clause 9 enforceable?",
  contactMethod: "phone",
  contactDetail: "+27 82 123 4567",
  preferredTime: "weekday_morning",
  ...overrides,
});

describe("attorney consultation requests", () => {
  it("stores a request with the user's own contract, status new, and lists it among the user's requests", async () => {
    const user = await signUp("consult@example.co.za");
    const contract = await contractOf(user);
    const response = await user.request("/api/consultations", {
      method: "POST",
      json: request({ contractId: contract.id }),
    });
    expect(response.status).toBe(201);
    const created = consultationCreatedSchema.parse(await response.json());
    // no SMTP settings saved: the request is stored, no e-mail goes out
    expect(created.confirmationEmail).toBe(false);
    expect(created.consultation).toMatchObject({
      status: "new",
      email: "consult@example.co.za",
      topic: "Restraint of trade in my NDA",
      contract: { id: contract.id, fileName: "nda.txt" },
      contactMethod: "phone",
      contactDetail: "+27 82 123 4567",
      preferredTime: "weekday_morning",
    });
    expect(created.consultation.reference).toMatch(/^CR-[0-9A-F]{8}$/);

    const listed = consultationSchema.array().parse(await (await user.request("/api/consultations")).json());
    expect(listed).toEqual([created.consultation]);
    const other = await signUp("consult-other@example.co.za");
    expect(consultationSchema.array().parse(await (await other.request("/api/consultations")).json())).toEqual([]);
  });

  it("refuses another user's contract with 404 and stores nothing", async () => {
    const owner = await signUp("consult-owner@example.co.za");
    const contract = await contractOf(owner);
    const intruder = await signUp("consult-intruder@example.co.za");
    const response = await intruder.request("/api/consultations", {
      method: "POST",
      json: request({ contractId: contract.id }),
    });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.message).toBe("Contract not found.");
    expect(await (await intruder.request("/api/consultations")).json()).toEqual([]);
  });

  it("checks the contact detail against the chosen method", async () => {
    const user = await signUp("consult-contact@example.co.za");
    const badPhone = await user.request("/api/consultations", {
      method: "POST",
      json: request({ contactDetail: "call me" }),
    });
    expect(badPhone.status).toBe(400);
    expect(errorBodySchema.parse(await badPhone.json()).error.message).toBe(
      "Enter a phone number, e.g. 082 123 4567 or +27 82 123 4567.",
    );
    const badEmail = await user.request("/api/consultations", {
      method: "POST",
      json: request({ contactMethod: "email", contactDetail: "082 123 4567" }),
    });
    expect(errorBodySchema.parse(await badEmail.json()).error.message).toBe("Enter a valid email address.");
    const noTopic = await user.request("/api/consultations", { method: "POST", json: request({ topic: " " }) });
    expect(noTopic.status).toBe(400);
    expect(await (await user.request("/api/consultations")).json()).toEqual([]);
  });

  it("shows every request to admins only", async () => {
    const user = await signUp("consult-listed@example.co.za");
    await user.request("/api/consultations", { method: "POST", json: request({ topic: "Lease renewal" }) });
    expect((await createBrowser(testApp.app).request("/api/admin/consultations")).status).toBe(401);
    expect((await user.request("/api/admin/consultations")).status).toBe(403);

    const admin = await signUp("admin@example.co.za");
    const response = await admin.request("/api/admin/consultations");
    expect(response.status).toBe(200);
    const listed = adminConsultationSchema.array().parse(await response.json());
    expect(listed.find((item) => item.topic === "Lease renewal")).toMatchObject({
      email: "consult-listed@example.co.za",
      status: "new",
    });
  });

  it("is for signed-in users", async () => {
    const visitor = createBrowser(testApp.app);
    expect((await visitor.request("/api/consultations")).status).toBe(401);
    expect((await visitor.request("/api/consultations", { method: "POST", json: request() })).status).toBe(401);
  });
});
