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

/**
 * Every error the API answers with, defined once: the code it puts in `errors[].code` and the
 * HTTP status it answers with. Throw sites name the error (`new AppError('forbidden')`), never a status.
 */
export const API_ERRORS = {
  /** Account or password is wrong; one answer for both so accounts cannot be enumerated. */
  invalidCredentials: { code: 'AUT01001', status: 401 },
  /** No valid session or token. */
  unauthenticated: { code: 'AUT01002', status: 401 },
  /** Authenticated, but the resource belongs to someone else. */
  forbidden: { code: 'AUT03002', status: 403 },
  /** State-changing request without a matching anti-forgery token. */
  xsrfMismatch: { code: 'AUT03003', status: 403 },
  /** The user has not accepted the terms of service; the web sends them to the profile page to do so. */
  termsNotAccepted: { code: 'AUT03004', status: 403 },
  /** The company or user lacks the licence the call needs; the web shows CEA-LIC03001 for any code ending in 03001. */
  licenceMissing: { code: 'LIC03001', status: 403 },
  /** Too many attempts in the time window. */
  tooManyRequests: { code: 'AUT04291', status: 429 },
  /** Access token expired: refresh and retry once. */
  tokenExpired: { code: 'OAU01001', status: 401 },
  /** Unknown client or wrong client secret. */
  invalidClient: { code: 'OAU01002', status: 401 },
  /** The bearer token is not one this API issued. */
  invalidToken: { code: 'OAU01003', status: 401 },
  /** The request failed validation. */
  badRequest: { code: 'VAL00001', status: 400 },
  /** An idempotency key sent again with a different request body. */
  idempotencyKeyReused: { code: 'VAL00002', status: 422 },
  /** The request body is over the endpoint's size limit. */
  payloadTooLarge: { code: 'VAL00003', status: 413 },
  /** The request body is not JSON. */
  unsupportedMediaType: { code: 'VAL00004', status: 415 },
  /** The address is longer than any the API serves. */
  uriTooLong: { code: 'VAL00005', status: 414 },
  notFound: { code: 'SYS04041', status: 404 },
  internal: { code: 'SYS05001', status: 500 },
  /** The database cannot be reached (a restart, a failover); the call may be made again shortly. */
  serviceUnavailable: { code: 'SYS05031', status: 503 },
  /** The slot is of another area than the cart's; `params.area` names the cart's area. */
  cartAreaMismatch: { code: 'CRT00007', status: 409 },
  /** More units than remain, a slot not on sale, or outside its sales period. */
  cartPartiallyAdded: { code: 'CRT00055', status: 409 },
  /** The cart does not exist, was deleted, or is another company's (which reads the same). */
  cartNotFound: { code: 'CRT04001', status: 404 },
  /** The cart cannot be applied for or sent as it is: empty, already applied, or not the caller's to hand on. */
  cartNotApplicable: { code: 'CRT00010', status: 409 },
  /** An application without agreement to the sales terms of every station in the cart. */
  salesTermsNotAgreed: { code: 'CRT00011', status: 409 },
  /**
   * An application whose CM length differs from the length of some of the cart's slots (15-second
   * material cannot air in a 30-second slot, nor the other way); `params.items` names those lines.
   */
  cmLengthMismatch: { code: 'CRT00013', status: 409 },
  /** A cart sent to a company the caller does not work with (advertiser settings). */
  cartRecipientNotPartner: { code: 'CRT00020', status: 409 },
  /**
   * A trial company applying for slots of station companies that have not granted it applying (a
   * view-only grant, or none in force any more); `params.stations` names those stations' ids.
   */
  applicationNotGranted: { code: 'CRT00012', status: 403 },
  /** The booking or reception does not exist or is another company's (which reads the same). */
  bookingNotFound: { code: 'BKG04001', status: 404 },
  /** The booking has reached its end (contracted, declined, cancelled): nothing more can change it. */
  bookingClosed: { code: 'BKG00009', status: 409 },
  /** Delivered impressions for an item that is not a contracted streaming item, or before its delivery window has ended. */
  deliveryNotReportable: { code: 'BKG00010', status: 409 },
  /** A contract notice before every item is decided and every check of the review ticked. */
  reviewIncomplete: { code: 'RCP00001', status: 409 },
  /** A contract notice with no accepted item: the decline notice is the way to say no to all. */
  nothingAccepted: { code: 'RCP00002', status: 409 },
  /** A reception handed to someone who is not an active user of the station's company. */
  assigneeNotColleague: { code: 'RCP00003', status: 422 },
  /** The slot does not exist or is another company's station's (which reads the same). */
  slotNotFound: { code: 'SLT04001', status: 404 },
  /**
   * A slot change its held or sold units or its applications forbid: units on sale below held +
   * sold, or withdrawing a slot with units held for an application. `params.reason` says which.
   */
  slotChangeRefused: { code: 'SLT00001', status: 409 },
  /** The slot list's export would hold more slots than an import takes (`params.max`): narrower filters are needed. */
  slotExportTooLarge: { code: 'SLT00002', status: 422 },
  /** The digital product does not exist, is of the other kind, or is another company's station's (which reads the same). */
  digitalProductNotFound: { code: 'DGP04001', status: 404 },
  /**
   * A digital product change its held or sold units forbid: units on sale below held + sold
   * (`belowHeldOrSold`), below its minimum order (`belowMinimum`), more than one day of a 1-day
   * product (`oneDayUnits`), or withdrawing with units held (`hasApplications`). `params.reason` says which.
   */
  digitalProductChangeRefused: { code: 'DGP00001', status: 409 },
  /** The plan does not exist, was deleted, or is another company's (which reads the same). */
  planNotFound: { code: 'PLN04001', status: 404 },
  /**
   * No plan meets the goal under the conditions and caps with what is on sale (or nothing matches
   * the conditions): `params.reason` is `noCandidates` or `goalUnreachable`.
   */
  planInfeasible: { code: 'PLN00001', status: 422 },
  /** Carts cannot be made from a plan without lines. */
  planEmpty: { code: 'PLN00002', status: 409 },
  /** The segment does not exist, is not published to the caller, or is another data company's (which reads the same). */
  segmentNotFound: { code: 'TGD04001', status: 404 },
  /** The purchase does not exist, or is neither the caller's nor for the caller's segment. */
  dataPurchaseNotFound: { code: 'TGD04002', status: 404 },
  /**
   * The segment cannot be bought as asked: not published, an area it does not cover, months outside
   * its coverage or already over; `params.reason` says which (`notPublished`, `area`, `months`).
   */
  segmentNotPurchasable: { code: 'TGD00001', status: 409 },
  /** The purchase was examined already (approved or returned). */
  dataPurchaseExamined: { code: 'TGD00002', status: 409 },
  /** The caller's company holds no licence in force for the segment in that area and period. */
  segmentNotLicensed: { code: 'TGD03002', status: 403 },
  /** A values file with errors: nothing was applied; the answer's problems say where (the preview shows the same). */
  segmentValuesInvalid: { code: 'TGD00004', status: 422 },
  /** A segment is published only with values uploaded; a withdrawn one cannot be published again. */
  segmentStatusChangeRefused: { code: 'TGD00005', status: 409 },
  /** A slot import with errors: nothing was applied; the answer's problems say where (the preview shows the same). */
  slotImportInvalid: { code: 'IMP00001', status: 422 },
  /** An actual-ratings file with errors: nothing was stored; the preview shows where. */
  airedRatingsInvalid: { code: 'IMP00002', status: 422 },
  /** The company code names no trial company (code prefix 00000T). */
  trialCompanyNotFound: { code: 'TRL04001', status: 404 },
  /** A revoke with no grant in force to revoke (never granted, or revoked meanwhile). */
  trialGrantMissing: { code: 'TRL00001', status: 409 },
  advertiserNotFound: { code: 'ADV04001', status: 404 },
  /** Another advertiser of the company already has this four-digit code. */
  advertiserCodeTaken: { code: 'ADV00001', status: 409 },
  /** A company code that names no company of the kind asked for: a partner of the other side, an advertiser company to link. */
  companyUnsuitable: { code: 'ADV00002', status: 409 },
  /** A trial company asking another company to be partners: trial companies may accept a request, not make one. */
  partnerRequestByTrial: { code: 'ADV00003', status: 403 },
  /** No request from that company to accept (never made, withdrawn, declined, or already accepted). */
  partnerRequestNotFound: { code: 'ADV04002', status: 404 },
  tentativeIdRegistered: { code: 'USR00005', status: 409 },
  tentativeIdDeleted: { code: 'USR00006', status: 410 },
  userUnavailable: { code: 'USR00010', status: 409 },
  userConflict: { code: 'USR00011', status: 409 },
  idRegistered: { code: 'USR00015', status: 409 },
  userNotFound: { code: 'USR04001', status: 404 },
  /** The change would leave the company without an active administrator. */
  lastAdministrator: { code: 'USR00020', status: 409 },
  /** An administrator deactivating their own account (another administrator has to). */
  cannotDeactivateSelf: { code: 'USR00021', status: 409 },
  /** A function licence the company does not hold cannot be given to its user; `params.licences` names them. */
  licenceNotHeldByCompany: { code: 'USR00022', status: 422 },
  /** Changing one's own password with a wrong current password. */
  currentPasswordWrong: { code: 'USR00023', status: 400 },
  /** The entry would take the company's point balance below zero. */
  pointsInsufficient: { code: 'PNT00001', status: 409 },
  /** A mail link (trial entry confirmation or withdrawal, password reset) that is unknown, used or expired. */
  mailLinkInvalid: { code: 'LNK01001', status: 410 },
  functionUnavailable: { code: 'FCT01001', status: 403 },
  functionLimited: { code: 'FCT01002', status: 403 },
  functionClosed: { code: 'FCT01003', status: 403 },
} as const satisfies Record<string, { code: string; status: number }>;

export type ApiErrorName = keyof typeof API_ERRORS;
export type ApiErrorCode = (typeof API_ERRORS)[ApiErrorName]['code'];

/** The codes alone, by name, for the web's message mapping and the tests. */
export const API_ERROR_CODES = Object.fromEntries(Object.entries(API_ERRORS).map(([name, { code }]) => [name, code])) as {
  readonly [Name in ApiErrorName]: (typeof API_ERRORS)[Name]['code'];
};

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
