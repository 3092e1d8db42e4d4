import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { seedAcceptedConsent } from "./consent";

// Screens are lazy chunks; their first import in a cold test worker can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// The web vitest project runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Screens are tested as a returning user sees them: consent already given (the consent tests start from nothing).
beforeEach(() => {
  seedAcceptedConsent();
});
