import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { seedAcceptedConsent } from "./consent";
import { unreachableServer } from "./unreachable-server";

// Screens are lazy chunks; their first import in a cold test worker, on a machine busy with other work,
// can take several seconds: wait for what the user waits for, as long as a slow machine needs.
configure({ asyncUtilTimeout: 15_000 });

// The web vitest project runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// Screens are tested as a returning user sees them: consent already given (the consent tests start from nothing).
beforeEach(() => {
  seedAcceptedConsent();
});

// No test reaches a real server: fetch fails like an unreachable network unless the test stubs it
// (vi.stubGlobal("fetch", …) replaces this, and vi.unstubAllGlobals() brings this back).
const realFetch = globalThis.fetch;
beforeEach(() => {
  globalThis.fetch = unreachableServer(realFetch);
});
