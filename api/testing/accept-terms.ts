import { TERMS_VERSION } from "../../common/consent";
import type { createBrowser } from "./create-test-app";

/** Records the current terms on the server, as the browser does after sign-up (needed before a hosted model is used). */
export async function acceptTerms(browser: ReturnType<typeof createBrowser>): Promise<void> {
  const response = await browser.request("/api/consent", {
    method: "POST",
    json: {
      kind: "terms",
      version: TERMS_VERSION,
      choices: { termsOfService: true, privacyPolicy: true, dataProcessing: true },
    },
  });
  if (response.status !== 201)
    throw new Error(`accepting the terms failed: ${response.status} ${await response.text()}`);
}
