import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { addCataloguePart } from '../lib/i18n';
import { useToastStore } from '../lib/toasts';
import shellCatalogue from '../locales/ja/shell.json';
import { clearCookies } from './cookies';

// In the app the shell's part of the catalogue arrives with the shell; components are tested alone.
addCataloguePart(shellCatalogue);

// Lazy screens are compiled on their first import in a test run, which on a busy machine takes
// longer than Testing Library's default second of waiting.
configure({ asyncUtilTimeout: 3_000 });

/**
 * Any console.error fails the test (React act warnings, prop-type slips, unhandled render errors).
 * A test that expects one asserts on `vi.mocked(console.error)` and then calls `mockClear()`.
 */
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  const original = console.error;
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => original(...args));
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.restoreAllMocks();
  clearCookies();
  useToastStore.setState({ toasts: [] });
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
