import { MAIL_LINK_TOKEN_PARAM } from '@tvcm/contracts';

const REDACTED = '[redacted]';

/** A token as a path segment (`/password-resets/tokens/…`) or as a query parameter (`?token=…`). */
const TOKEN_IN_PATH = /(\/tokens\/)[^/?#\s"']+/g;
const TOKEN_IN_QUERY = new RegExp(`([?&]${MAIL_LINK_TOKEN_PARAM}=)[^&#\\s"']+`, 'g');

/**
 * Mail-link tokens are live credentials until used: a request log line or a browser's error
 * report that carries one must not keep it. Anything that looks like one is replaced.
 */
export function redactSecrets(text: string): string {
  return text.replace(TOKEN_IN_PATH, `$1${REDACTED}`).replace(TOKEN_IN_QUERY, `$1${REDACTED}`);
}
