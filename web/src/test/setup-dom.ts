import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

// The web vitest project runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});
