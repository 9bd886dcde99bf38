// jsdom has no Cookie Store API, and the code under test reads document.cookie itself.

/** Stands in for a Set-Cookie header from the server. */
export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no other way to set a cookie
  document.cookie = `${name}=${value}; path=/`;
}

export function clearCookies(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom offers no other way to expire a cookie
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
