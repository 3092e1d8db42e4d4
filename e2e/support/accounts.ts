import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";

export const testPassword = "Protea-leaf 2026";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.contractclarity.test`;
}

/** Creates an account through the API; the request context (page.request) then carries its session cookie. */
export async function signUpViaApi(request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const response = await request.post("/api/auth/signup", { data: { email, password: testPassword } });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}
