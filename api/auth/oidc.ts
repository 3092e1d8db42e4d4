import * as oidc from "openid-client";
import type { Env } from "../env";

export type OidcSettings = { issuer: URL; clientId: string; clientSecret: string };

export function isOidcConfigured(env: Env): boolean {
  return Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
}

export function oidcSettings(env: Env): OidcSettings | null {
  if (!isOidcConfigured(env)) return null;
  return { issuer: new URL(env.OIDC_ISSUER!), clientId: env.OIDC_CLIENT_ID!, clientSecret: env.OIDC_CLIENT_SECRET! };
}

/** The state kept in a short-lived cookie between the redirect to the provider and its callback. */
export type PendingSignIn = { state: string; nonce: string; codeVerifier: string; returnTo: string };

/** OpenID Connect sign-in (authorization code + PKCE). Discovery runs once, on first use. */
export function createOidcClient(settings: OidcSettings, fetchImplementation: typeof fetch = fetch) {
  let configuration: Promise<oidc.Configuration> | undefined;

  const discover = () => {
    configuration ??= oidc
      .discovery(settings.issuer, settings.clientId, settings.clientSecret, undefined, {
        [oidc.customFetch]: (url, options) => fetchImplementation(url, options as RequestInit),
      })
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again next time
        throw error;
      });
    return configuration;
  };

  return {
    async beginSignIn(params: {
      redirectUri: string;
      returnTo: string;
    }): Promise<{ url: URL; pending: PendingSignIn }> {
      const config = await discover();
      const pending: PendingSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
        returnTo: params.returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: params.redirectUri,
        scope: "openid email",
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, pending };
    },

    /** Exchanges the code and returns the verified identity. Throws when the response does not check out. */
    async completeSignIn(
      callbackUrl: URL,
      pending: PendingSignIn,
    ): Promise<{ subject: string; email: string | null; emailVerified: boolean }> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      return {
        subject: `${claims.iss}|${claims.sub}`,
        email: typeof claims.email === "string" ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified !== false,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
