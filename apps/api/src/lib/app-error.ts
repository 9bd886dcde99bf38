import { API_ERRORS, type ApiErrorCode, type ApiErrorName } from '@tvcm/contracts';

export interface AppErrorOptions {
  /** Overrides the request path in the answer, where the spec names one. */
  path?: string;
  /** Sent as Retry-After: when the caller may try again. */
  retryAfterSeconds?: number;
  /** Values the code's message names, e.g. the cart's area of CRT00007. */
  params?: Record<string, string>;
}

/**
 * An error the API answers on purpose, named as the contracts define it (which fixes its code and
 * status). The error handler turns it into the spec's body `{ errors: [{ code, statusCode }], path }`.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly path: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly params: Record<string, string> | undefined;

  constructor(
    readonly errorName: ApiErrorName,
    options: AppErrorOptions = {},
  ) {
    const { code, status } = API_ERRORS[errorName];
    super(`${code} (${status})`);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = status;
    this.path = options.path;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.params = options.params;
  }
}
