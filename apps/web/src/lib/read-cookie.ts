/** Value of a cookie readable by scripts, or undefined when the browser has none by that name. */
export function readCookie(name: string): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A value that is not percent-encoded is still the value the server set.
      return raw;
    }
  }
  return undefined;
}
