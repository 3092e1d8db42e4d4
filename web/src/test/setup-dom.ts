import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// Screens are lazy chunks; their first import in a cold test worker can take over a second.
configure({ asyncUtilTimeout: 5_000 });

// The web vitest project runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
