export const DEFAULT_AFTER_LOGIN_PATH = '/top';

/**
 * C0 controls and DEL: browsers strip some of them while parsing, which can turn a harmless
 * looking value into another origin (e.g. "/\t/evil.example" becomes "//evil.example").
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Starts with two slashes or slash-backslash: a protocol-relative address to another host. */
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

function looksUnsafe(path: string): boolean {
  return !path.startsWith('/') || PROTOCOL_RELATIVE.test(path) || hasControlCharacter(path);
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The in-app path to open after login, taken from the `redirect` query value only when it stays
 * on this origin; anything else (absent, absolute, scheme, protocol-relative) gives the top page.
 * Guards against open redirects that would lend the login page to phishing.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value) return DEFAULT_AFTER_LOGIN_PATH;
  const decoded = decodeOnce(value);
  // Refuse encoded tricks as well, in case some later hop decodes the path once more.
  if (decoded === undefined || looksUnsafe(value) || looksUnsafe(decoded)) return DEFAULT_AFTER_LOGIN_PATH;

  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return DEFAULT_AFTER_LOGIN_PATH;
  }
  if (url.origin !== origin) return DEFAULT_AFTER_LOGIN_PATH;

  // Re-check what the parser made of it: dot segments can collapse "/.//host" into "//host".
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksUnsafe(path) ? DEFAULT_AFTER_LOGIN_PATH : path;
}
