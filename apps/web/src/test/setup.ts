import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, type MockInstance, vi } from 'vitest';
import { resetPageState } from '../app/page-state';
import { useSideMenuStore } from '../features/shell/store';
import { addCataloguePart } from '../lib/i18n';
import { useServerReachability } from '../lib/server-reachability';
import { useToastStore } from '../lib/toasts';
import shellCatalogue from '../locales/ja/shell.json';
import { clearCookies } from './cookies';

// In the app the shell's part of the catalogue arrives with the shell; components are tested alone.
addCataloguePart(shellCatalogue);

// Lazy screens are compiled on their first import in a test run, which on a busy machine takes
// far longer than Testing Library's default second of waiting. Waiting longer costs a passing test
// nothing: findBy* returns as soon as the element is there.
configure({ asyncUtilTimeout: 15_000 });

// Testing Library moves fake timers on while it waits (findBy*, waitFor, the end of each user-event
// call) only when it sees Jest's. Vitest's fake timers are the same clock under another name: with
// this, a test that calls vi.useFakeTimers() can still await findBy* and user-event, and the time
// they take is the test's clock, not the machine's. It has no effect while the timers are real.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/**
 * getByRole, toBeVisible and user-event's pointer-events check ask for the computed style of an
 * element and of each of its ancestors. jsdom keeps the styles it computed until the document or its
 * style sheets change, but still copies the kept style into a new object on every call and resolves
 * inherited values (visibility, pointer-events) again up the tree: some milliseconds a call, and a
 * query over a form makes dozens. Here a call returns the object jsdom gave the last time for that
 * element while jsdom's own cache is the same one, that is while nothing it watches has changed
 * (jsdom replaces the cache on every change to the tree, to an attribute or to a style sheet), so
 * the styles seen are exactly jsdom's. Without the cache (another jsdom) nothing is memoised.
 */
function memoiseComputedStyles(): void {
  type Marked = typeof window.getComputedStyle & { memoised?: true };
  if ((window.getComputedStyle as Marked).memoised) return; // the files of a worker share one window
  const implSymbol = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const documentImpl = implSymbol ? (document as unknown as Record<symbol, { _styleCache?: object }>)[implSymbol] : undefined;
  if (!documentImpl || typeof documentImpl._styleCache !== 'object') return;
  const original = window.getComputedStyle;
  let generation: object | undefined;
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const memoised: Marked = (element, pseudoElement) => {
    if (pseudoElement || element.ownerDocument !== document) return original.call(window, element, pseudoElement);
    if (documentImpl._styleCache !== generation) {
      generation = documentImpl._styleCache;
      styles = new WeakMap();
    }
    let style = styles.get(element);
    if (!style) {
      style = original.call(window, element);
      styles.set(element, style);
    }
    return style;
  };
  memoised.memoised = true;
  window.getComputedStyle = memoised;
}
memoiseComputedStyles();

/**
 * The files of a worker share one document (vitest.config.ts), and Emotion's default cache, which
 * MUI styles through, keeps every rule any of them rendered: a <style> element each, some hundreds
 * by a worker's tenth file. jsdom matches every one of them against the element on each
 * getComputedStyle (getByRole's accessible names, toBeVisible, user-event's pointer-events check):
 * about a fifth of the project's time went there. After each file the cache forgets what it
 * inserted and removes its elements, so every file renders its own rules again, as it would alone.
 * Nothing is mounted then: cleanup() unmounts each test's trees.
 */
function defaultEmotionCache(): ReturnType<typeof useEmotionCache> | undefined {
  let cache: ReturnType<typeof useEmotionCache> | undefined;
  function ReadCache() {
    cache = useEmotionCache();
    return null;
  }
  // Outside any CacheProvider the hook answers the default cache, the one every styled component here uses.
  renderToStaticMarkup(createElement(ReadCache));
  return cache;
}
const emotionCache = defaultEmotionCache();

afterAll(() => {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
});

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
  // A test that failed half-way must not leave its fake clock to the next one.
  vi.useRealTimers();
  cleanup();
  const calls = consoleError.mock.calls;
  consoleError.mockRestore();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  // The test files of a worker share one page (see vitest.config.ts): each test leaves it as new.
  clearCookies();
  resetPageState();
  useSideMenuStore.setState(useSideMenuStore.getInitialState(), true);
  useToastStore.setState({ toasts: [] });
  useServerReachability.setState({ reachable: true });
  sessionStorage.clear();
  localStorage.clear();
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
