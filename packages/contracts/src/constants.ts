/** Business constants and limits of SPEC.md §9, shared by the web and the API. */
export const NOTIFICATION_POLLING_MS = 5000;
export const TOAST_AUTO_HIDE_MS = { error: 10000, other: 6000 } as const;
export const API_TIMEOUT_MS = 300000;
export const LAZY_CHUNK_TIMEOUT_MS = 120000;
export const SIDE_MENU_WIDTH = {
  open: 226,
  collapsed: 60,
  openWithScrollbar: 240,
  collapsedWithScrollbar: { overlayScrollbar: 60, classicScrollbar: 76 },
} as const;
export const MENU_TRANSITION_MS = 500;
export const POPUP_HOVER_DELAY_MS = 100;
export const QUERY_MAX_RETRIES = 3;
export const POINTS_SUFFIX = 'pt';
export const POINTS_PLACEHOLDER = '-';
export const MONITORING_SAMPLE_RATES = { sessions: 100, tracing: 1 } as const;
export const APP_VERSION = 'v3.24.0';
export const APP_ENVIRONMENT = 'production';
export const DEFAULT_LANGUAGE = 'ja';
export const FALLBACK_LANGUAGE = 'ja';

/** Business dates are Japan Standard Time. */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

/** Base path of the JSON API on the single origin. */
export const API_BASE_PATH = '/api';

/** Names of the cookies and headers both sides agree on (SPEC.md §7). */
export const XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const XSRF_HEADER_NAME = 'X-XSRF-TOKEN';
export const USER_ID_HEADER_NAME = 'X-User-ID';

/** Weekday numbering of SPEC.md §3: Monday 0 to Sunday 6. */
export const WEEKDAYS = {
  monday: 0,
  tuesday: 1,
  wednesday: 2,
  thursday: 3,
  friday: 4,
  saturday: 5,
  sunday: 6,
} as const;

/** Registration reference lists of SPEC.md §3. */
export const REGISTRATION_USER_TYPES = {
  broadcaster: 1,
  adCompany: 2,
  advertiser: 3,
  dataCompany: 4,
  other: 5,
} as const;

export const REGISTRATION_REFERRAL_SOURCES = {
  broadcaster: 1,
  adCompany: 2,
  advertiser: 3,
  dataCompany: 4,
  internet: 5,
  socialNetwork: 6,
  advertisement: 7,
  referral: 8,
  mailMagazine: 9,
  seminar: 10,
  other: 11,
} as const;

export const ACCOUNT_MAX_LENGTH = 254;

/**
 * The OAuth client the public pages (member entry, password reset) use to obtain tokens. Its
 * secret ships inside the web bundle, so it only tells our pages from other callers; production
 * sets its own through PUBLIC_WEB_CLIENT_ID/SECRET (API) and VITE_PUBLIC_WEB_CLIENT_ID/SECRET (web).
 * These values keep `npm start` working without configuration.
 */
export const DEVELOPMENT_PUBLIC_WEB_CLIENT = {
  clientId: 'tvcm-public-web',
  clientSecret: 'development-public-web-secret',
} as const;

/** Meta tags through which the API tells the web, at run time, where the other sites live. */
export const SITE_URL_META_NAMES = { main: 'tvcm-main-site-url', dataSales: 'tvcm-data-sales-site-url' } as const;

/**
 * Meta tag through which a deployment may shorten how long the browser waits for an answer
 * (at most API_TIMEOUT_MS), e.g. to give up before a proxy in front of the API does.
 */
export const REQUEST_TIMEOUT_META_NAME = 'tvcm-request-timeout-ms';

/**
 * The password policy (plain data, kept out of the schema modules so pages that only show the
 * rules do not load zod) wherever a password is chosen (trial entry, password reset). The web shows
 * these rules before the visitor types, and the API enforces the same schema.
 */
export const PASSWORD_RULES = {
  minLength: 10,
  maxLength: 128,
  /** At least one letter A-Z or a-z. */
  requiresLetter: true,
  /** At least one digit 0-9. */
  requiresDigit: true,
  /** Not the account (the email address) itself, in any letter case. */
  differentFromAccount: true,
} as const;

/**
 * The public pages that mails link to (SPEC.md §2). The API builds the links from these paths and
 * `PUBLIC_URL`; the web routes the same paths and reads the token from the `token` query parameter.
 */
export const MAIL_LINK_PATHS = {
  trialEntryConfirmation: '/public/pages/entry',
  trialEntryWithdrawal: '/public/pages/entry/terminate',
  passwordReset: '/public/pages/password_reset',
} as const;

export const MAIL_LINK_TOKEN_PARAM = 'token';
