import { createHash } from "node:crypto";
import { Hono } from "hono";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { createBrowser, createTestApp, type TestApp } from "../testing/create-test-app";
import { createOidcClient } from "./oidc";

const issuer = "https://idp.example.test";
const clientId = "contractclarity";
const clientSecret = "s3cret";

/** A minimal OpenID provider: discovery, token endpoint with PKCE check, JWKS. */
async function createFakeProvider(identity: { sub: string; email: string; email_verified?: boolean }) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const codes = new Map<string, { challenge: string; nonce: string; redirectUri: string }>();

  const app = new Hono()
    .get("/.well-known/openid-configuration", (c) =>
      c.json({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
      }),
    )
    .get("/jwks", (c) => c.json({ keys: [jwk] }))
    .post("/token", async (c) => {
      const form = await c.req.parseBody();
      const grant = codes.get(String(form.code));
      const verifierHash = createHash("sha256").update(String(form.code_verifier)).digest("base64url");
      if (!grant || grant.challenge !== verifierHash || grant.redirectUri !== form.redirect_uri) {
        return c.json({ error: "invalid_grant" }, 400);
      }
      if (form.client_id !== clientId || form.client_secret !== clientSecret)
        return c.json({ error: "invalid_client" }, 401);
      const idToken = await new SignJWT({ ...identity, nonce: grant.nonce })
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(identity.sub)
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      return c.json({ access_token: "at", token_type: "Bearer", expires_in: 300, id_token: idToken });
    });

  return {
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
    /** What the provider does when the user approves: remember the PKCE challenge, hand back a code. */
    approve(authorizationUrl: URL): { code: string; state: string } {
      const code = `code-${codes.size + 1}`;
      codes.set(code, {
        challenge: authorizationUrl.searchParams.get("code_challenge")!,
        nonce: authorizationUrl.searchParams.get("nonce")!,
        redirectUri: authorizationUrl.searchParams.get("redirect_uri")!,
      });
      return { code, state: authorizationUrl.searchParams.get("state")! };
    },
  };
}

const oidcEnv = { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret };
let testApp: TestApp;
afterEach(() => testApp.close());

async function setUp(identity: { sub: string; email: string; email_verified?: boolean }) {
  const provider = await createFakeProvider(identity);
  const oidc = createOidcClient({ issuer: new URL(issuer), clientId, clientSecret }, provider.fetch);
  testApp = await createTestApp({ env: oidcEnv, oidc });
  return provider;
}

async function startSignIn(browser: ReturnType<typeof createBrowser>, returnTo = "/history") {
  const response = await browser.request(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

describe("OpenID Connect sign-in", () => {
  it("redirects to the provider with PKCE, then signs the user in and returns to where they were going", async () => {
    const provider = await setUp({ sub: "u-1", email: "Ayanda@Example.co.za" });
    const browser = createBrowser(testApp.app);
    expect(await (await browser.request("/api/auth/providers")).json()).toEqual({ password: true, oidc: true });

    const authorizationUrl = await startSignIn(browser);
    expect(authorizationUrl.origin + authorizationUrl.pathname).toBe(`${issuer}/authorize`);
    expect(authorizationUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizationUrl.searchParams.get("redirect_uri")).toBe("http://localhost/api/auth/oidc/callback");

    const { code, state } = provider.approve(authorizationUrl);
    const callback = await browser.request(`/api/auth/oidc/callback?code=${code}&state=${state}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/history");
    const me = await browser.request("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: "ayanda@example.co.za" });
  });

  it("refuses a callback whose state does not match, and signs nobody in", async () => {
    const provider = await setUp({ sub: "u-2", email: "mallory@example.co.za" });
    const browser = createBrowser(testApp.app);
    const { code } = provider.approve(await startSignIn(browser));
    const callback = await browser.request(`/api/auth/oidc/callback?code=${code}&state=forged`);
    expect(callback.status).toBe(401);
    expect(await callback.json()).toMatchObject({
      error: { message: "Sign-in with your provider failed. Please try again." },
    });
    expect((await browser.request("/api/auth/user")).status).toBe(401);
  });

  it("links the provider identity to an existing account with the same email", async () => {
    const provider = await setUp({ sub: "u-3", email: "existing@example.co.za" });
    const passwordBrowser = createBrowser(testApp.app);
    const created = await passwordBrowser.request("/api/auth/signup", {
      method: "POST",
      json: { email: "existing@example.co.za", password: "long enough 42" },
    });
    const { id } = await created.json();

    const browser = createBrowser(testApp.app);
    const { code, state } = provider.approve(await startSignIn(browser));
    await browser.request(`/api/auth/oidc/callback?code=${code}&state=${state}`);
    expect(await (await browser.request("/api/auth/user")).json()).toMatchObject({
      id,
      email: "existing@example.co.za",
    });
  });

  it("refuses an identity without a verified email", async () => {
    const provider = await setUp({ sub: "u-4", email: "unverified@example.co.za", email_verified: false });
    const browser = createBrowser(testApp.app);
    const { code, state } = provider.approve(await startSignIn(browser));
    const callback = await browser.request(`/api/auth/oidc/callback?code=${code}&state=${state}`);
    expect(callback.status).toBe(403);
    expect((await browser.request("/api/auth/user")).status).toBe(401);
  });
});
