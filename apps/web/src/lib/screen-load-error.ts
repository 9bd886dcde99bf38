import { fetchOrNetworkError, NetworkError } from './api-error';

/** Why a screen's code did not arrive, as far as the page can tell. */
export type ScreenLoadFailure =
  /** The server answers, so the chunk itself is gone (a new release) or broke on the way: reloading cures it. */
  | 'unavailable'
  /** The server gives no answer at all (offline, down): reloading now would fail too (CES-API09003). */
  | 'unreachable';

/**
 * A screen's code could not be loaded: its chunk is gone after a release, the network failed, or
 * it took longer than SPEC.md §9 allows. `failure` says which of the first two it looks like, so
 * the page tells an offline user to check the network rather than that a new version was published.
 */
export class ScreenLoadError extends Error {
  constructor(
    cause: unknown,
    readonly failure: ScreenLoadFailure = 'unavailable',
  ) {
    super('The screen could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}

/**
 * A failed chunk says nothing of its cause (Chromium reports a missing file and a refused
 * connection with the same TypeError), so the server is asked for the page's own address: no
 * answer at all means it is the connection that failed. The question goes through the API
 * client's fetch, which notes the server as away (or back) for the rest of the page as well.
 */
export async function screenLoadFailureOf(): Promise<ScreenLoadFailure> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'unreachable';
  try {
    await fetchOrNetworkError(new URL('/', window.location.origin), { method: 'HEAD', cache: 'no-store' });
    return 'unavailable';
  } catch (error) {
    return error instanceof NetworkError ? 'unreachable' : 'unavailable';
  }
}
