import { describe, expect, it } from "vitest";
import { loginHref } from "./login-href";

describe("loginHref", () => {
  it("is plain /api/login from /, /sign-in and /sign-up", () => {
    expect(loginHref("/")).toBe("/api/login");
    expect(loginHref("/sign-in", "?returnTo=%2Fx")).toBe("/api/login");
    expect(loginHref("/sign-up")).toBe("/api/login");
  });

  it("carries the current page as returnTo elsewhere", () => {
    expect(loginHref("/analysis/7", "?tab=clauses")).toBe("/api/login?returnTo=%2Fanalysis%2F7%3Ftab%3Dclauses");
  });
});
