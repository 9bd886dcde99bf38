import type { ClientEvent } from '@tvcm/contracts';
import type { KyInstance } from 'ky';
import type { ApiError } from './api-error';

/** The API's two event channels (SPEC.md §7): both are fire-and-forget. */
export type EventChannel = 'events' | 'events/legacy-ass';

const EVENT_PATHS: readonly string[] = ['/events', '/events/legacy-ass'];

/** The same failure again within this time is not reported again: retries and bursts say nothing new. */
const REPEAT_WINDOW_MS = 10_000;
const lastReported = new Map<string, number>();

/**
 * Sends an event through `client` (the app's API client, passed in so this module, which the
 * client loads on its first server fault, does not import it back) and ignores any failure of the
 * call (SPEC.md §7 "errors silently ignored"). It never throws, and since its own failures raise
 * no error, they are never reported in turn.
 */
export function sendClientEvent(client: KyInstance, event: ClientEvent, channel: EventChannel = 'events'): void {
  client
    .post(channel, { json: event, throwHttpErrors: false })
    .then((response) => response.body?.cancel())
    .catch(() => undefined);
}

function isEventCall(url: URL): boolean {
  return EVENT_PATHS.some((path) => url.pathname.endsWith(path));
}

/**
 * Reports a server fault (status 500 and above, SPEC.md §8) with the page it happened on: its
 * path only, since a query string may hold a mail link's token or what the user searched for.
 */
export function reportServerFault(client: KyInstance, error: ApiError): void {
  const url = new URL(error.request.url);
  if (isEventCall(url)) return;
  const method = error.request.method;
  const code = error.code ?? null;
  const key = `${method} ${url.pathname} ${error.status} ${code}`;
  const now = Date.now();
  if (now - (lastReported.get(key) ?? Number.NEGATIVE_INFINITY) < REPEAT_WINDOW_MS) return;
  lastReported.set(key, now);
  sendClientEvent(client, {
    type: 'error',
    message: `${method} ${url.pathname} answered ${error.status}`,
    path: window.location.pathname,
    detail: { status: error.status, code, method, api: url.pathname },
    occurredAt: new Date(now).toISOString(),
  });
}
