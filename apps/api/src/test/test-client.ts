import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from '@tvcm/contracts';

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  setCookies: string[];
}

interface RequestOptions {
  body?: unknown;
  /** Sent as it is: text, or the bytes of a file. */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
  /** Send the anti-forgery header as the web does (default true). */
  xsrf?: boolean;
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser-like HTTP client: keeps cookies and echoes XSRF-TOKEN the way the web app does. */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const { xsrf = true } = options;
    if (xsrf && UNSAFE_METHODS.has(method) && !this.cookies.has(XSRF_COOKIE_NAME)) {
      await this.request('GET', '/api/sessions');
    }
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrfToken = this.cookies.get(XSRF_COOKIE_NAME);
    if (xsrf && xsrfToken && UNSAFE_METHODS.has(method)) headers[XSRF_HEADER_NAME] = decodeURIComponent(xsrfToken);
    let payload: string | Uint8Array | undefined = options.rawBody;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: payload });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) this.storeCookie(line);
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('application/json') && text) body = JSON.parse(text);
    return { status: response.status, headers: response.headers, body, setCookies };
  }

  login(account: string, password: string): Promise<TestResponse> {
    return this.request('POST', '/api/sessions', { body: { account, password } });
  }

  private storeCookie(line: string): void {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => /^\s*expires=Thu, 01 Jan 1970/i.test(attribute)) || value === '';
    if (expired) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
