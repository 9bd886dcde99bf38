/**
 * PostgreSQL error classes that mean "the database cannot be reached or is going away", not "this
 * query is wrong": 08 connection exception, 57P01–57P03 shutdown and start-up, 53300 too many
 * connections (SQLSTATE appendix of the PostgreSQL manual).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;

/** Node's socket errors when the server is down or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
]);

/** pg's own messages for a connection lost or never made; they carry no code. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable/i;

/** SQLite: another process holds the write lock for longer than the busy timeout. */
const SQLITE_BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED']);

/** Whether a failure is the database being unavailable, which the API answers with 503 rather than 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET_CODES.has(code) || SQLITE_BUSY_CODES.has(code))
  ) {
    return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  // Connection failures may come wrapped (AggregateError of several addresses, or a cause).
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return error.cause !== undefined && isDatabaseUnavailable(error.cause);
}
