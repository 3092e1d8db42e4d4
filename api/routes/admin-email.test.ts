import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailSettingsViewSchema, emailTemplateSchema, testEmailResultSchema } from "../../common/api/admin-email";
import { emailTemplateDefinitions } from "../../common/email-templates";
import { findEmailSettingsRow } from "../db/queries/email";
import { adminAuditLog, emailSettings, emailTemplates } from "../db/schema";
import { sendProductEmail } from "../email/send-product-email";
import { type LocalSmtpServer, startLocalSmtpServer } from "../email/testing/local-smtp-server";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";

const password = "correct horse 42";
const adminEmail = "admin@contractclarity.co.za";
type Browser = ReturnType<typeof createBrowser>;

let testApp: TestApp;
let admin: Browser;
let smtp: LocalSmtpServer;

beforeAll(async () => {
  testApp = await createTestApp({ env: { ADMIN_EMAILS: adminEmail, PUBLIC_URL: "https://contractclarity.example" } });
  admin = await signUp(adminEmail);
  smtp = await startLocalSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await testApp.close();
});
beforeEach(async () => {
  smtp.received.length = 0;
  await testApp.db.delete(emailSettings);
  await testApp.db.delete(emailTemplates);
});

async function signUp(email: string): Promise<Browser> {
  const browser = createBrowser(testApp.app);
  expect((await browser.request("/api/auth/signup", { method: "POST", json: { email, password } })).status).toBe(201);
  return browser;
}

function localSettings(overrides: Record<string, unknown> = {}) {
  return {
    host: smtp.host,
    port: smtp.port,
    user: smtp.credentials.user,
    password: smtp.credentials.password,
    fromAddress: "hello@contractclarity.example",
    fromName: "ContractClarity",
    security: "none",
    ...overrides,
  };
}

async function saveSettings(body: Record<string, unknown>) {
  return admin.request("/api/admin/email/settings", { method: "PUT", json: body });
}

describe("e-mail settings", () => {
  it("are stored encrypted, and the password never comes back to the browser", async () => {
    const empty = emailSettingsViewSchema.parse(await (await admin.request("/api/admin/email/settings")).json());
    expect(empty).toMatchObject({ configured: false, passwordSet: false });

    const saved = await saveSettings(localSettings());
    expect(saved.status).toBe(200);
    const savedText = await saved.text();
    expect(savedText).not.toContain(smtp.credentials.password);
    expect(emailSettingsViewSchema.parse(JSON.parse(savedText))).toMatchObject({
      configured: true,
      host: "127.0.0.1",
      port: smtp.port,
      user: "mailer",
      passwordSet: true,
      fromAddress: "hello@contractclarity.example",
      security: "none",
    });

    const readText = await (await admin.request("/api/admin/email/settings")).text();
    expect(readText).not.toContain(smtp.credentials.password);
    expect(JSON.parse(readText)).not.toHaveProperty("password");
    expect(JSON.parse(readText)).toMatchObject({ passwordSet: true });

    // at rest: neither the password nor the host is readable in the row
    const row = (await findEmailSettingsRow(testApp.db))!;
    expect(row.settingsEncrypted.toString("latin1")).not.toContain(smtp.credentials.password);
    expect(row.settingsEncrypted.toString("latin1")).not.toContain("127.0.0.1");

    // audited: who, what, before and after — the password only as set and changed
    const [entry] = await testApp.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "email_settings.updated"))
      .orderBy(desc(adminAuditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ adminEmail, targetType: "email_settings", before: null });
    expect(entry!.after).toMatchObject({ host: "127.0.0.1", passwordSet: true, passwordChanged: true });
    expect(JSON.stringify(entry)).not.toContain(smtp.credentials.password);
  });

  it("keep the stored password when the form sends none, and clear it only when asked", async () => {
    await saveSettings(localSettings());
    const kept = await saveSettings(localSettings({ password: "", fromAddress: "team@contractclarity.example" }));
    expect(await kept.json()).toMatchObject({ passwordSet: true, fromAddress: "team@contractclarity.example" });
    // the kept password still signs in
    const test = testEmailResultSchema.parse(
      await (
        await admin.request("/api/admin/email/test", { method: "POST", json: { to: "owner@example.co.za" } })
      ).json(),
    );
    expect(test.sent).toBe(true);

    const cleared = await saveSettings(localSettings({ password: undefined, clearPassword: true }));
    expect(await cleared.json()).toMatchObject({ passwordSet: false });
  });

  it("refuse bad input with a clear message and change nothing", async () => {
    await saveSettings(localSettings());
    const cases: [Record<string, unknown>, RegExp][] = [
      [localSettings({ host: "" }), /Enter the SMTP host/],
      [localSettings({ host: "https://smtp.example.com" }), /without http/],
      [localSettings({ port: 70000 }), /between 1 and 65535/],
      [localSettings({ fromAddress: "not-an-address" }), /from address as an e-mail address/],
      [localSettings({ security: "ssl3" }), /./],
    ];
    for (const [body, message] of cases) {
      const response = await saveSettings(body);
      expect(response.status).toBe(400);
      const error = (await response.json()) as { error: { code: string; message: string } };
      expect(error.error.code).toBe("validation_failed");
      expect(error.error.message).toMatch(message);
    }
    expect(await (await admin.request("/api/admin/email/settings")).json()).toMatchObject({
      host: "127.0.0.1",
      fromAddress: "hello@contractclarity.example",
    });
  });
});

describe("test e-mail", () => {
  it("arrives at the SMTP server, signed in, from the configured address", async () => {
    await saveSettings(localSettings());
    const response = await admin.request("/api/admin/email/test", {
      method: "POST",
      json: { to: "owner@example.co.za" },
    });
    const result = testEmailResultSchema.parse(await response.json());
    expect(result).toEqual({ sent: true, message: expect.stringContaining("owner@example.co.za") });
    const [email] = await smtp.waitForEmails(1);
    expect(email!.user).toBe("mailer");
    expect(email!.envelopeFrom).toBe("hello@contractclarity.example");
    expect(email!.envelopeTo).toEqual(["owner@example.co.za"]);
    expect(email!.headers.from).toBe("ContractClarity <hello@contractclarity.example>");
    expect(email!.subject).toBe("ContractClarity test e-mail");
    expect(email!.text).toContain(`sent through 127.0.0.1:${smtp.port} by ${adminEmail}`);
  });

  it("reports failures in plain words: refused connection, wrong password, no settings", async () => {
    const notConfigured = testEmailResultSchema.parse(
      await (
        await admin.request("/api/admin/email/test", { method: "POST", json: { to: "owner@example.co.za" } })
      ).json(),
    );
    expect(notConfigured).toEqual({
      sent: false,
      message: "E-mail is not configured yet. Save the SMTP settings first, then send a test.",
    });

    await saveSettings(localSettings({ port: 1 }));
    const refused = testEmailResultSchema.parse(
      await (
        await admin.request("/api/admin/email/test", { method: "POST", json: { to: "owner@example.co.za" } })
      ).json(),
    );
    expect(refused).toEqual({
      sent: false,
      message:
        "Could not connect to 127.0.0.1:1: the connection was refused. Check the host and port, and that the mail server is running.",
    });

    await saveSettings(localSettings({ password: "wrong password" }));
    const rejected = testEmailResultSchema.parse(
      await (
        await admin.request("/api/admin/email/test", { method: "POST", json: { to: "owner@example.co.za" } })
      ).json(),
    );
    expect(rejected.sent).toBe(false);
    expect(rejected.message).toMatch(
      new RegExp(`^The server at 127\\.0\\.0\\.1:${smtp.port} rejected the user name or password\\.`),
    );

    await saveSettings(localSettings({ security: "tls" }));
    const noTls = testEmailResultSchema.parse(
      await (
        await admin.request("/api/admin/email/test", { method: "POST", json: { to: "owner@example.co.za" } })
      ).json(),
    );
    expect(noTls.message).toMatch(/does not speak TLS from the start on this port/);
    expect(smtp.received).toHaveLength(0);
  });

  it("needs a valid address", async () => {
    const response = await admin.request("/api/admin/email/test", { method: "POST", json: { to: "nobody" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Enter a valid e-mail address.",
    );
  });
});

describe("templates", () => {
  it("list the four product e-mails with their defaults, save an edit, preview it, and reset it", async () => {
    const list = emailTemplateSchema.array().parse(await (await admin.request("/api/admin/email/templates")).json());
    expect(list.map((template) => [template.kind, template.isDefault])).toEqual([
      ["welcome", true],
      ["payment_receipt", true],
      ["refund", true],
      ["consultation_confirmation", true],
    ]);
    expect(list[0]!.subject).toBe(emailTemplateDefinitions.welcome.subject);

    const saved = await admin.request("/api/admin/email/templates/welcome", {
      method: "PUT",
      json: { subject: "Welkom, {{email}}", body: "Hi {{email}}, start at {{appUrl}}." },
    });
    expect(saved.status).toBe(200);
    expect(emailTemplateSchema.parse(await saved.json())).toMatchObject({
      subject: "Welkom, {{email}}",
      isDefault: false,
    });

    const preview = await (await admin.request("/api/admin/email/templates/welcome/preview")).json();
    expect(preview).toEqual({
      subject: "Welkom, thandi@example.co.za",
      body: "Hi thandi@example.co.za, start at https://contractclarity.co.za.",
    });

    const reset = emailTemplateSchema.parse(
      await (await admin.request("/api/admin/email/templates/welcome", { method: "DELETE" })).json(),
    );
    expect(reset).toMatchObject({ isDefault: true, subject: emailTemplateDefinitions.welcome.subject });

    const entries = await testApp.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, "welcome"))
      .orderBy(adminAuditLog.createdAt);
    expect(
      entries.map((entry) => [
        entry.action,
        (entry.before as { subject: string }).subject,
        (entry.after as { subject: string }).subject,
      ]),
    ).toEqual([
      ["email_template.updated", emailTemplateDefinitions.welcome.subject, "Welkom, {{email}}"],
      ["email_template.reset", "Welkom, {{email}}", emailTemplateDefinitions.welcome.subject],
    ]);
  });

  it("refuse placeholders the e-mail does not have, and unknown kinds", async () => {
    const response = await admin.request("/api/admin/email/templates/refund", {
      method: "PUT",
      json: { subject: "Refund {{amout}}", body: "x" },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /uses \{\{amout\}\}, which this e-mail does not have\. Use \{\{email\}\}, \{\{planName\}\}, \{\{amount\}\}/,
    );
    expect((await admin.request("/api/admin/email/templates/newsletter")).status).toBe(404);
    expect(
      (
        await admin.request("/api/admin/email/templates/newsletter", {
          method: "PUT",
          json: { subject: "a", body: "b" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("product e-mails", () => {
  it("sendProductEmail renders the saved template with the data and sends it; a no-op without settings", async () => {
    const deps = testApp.deps;
    expect(
      await sendProductEmail(deps, "welcome", "new@example.co.za", { appUrl: "https://contractclarity.example" }),
    ).toEqual({ sent: false, reason: "not configured" });

    await saveSettings(localSettings());
    await admin.request("/api/admin/email/templates/consultation_confirmation", {
      method: "PUT",
      json: {
        subject: "Consultation {{reference}} for {{name}}",
        body: "Dear {{name}},\n\nWe will call you about “{{topic}}”. Reference: {{reference}}.",
      },
    });
    const outcome = await sendProductEmail(deps, "consultation_confirmation", "lerato@example.co.za", {
      name: "Lerato Dlamini",
      topic: "Employment contract — restraint of trade",
      reference: "CR-0A1B2C3D",
    });
    expect(outcome.sent).toBe(true);
    const [email] = await smtp.waitForEmails(1);
    expect(email!.envelopeTo).toEqual(["lerato@example.co.za"]);
    expect(email!.headers.to).toBe("lerato@example.co.za");
    expect(email!.subject).toBe("Consultation CR-0A1B2C3D for Lerato Dlamini");
    expect(email!.text).toBe(
      "Dear Lerato Dlamini,\n\nWe will call you about “Employment contract — restraint of trade”. Reference: CR-0A1B2C3D.",
    );
  });

  it("welcome on sign-up, receipt on payment, refund decision: each arrives filled in, and sign-up works while the server is down", async () => {
    await saveSettings(localSettings());
    const buyer = await signUp("buyer@example.co.za");
    const [welcome] = await smtp.waitForEmails(1);
    expect(welcome!.envelopeTo).toEqual(["buyer@example.co.za"]);
    expect(welcome!.subject).toBe("Welcome to ContractClarity");
    expect(welcome!.text).toContain("Your ContractClarity account for buyer@example.co.za is ready.");
    expect(welcome!.text).toContain("Start here: https://contractclarity.example");

    const checkout = (await (
      await buyer.request("/api/yoco/yoco-checkout", {
        method: "POST",
        json: { planId: "professional", amount: 29900, currency: "ZAR" },
      })
    ).json()) as { paymentId: string };
    expect((await buyer.request(`/api/demo/payments/${checkout.paymentId}/complete`, { method: "POST" })).status).toBe(
      200,
    );
    const [, receipt] = await smtp.waitForEmails(2);
    expect(receipt!.envelopeTo).toEqual(["buyer@example.co.za"]);
    expect(receipt!.subject).toMatch(/^Your ContractClarity receipt INV-2026-\d{6}$/);
    expect(receipt!.text).toContain("Your Professional plan is active.");
    expect(receipt!.text).toContain("Amount: R299.00 (includes VAT of R39.00)");
    expect(receipt!.text).toContain("Date: 2 March 2026");
    expect(receipt!.text).toContain(`https://contractclarity.example/api/payments/${checkout.paymentId}/invoice.pdf`);

    const asked = (await (
      await buyer.request("/api/refunds", {
        method: "POST",
        json: { paymentId: checkout.paymentId, reason: "Not for me." },
      })
    ).json()) as { id: string };
    const decided = await admin.request(`/api/admin/refunds/${asked.id}/decision`, {
      method: "POST",
      json: { approve: false, reason: "The plan was used for 40 analyses." },
    });
    expect(decided.status).toBe(200);
    const [, , refund] = await smtp.waitForEmails(3);
    expect(refund!.subject).toBe("Your refund request was declined");
    expect(refund!.text).toContain("Your refund request for the Professional payment of R299.00 was declined.");
    expect(refund!.text).toContain("Reason: The plan was used for 40 analyses.");
    expect(refund!.text).toContain("Your plan stays as it is.");

    // an unreachable mail server never fails the user's request
    await saveSettings(localSettings({ port: 1 }));
    const response = await createBrowser(testApp.app).request("/api/auth/signup", {
      method: "POST",
      json: { email: "offline-mail@example.co.za", password },
    });
    expect(response.status).toBe(201);
  });
});

describe("access", () => {
  it("visitors get 401 and signed-in users who are not admins 403 on every e-mail route", async () => {
    const user = await signUp("not-admin@example.co.za");
    const visitor = createBrowser(testApp.app);
    const routes: [string, string, unknown?][] = [
      ["GET", "/api/admin/email/settings"],
      ["PUT", "/api/admin/email/settings", localSettings()],
      ["POST", "/api/admin/email/test", { to: "x@example.co.za" }],
      ["GET", "/api/admin/email/templates"],
      ["PUT", "/api/admin/email/templates/welcome", { subject: "a", body: "b" }],
      ["DELETE", "/api/admin/email/templates/welcome"],
      ["GET", "/api/admin/email/templates/welcome/preview"],
    ];
    for (const [method, path, json] of routes) {
      expect([method, path, (await visitor.request(path, { method, json })).status]).toEqual([method, path, 401]);
      expect([method, path, (await user.request(path, { method, json })).status]).toEqual([method, path, 403]);
    }
    expect(await findEmailSettingsRow(testApp.db)).toBeUndefined();
  });
});
