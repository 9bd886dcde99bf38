import { afterEach, beforeEach, vi } from 'vitest';

/** An unexpected console.error fails the test that logged it (ARCHITECTURE.md convention 8). */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  // The files of a worker share one process (vitest.config.ts): none leaves a fake clock behind.
  vi.useRealTimers();
  vi.restoreAllMocks();
  if (consoleErrors.length > 0) {
    throw new Error(`Unexpected console.error: ${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
