import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App } from "./app";
import { authProvidersQueryOptions } from "./features/auth/api/get-auth-providers";
import { homeTexts } from "./features/home/texts";
import { shellTexts } from "./features/shell/texts";
import { resetToasts } from "./features/toast/api/toast-store";
import { normalUser, renderWithProviders } from "./test/render-app";

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

const unauthorized = () =>
  jsonResponse({ error: { code: "unauthorized", message: "Please sign in to continue." } }, 401);

let fetchMock: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;

/**
 * What the shell asks of the server besides the calls a test is about: the signed-in consent sync
 * (the server has no records yet and stores what is posted), the public config the consent and
 * policy texts quote, and the claim of a visitor analysis after signing in (none here).
 */
function shellAnswer(url: string, init?: RequestInit): Response | undefined {
  if (url === "/api/config") return jsonResponse({ retentionDays: 90, maxUploadMb: 20, aiProvider: "local" });
  if (url === "/api/visitor/claim") return jsonResponse({ claimed: [] });
  if (url !== "/api/consent") return undefined;
  if (init?.method === "POST") {
    const posted = JSON.parse(String(init.body)) as Record<string, unknown>;
    const now = new Date().toISOString();
    return jsonResponse({ id: "consent-1", ...posted, acceptedAt: now, recordedAt: now, userAgent: null }, 201);
  }
  return jsonResponse({ terms: null, privacy: null, cookies: null });
}

beforeEach(() => {
  fetchMock = vi.fn(async () => unauthorized());
  vi.stubGlobal("fetch", (url: string, init?: RequestInit) => shellAnswer(url, init) ?? fetchMock(url, init ?? {}));
  resetToasts();
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

describe("App", () => {
  it("shows the full-screen loading state while the user loads, then the landing page when signed out", async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<App />, { path: "/history" });
    expect(screen.getByRole("status").textContent).toContain(shellTexts.loading);
    await act(async () => answer(unauthorized()));
    expect(await screen.findByRole("heading", { level: 1, name: shellTexts.tagline })).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/auth/user");
  });

  it("signs in through the form and goes to the return path", async () => {
    const user = userEvent.setup();
    let signedIn = false;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === "/api/auth/signin" && init.method === "POST") {
        signedIn = true;
        return jsonResponse(normalUser);
      }
      if (url === "/api/auth/user" && signedIn) return jsonResponse(normalUser);
      return unauthorized();
    });
    renderWithProviders(<App />, { path: "/sign-in?returnTo=%2Fsettings" });
    await user.type(await screen.findByLabelText("Email"), normalUser.email);
    await user.type(screen.getByLabelText("Password"), "a-long-password-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeTruthy();
    expect(screen.getByText(normalUser.email)).toBeTruthy();
    const signInCall = fetchMock.mock.calls.find(([url]) => url === "/api/auth/signin") as [string, RequestInit];
    expect(JSON.parse(String(signInCall[1].body))).toEqual({ email: normalUser.email, password: "a-long-password-1" });
  });

  it("shows the server's message when the credentials are wrong", async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/auth/signin") {
        return jsonResponse(
          { error: { code: "invalid_credentials", message: "The email or password is incorrect." } },
          401,
        );
      }
      return unauthorized();
    });
    renderWithProviders(<App />, { path: "/sign-in" });
    await user.type(await screen.findByLabelText("Email"), normalUser.email);
    await user.type(screen.getByLabelText("Password"), "wrong-password-1");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The email or password is incorrect.");
    expect(fetchMock.mock.calls.filter(([url]) => url === "/api/auth/signin")).toHaveLength(1);
  });

  it("validates the sign-up form with the shared schema before sending", async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: "/sign-up" });
    await user.type(await screen.findByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "short");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByText("Enter a valid email address.")).toBeTruthy();
    expect(screen.getByText("Use at least 10 characters.")).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.some(([url]) => url === "/api/auth/signup")).toBe(false);
  });

  it("signs up, shows the server's field errors, then lands on Home", async () => {
    const user = userEvent.setup();
    let attempts = 0;
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/auth/user" && attempts > 1) return jsonResponse(normalUser);
      if (url === "/api/auth/signup") {
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse(
            { error: { code: "email_taken", message: "An account with this email already exists. Sign in instead." } },
            409,
          );
        }
        return jsonResponse(normalUser, 201);
      }
      return unauthorized();
    });
    renderWithProviders(<App />, { path: "/sign-up" });
    await user.type(await screen.findByLabelText("Email"), normalUser.email);
    await user.type(screen.getByLabelText("Password"), "a-long-password-1");
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An account with this email already exists. Sign in instead.",
    );
    await user.click(screen.getByRole("button", { name: "Create Account" }));
    expect(await screen.findByRole("heading", { level: 1, name: homeTexts.heroTitle })).toBeTruthy();
  });

  it("shows the signed-out view when the session expires (a query gets 401)", async () => {
    fetchMock.mockImplementation(async () => unauthorized());
    const { queryClient } = renderWithProviders(<App />, { path: "/history", user: normalUser });
    expect(await screen.findByRole("heading", { level: 1, name: "History" })).toBeTruthy();
    await act(async () => {
      await queryClient.fetchQuery({ queryKey: ["/api/contracts"] });
    });
    expect(await screen.findByRole("heading", { level: 1, name: shellTexts.tagline })).toBeTruthy();
    expect(screen.queryByText(normalUser.email)).toBeNull();
  });

  it("has a skip link to the main content", async () => {
    const user = userEvent.setup();
    renderWithProviders(<App />, { path: "/", user: normalUser });
    await screen.findByRole("heading", { level: 1, name: homeTexts.heroTitle });
    await user.click(screen.getByRole("link", { name: shellTexts.skipToContent }));
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });
});

describe("single sign-on", () => {
  it("offers 'Continue with single sign-on' on the sign-in screen only when the server has OpenID Connect", async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/auth/providers") return jsonResponse({ password: true, oidc: true });
      return unauthorized();
    });
    renderWithProviders(<App />, { path: "/sign-in?returnTo=%2Fhistory" });
    const link = await screen.findByRole("link", { name: "Continue with single sign-on" });
    expect(link.getAttribute("href")).toBe("/api/login?returnTo=%2Fhistory");
  });

  it("shows no single sign-on without OpenID Connect", async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === "/api/auth/providers") return jsonResponse({ password: true, oidc: false });
      return unauthorized();
    });
    const { queryClient } = renderWithProviders(<App />, { path: "/sign-in" });
    await screen.findByRole("button", { name: "Sign In" });
    // the answer has arrived and rendered (the screen shows nothing new for it: no link)
    await waitFor(() => expect(queryClient.getQueryState(authProvidersQueryOptions.queryKey)?.status).toBe("success"));
    expect(screen.queryByRole("link", { name: "Continue with single sign-on" })).toBeNull();
  });
});
