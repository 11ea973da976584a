import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount here,
// or every rendered tree stays in the document for the next test. Stubs, timers and storage too.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

// Lazy parts (translation files, code-split modules) can take over a second on a busy machine;
// findBy* waits up to 5 s instead of 1 s before failing.
configure({ asyncUtilTimeout: 5_000 });
