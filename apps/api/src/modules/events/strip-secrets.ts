import type { ClientEvent } from '@tvcm/contracts';
import { redactSecrets } from '../../lib/redact-secrets';

/**
 * What is kept of a browser's report: the page without its query string (which may hold a mail
 * link's token or a search the user typed), and messages and details with anything that looks
 * like a token redacted.
 */
export function stripSecrets(event: ClientEvent): ClientEvent {
  const detail = event.detail
    ? Object.fromEntries(
        Object.entries(event.detail).map(([key, value]) => [key, typeof value === 'string' ? redactSecrets(value) : value]),
      )
    : undefined;
  return {
    ...event,
    ...(event.path !== undefined ? { path: redactSecrets(event.path.split(/[?#]/)[0] ?? '') } : {}),
    ...(event.message !== undefined ? { message: redactSecrets(event.message) } : {}),
    ...(detail ? { detail } : {}),
  };
}
