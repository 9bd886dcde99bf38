import { vi } from 'vitest';

/** What the mocked server saw: the body is read like a real fetch would read it. */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Keys are `METHOD /api/path`, e.g. `GET /api/sessions`. */
export type ApiHandlers = Record<string, Handler>;

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function emptyResponse(status = 204): Response {
  return new Response(null, { status });
}

export function apiErrorResponse(status: number, code: string, path: string): Response {
  return jsonResponse(status, { errors: [{ code, statusCode: status }], path });
}

/**
 * Replaces fetch for the current test. A call without a handler fails loudly rather than
 * reaching the network. Returns the requests made, for assertions on headers and bodies.
 */
export function mockApi(handlers: ApiHandlers): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    // Consuming the body matters: ky cancels its retained clone of the request afterwards, and a
    // teed stream only finishes cancelling once the branch handed to fetch is consumed as well.
    const recorded: RecordedRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    requests.push(recorded);
    const key = `${recorded.method} ${recorded.url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`No mock for ${key}`);
    return handler(recorded);
  });
  return requests;
}
