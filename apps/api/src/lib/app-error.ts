import type { ApiErrorCode } from '@tvcm/contracts';

/**
 * An error the API answers on purpose. The error handler turns it into the spec's body
 * `{ errors: [{ code, statusCode }], path }`; `path` overrides the request path when the spec names one.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly path?: string,
  ) {
    super(`${code} (${statusCode})`);
    this.name = 'AppError';
  }
}
