import type { ApiErrorBody } from '@tvcm/contracts';
import { HTTPError } from 'ky';
import { noteServerAnswered, noteServerUnreachable } from './server-reachability';

/**
 * A non-2xx answer of the API. Extends ky's HTTPError so ky's hooks may return it, and adds the
 * parsed error body (SPEC.md §3) so callers never parse it themselves.
 */
export class ApiError extends HTTPError {
  readonly status: number;
  /** The body in the contract's shape, or null when the answer was not (proxy pages, empty bodies). */
  readonly body: ApiErrorBody | null;

  constructor(cause: HTTPError, body: ApiErrorBody | null) {
    super(cause.response, cause.request, cause.options);
    this.name = 'ApiError';
    this.status = cause.response.status;
    this.body = body;
  }

  /** Code of the first error item, which decides the message shown. */
  get code(): string | undefined {
    return this.body?.errors[0]?.code;
  }
}

/**
 * The call got no answer at all: the server is down or unreachable, or the browser is offline.
 * fetch reports that as a bare TypeError, which a programming slip also throws; wrapping it where
 * the API client calls fetch keeps the two apart (CES-API09003 is for the first only).
 */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('The server could not be reached', { cause });
    this.name = 'NetworkError';
  }
}

/**
 * fetch, with "no answer" failures as NetworkError; aborts (timeouts, cancelled queries) pass
 * unchanged, and say nothing about whether the server is there. Every call passes here, so this is
 * also where the server's reachability is noted.
 */
export async function fetchOrNetworkError(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    noteServerUnreachable();
    throw new NetworkError(error);
  }
  noteServerAnswered();
  return response;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The contract's error shape, checked by hand rather than with its zod schema: this runs on every
 * page's first load, and zod would add more to it than all of this module's callers together.
 * The API tests hold the server to the schema itself.
 */
function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const { errors, path } = value as { errors?: unknown; path?: unknown };
  return (
    typeof path === 'string' &&
    Array.isArray(errors) &&
    errors.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { code?: unknown }).code === 'string' &&
        typeof (item as { statusCode?: unknown }).statusCode === 'number',
    )
  );
}

/** Reads an error answer without trusting it: anything but the contract shape becomes null. */
export async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    const body: unknown = await response.clone().json();
    return isApiErrorBody(body) ? body : null;
  } catch {
    return null;
  }
}
