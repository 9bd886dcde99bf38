/** Message codes the web shows for failed calls (SPEC.md §8). */
export const CLIENT_ERROR_CODES = {
  unexpectedRetry: 'CES-API09001',
  unexpectedContactAdmin: 'CES-API09002',
  networkFailure: 'CES-API09003',
  timeout: 'CES-API09004',
  connectionState: 'CES-API09005',
  sessionUnavailable: 'CES-API09006',
  licenceMissing: 'CEA-LIC03001',
} as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[keyof typeof CLIENT_ERROR_CODES];

/** Codes the API puts in `errors[].code`. */
export const API_ERROR_CODES = {
  /** Account or password is wrong; one answer for both so accounts cannot be enumerated. */
  invalidCredentials: 'AUT01001',
  /** No valid session or token. */
  unauthenticated: 'AUT01002',
  /** Authenticated, but the resource belongs to someone else. */
  forbidden: 'AUT03002',
  /** State-changing request without a matching anti-forgery token. */
  xsrfMismatch: 'AUT03003',
  /** The company or user lacks the licence the call needs; the web shows CEA-LIC03001 for any code ending in 03001. */
  licenceMissing: 'LIC03001',
  /** Too many attempts in the time window. */
  tooManyRequests: 'AUT04291',
  /** Access token expired: refresh and retry once. */
  tokenExpired: 'OAU01001',
  /** Unknown client or wrong client secret. */
  invalidClient: 'OAU01002',
  /** The bearer token is not one this API issued. */
  invalidToken: 'OAU01003',
  /** The request failed validation. */
  badRequest: 'VAL00001',
  notFound: 'SYS04041',
  internal: 'SYS05001',
  cartAreaMismatch: 'CRT00007',
  cartPartiallyAdded: 'CRT00055',
  tentativeIdRegistered: 'USR00005',
  tentativeIdDeleted: 'USR00006',
  userUnavailable: 'USR00010',
  userConflict: 'USR00011',
  idRegistered: 'USR00015',
  userNotFound: 'USR04001',
  /** A mail link (trial entry confirmation or withdrawal, password reset) that is unknown, used or expired (410). */
  mailLinkInvalid: 'LNK01001',
  functionUnavailable: 'FCT01001',
  functionLimited: 'FCT01002',
  functionClosed: 'FCT01003',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** Codes that keep their own message in the web (SPEC.md §8 "handled list"). */
export const HANDLED_API_ERROR_CODES: readonly string[] = [
  API_ERROR_CODES.cartAreaMismatch,
  API_ERROR_CODES.cartPartiallyAdded,
  API_ERROR_CODES.tentativeIdRegistered,
  API_ERROR_CODES.tentativeIdDeleted,
  API_ERROR_CODES.userUnavailable,
  API_ERROR_CODES.idRegistered,
  API_ERROR_CODES.userConflict,
  API_ERROR_CODES.userNotFound,
  API_ERROR_CODES.functionUnavailable,
  API_ERROR_CODES.functionLimited,
  API_ERROR_CODES.functionClosed,
];

/** The `path` the session endpoint reports in its error body (SPEC.md §4, §7). */
export const SESSION_ERROR_PATH = '/session';
