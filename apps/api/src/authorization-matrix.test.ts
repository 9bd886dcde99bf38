import {
  ACCESS_RULES,
  AGENCY_LICENCES,
  API_ERROR_CODES,
  type ApiErrorName,
  BROADCASTER_LICENCES,
  BUSINESS_TYPES,
  type BusinessType,
  DATA_COMPANY_LICENCES,
  type FunctionLicenceCode,
  type LicenseResponse,
  licenseResponseSchema,
  ROLE_IDS,
  type RouteAccess,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRouteAccess } from './plugins/route-access';
import {
  createBooking,
  createCart,
  createCompany,
  createPlan,
  createStation,
  createUser,
  planConditionsOf,
} from './test/factories';
import { clientToken } from './test/public-page-client';
import { loggedInClient, startTestApp, type TestApp } from './test/test-app';
import { TestClient, type TestResponse } from './test/test-client';

/**
 * The authorisation matrix: every API route the app registers × every kind of caller, each
 * expected to get what the route's declared access says. It walks the app's own route table,
 * so a route added later is covered without anyone adding it here; a route with a path
 * parameter this file cannot fill fails the test until one is described below.
 */

interface Caller {
  name: string;
  kind: 'anonymous' | 'client' | 'user';
  call: (method: string, path: string, options?: { body?: unknown }) => Promise<TestResponse>;
  /** The licence the API reports for a logged-in caller. */
  licence?: LicenseResponse;
  termsAccepted?: boolean;
  /** The caller's own records, which the path parameters are filled with. */
  own?: OwnRecords;
  /** Another company's records: the path parameters point at someone else's. */
  intruder?: boolean;
}

interface OwnRecords {
  userId: number;
  companyCode: string;
  account: string;
  cartId: number;
  /** A streaming cart of the company: what the `/cu/carts` routes are pointed at. */
  streamingCartId: number;
  /** A booking the company made (and, for the station routes, one whose seller it is too). */
  bookingId: number;
  /** The same of the streaming service: what the `/cu/bookings` and `/cu/receptions` routes are pointed at. */
  streamingBookingId: number;
  /** A station the company sells (its profile on the TV station page). */
  stationId: number;
  /** A plan the company saved. */
  planId: number;
}

/**
 * How each path parameter is filled and, when it names a record some company owns, what the
 * module's policy answers a caller pointed at another company's record.
 */
const PATH_PARAMETERS: Record<string, { owner?: ApiErrorName; value: (records: OwnRecords) => string }> = {
  id: { owner: 'forbidden', value: (records) => String(records.userId) },
  companyCode: { owner: 'forbidden', value: (records) => records.companyCode },
  // Another company's cart reads as missing, so cart numbers reveal nothing.
  cartId: { owner: 'cartNotFound', value: (records) => String(records.cartId) },
  // The streaming routes (`/cu/…`) name the company's streaming records.
  streamingCartId: { owner: 'cartNotFound', value: (records) => String(records.streamingCartId) },
  // Bookings and receptions too: another company's reads as missing.
  bookingId: { owner: 'bookingNotFound', value: (records) => String(records.bookingId) },
  receptionId: { owner: 'bookingNotFound', value: (records) => String(records.bookingId) },
  streamingBookingId: { owner: 'bookingNotFound', value: (records) => String(records.streamingBookingId) },
  // Another company's plan reads as missing.
  planId: { owner: 'planNotFound', value: (records) => String(records.planId) },
  // Only the broadcaster that sells a station keeps its profile; stations are public, so another's is refused outright.
  stationId: { owner: 'forbidden', value: (records) => String(records.stationId) },
  // An administrator's view of a user: another company's reads as missing.
  userId: { owner: 'userNotFound', value: (records) => String(records.userId) },
  itemId: { value: () => '999999' },
  // Another company's advertiser reads as missing (ADV04001): the advertisers tests show it; here no caller has one.
  advertiserId: { value: () => '999999' },
  // A partnership is stored with the caller's company on its side, so the code names no one else's record.
  partnerCode: { value: () => '0000B99999' },
  // A station company's grants are kept with its company on their side, so a trial code names no other company's record.
  trialCompanyCode: { value: () => '00000T9999' },
  // Another company's slot reads as missing (SLT04001): the station-slots tests show it; the callers here sell none.
  slotId: { value: () => '999999' },
  // Another company's streaming or 1-day product reads as missing (DGP04001): the digital-imports tests show it.
  productId: { value: () => '999999' },
  // Another data company's segment, and a purchase of it, read as missing (TGD04001, TGD04002): the target-data tests show it;
  // the callers here sell none.
  segmentId: { value: () => '999999' },
  purchaseId: { value: () => '999999' },
  account: { value: (records) => records.account },
  email: { value: () => 'nobody@example.jp' },
  token: { value: () => 'a'.repeat(43) },
};

/**
 * A valid body for the routes that check ownership after validating their input: without one,
 * another company's call would stop at validation and prove nothing about the policy.
 */
const VALID_BODIES: Record<string, unknown> = {
  'PATCH /api/users/:id': { name: '試験 利用者' },
  'PUT /api/users/:id/password': { currentPassword: 'not-the-password', newPassword: 'new-password-2026' },
  'PATCH /api/admin/users/:userId': { roleId: ROLE_IDS.administrator },
  'POST /api/admin/users/:userId/invitation': {},
  'POST /api/admin/users/:userId/deactivation': {},
  'POST /api/admin/users/:userId/password-reset': {},
  'POST /api/carts/:cartId/items': { slotId: 1, quantity: 1 },
  'PATCH /api/carts/:cartId': { name: '試験カート' },
  'POST /api/cu/carts/:cartId/items': { streamingProductId: 1, impressions: 1000 },
  'PATCH /api/cu/carts/:cartId': { name: '試験カート' },
  'PATCH /api/cu/carts/:cartId/items/:itemId': { quantity: 1 },
  'POST /api/cu/carts/:cartId/sendings': { companyCode: 'C0' },
  'POST /api/carts/:cartId/duplicates': {},
  'POST /api/cu/carts/:cartId/duplicates': {},
  'PATCH /api/carts/:cartId/items/:itemId': { quantity: 1 },
  'POST /api/carts/:cartId/sendings': { companyCode: 'C0' },
  'PUT /api/advertisers/:advertiserId': { code: '0001', name: '試験広告主', industry: 'FOOD' },
  'POST /api/carts/:cartId/applications': {
    advertiserId: 1,
    productName: '商品',
    cmLengthSeconds: 15,
    contactName: '担当 者',
    contactPhone: '03-0000-0000',
    agreedStationIds: [1],
  },
  'PUT /api/plannings/:planId': { name: '試験プラン', advertiserId: null, conditions: planConditionsOf('testarea'), lines: [] },
  'POST /api/plannings/:planId/duplicates': {},
  'POST /api/plannings/:planId/carts': {},
  'POST /api/bookings/:bookingId/cancellation': {},
  'POST /api/bookings/:bookingId/messages': { body: 'ご確認ください。' },
  'POST /api/receptions/:receptionId/decisions': {},
  'POST /api/receptions/:receptionId/contract-notice': {},
  'POST /api/receptions/:receptionId/decline-notice': {},
  'POST /api/receptions/:receptionId/messages': { body: 'ご確認ください。' },
  'PUT /api/receptions/:receptionId/assignee': { userId: 1 },
  'POST /api/cu/carts/:cartId/applications': {
    advertiserId: 1,
    productName: '商品',
    cmLengthSeconds: 15,
    contactName: '担当 者',
    contactPhone: '03-0000-0000',
    agreedStationIds: [1],
  },
  'POST /api/cu/bookings/:bookingId/cancellation': {},
  'POST /api/cu/bookings/:bookingId/messages': { body: 'ご確認ください。' },
  'POST /api/cu/receptions/:receptionId/decisions': {},
  'POST /api/cu/receptions/:receptionId/contract-notice': {},
  'POST /api/cu/receptions/:receptionId/decline-notice': {},
  'POST /api/cu/receptions/:receptionId/messages': { body: 'ご確認ください。' },
  'PUT /api/cu/receptions/:receptionId/assignee': { userId: 1 },
  'PUT /api/cu/receptions/:receptionId/items/:itemId/delivery': { deliveredImpressions: 1000, note: '' },
  'PATCH /api/station-slots/:slotId': { price: 1 },
  'PUT /api/stations/:stationId/profile': {
    coverage: '',
    salesUnit: '15秒単位',
    tablesPublished: '',
    salesWindow: '',
    applicationDeadline: '',
    contractNotice: '',
    cancellation: '',
    screening: '',
    contactDepartment: '',
    contactPhone: '',
    contactEmail: '',
    notices: '',
  },
};

/** A valid query for the routes that check ownership after validating their query, for the same reason. */
const VALID_QUERIES: Record<string, string> = {
  'GET /api/points/companies/:companyCode/histories': 'from=2026-11-01&to=2026-12-01',
  'GET /api/points/companies/:companyCode/histories.csv': 'from=2026-11-01&to=2026-12-01',
  'GET /api/target-data/sales-actuals': 'monthFrom=2026-11&monthTo=2026-12',
  'GET /api/target-data/sales-actuals.xlsx': 'monthFrom=2026-11&monthTo=2026-12',
  'GET /api/station-analysis': 'dateFrom=2026-11-01&dateTo=2026-11-30',
  'GET /api/station-analysis.xlsx': 'dateFrom=2026-11-01&dateTo=2026-11-30',
  'GET /api/agency-analysis': 'dateFrom=2026-11-01&dateTo=2026-11-30',
  'GET /api/agency-analysis.xlsx': 'dateFrom=2026-11-01&dateTo=2026-11-30',
};

/** What the access layer and the policies answer when they refuse; anything else means the caller got past them. */
const ACCESS_REFUSALS: readonly ApiErrorName[] = [
  'unauthenticated',
  'termsNotAccepted',
  'licenceMissing',
  'forbidden',
  'cartNotFound',
];

const LICENCES_OF: Record<BusinessType, readonly FunctionLicenceCode[]> = {
  ADVERTISING_COMPANY: AGENCY_LICENCES,
  ADVERTISER: AGENCY_LICENCES,
  BROAD_CASTER: BROADCASTER_LICENCES,
  DATA_COMPANY: DATA_COMPANY_LICENCES,
};

let testApp: TestApp;
let routes: DeclaredRouteAccess[];
const callers: Caller[] = [];

async function userCaller(
  name: string,
  options: { businessType: BusinessType; admin: boolean; licensed: boolean; termsAccepted?: boolean; intruder?: boolean },
  ownerRecords?: OwnRecords,
): Promise<Caller> {
  const licences = options.licensed ? [...LICENCES_OF[options.businessType]] : [];
  const company = await createCompany(testApp.db, {
    businessType: options.businessType,
    licences,
    pointService: options.licensed,
  });
  const user = await createUser(testApp.db, {
    companyId: company.id,
    roleId: options.admin ? ROLE_IDS.administrator : ROLE_IDS.generalUser,
    licences,
    termsAccepted: options.termsAccepted ?? true,
  });
  const browser = await loggedInClient(testApp, user.account);
  const licence = licenseResponseSchema.parse((await browser.request('GET', '/api/auth/licenses/base')).body);
  return {
    name,
    kind: 'user',
    call: (method, path, requestOptions) => browser.request(method, path, requestOptions),
    licence,
    termsAccepted: options.termsAccepted ?? true,
    own: ownerRecords ?? {
      userId: user.id,
      companyCode: company.code,
      account: user.account,
      cartId: (await createCart(testApp.db, { companyId: company.id })).id,
      streamingCartId: (await createCart(testApp.db, { companyId: company.id, service: 'CU' })).id,
      bookingId: (await createBooking(testApp.db, { buyerCompanyId: company.id, sellerCompanyId: company.id })).id,
      streamingBookingId: (
        await createBooking(testApp.db, { buyerCompanyId: company.id, sellerCompanyId: company.id, service: 'CU' })
      ).id,
      stationId: (await createStation(testApp.db, { companyId: company.id })).id,
      planId: (await createPlan(testApp.db, { companyId: company.id })).id,
    },
    intruder: options.intruder ?? false,
  };
}

/** The refusal a caller must get from a route's declared access, or undefined when it must get past it. */
function expectedRefusal(access: RouteAccess, caller: Caller, ownerRefusal: ApiErrorName | undefined): ApiErrorName | undefined {
  if (access === 'public') return undefined;
  if (access === 'clientToken') return caller.kind === 'client' ? undefined : 'unauthenticated';
  if (caller.kind !== 'user') return 'unauthenticated';
  if (access !== 'sessionBeforeTerms' && !caller.termsAccepted) return 'termsNotAccepted';
  if (typeof access === 'object' && caller.licence && !ACCESS_RULES[access.licence](caller.licence)) return 'licenceMissing';
  if (ownerRefusal && caller.intruder) return ownerRefusal;
  return undefined;
}

function fillPath(url: string, records: OwnRecords): { path: string; ownerRefusal: ApiErrorName | undefined } {
  let ownerRefusal: ApiErrorName | undefined;
  const streaming = url.startsWith('/api/cu/');
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const parameter =
      PATH_PARAMETERS[
        streaming && name === 'cartId'
          ? 'streamingCartId'
          : streaming && (name === 'bookingId' || name === 'receptionId')
            ? 'streamingBookingId'
            : name
      ];
    if (!parameter) throw new Error(`${url}: describe the path parameter "${name}" in PATH_PARAMETERS`);
    ownerRefusal ??= parameter.owner;
    return encodeURIComponent(parameter.value(records));
  });
  return { path, ownerRefusal };
}

const codeOf = (response: TestResponse) =>
  (response.body as { errors?: { code: string }[] } | undefined)?.errors?.[0]?.code ?? `(status ${response.status})`;

beforeAll(async () => {
  testApp = await startTestApp({
    // The matrix sends many calls from one address; the limits themselves are tested elsewhere.
    loginLimits: {
      perAccountAndAddress: 1_000,
      perAddress: 1_000,
      windowMs: 60_000,
      accountBackoffAfter: 1_000,
      accountBackoffMaxMs: 1_000,
    },
    publicPageLimits: {
      windowMs: 60_000,
      mailRequestsPerAddress: 1_000,
      mailRequestsPerAccount: 1_000,
      linkRequestsPerAddress: 1_000,
      lookupsPerAddress: 1_000,
    },
  });
  routes = testApp.app.routeAccessTable.filter((route) => route.method !== 'HEAD');

  const anonymous = new TestClient(testApp.baseUrl);
  callers.push({
    name: 'anonymous',
    kind: 'anonymous',
    call: (method, path, options) => anonymous.request(method, path, options),
  });
  // The public pages' token, sent from a browser that has the anti-forgery cookie as every browser of the app does.
  const { accessToken } = await clientToken(testApp);
  const tokenBrowser = new TestClient(testApp.baseUrl);
  callers.push({
    name: 'client token',
    kind: 'client',
    call: (method, path, options) =>
      tokenBrowser.request(method, path, { ...options, headers: { authorization: `Bearer ${accessToken}` } }),
  });

  for (const businessType of BUSINESS_TYPES) {
    for (const admin of [false, true]) {
      for (const licensed of [true, false]) {
        const name = `${businessType} ${admin ? 'administrator' : 'general user'} ${licensed ? 'with' : 'without'} licences`;
        callers.push(await userCaller(name, { businessType, admin, licensed }));
      }
    }
  }
  callers.push(
    await userCaller('terms pending', { businessType: 'ADVERTISING_COMPANY', admin: true, licensed: true, termsAccepted: false }),
  );
  const owner = callers.find((caller) => caller.name === 'ADVERTISING_COMPANY administrator with licences')?.own;
  callers.push(
    await userCaller(
      'another company',
      { businessType: 'ADVERTISING_COMPANY', admin: true, licensed: true, intruder: true },
      owner,
    ),
  );
});

afterAll(async () => {
  await testApp?.close();
});

describe('authorisation matrix', () => {
  it('covers every route the API registers', () => {
    expect(routes.length).toBeGreaterThan(15);
    expect(callers.length).toBe(2 + BUSINESS_TYPES.length * 4 + 2);
  });

  it('gives every kind of caller what each route declares', async () => {
    const mismatches: string[] = [];
    for (const caller of callers) {
      // Deletions go after everything else, a record's parts before the record, and the logout,
      // which ends the caller's session, last of all.
      const rank = (route: DeclaredRouteAccess) =>
        route.method !== 'DELETE' ? 0 : route.url === '/api/sessions' ? Number.MAX_SAFE_INTEGER : 1_000 - route.url.length;
      const ordered = [...routes].sort((a, b) => rank(a) - rank(b));
      for (const route of ordered) {
        const nobody = {
          userId: 1,
          companyCode: 'C0',
          account: 'x@example.jp',
          cartId: 1,
          streamingCartId: 1,
          bookingId: 1,
          streamingBookingId: 1,
          stationId: 1,
          planId: 1,
        };
        const { path, ownerRefusal } = fillPath(route.url, caller.own ?? nobody);
        const routeName = `${route.method} ${route.url}`;
        const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
        if (hasBody && ownerRefusal && !(routeName in VALID_BODIES)) {
          throw new Error(`${routeName}: add a valid body to VALID_BODIES so its ownership policy is reached`);
        }
        const body = hasBody ? (VALID_BODIES[routeName] ?? {}) : undefined;
        const query = VALID_QUERIES[routeName];
        const response = await caller.call(route.method, query ? `${path}?${query}` : path, { body });
        const refusal = expectedRefusal(route.access, caller, ownerRefusal);
        const code = codeOf(response);
        const outcome = `${caller.name} → ${routeName}: ${response.status} ${code}`;
        if (response.status >= 500) mismatches.push(`${outcome} (server error)`);
        else if (refusal && code !== API_ERROR_CODES[refusal])
          mismatches.push(`${outcome}, expected ${API_ERROR_CODES[refusal]}`);
        else if (!refusal && route.access !== 'public' && ACCESS_REFUSALS.some((name) => API_ERROR_CODES[name] === code)) {
          mismatches.push(`${outcome}, expected to get past the access check`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    // Every caller on every route, one after another: the sweep grows with the routes, so it has a ceiling of its own.
  }, 120_000);

  it('refuses the point balance to a company without the point service, with the licence code', async () => {
    const unlicensed = await userCaller('unlicensed', { businessType: 'ADVERTISING_COMPANY', admin: true, licensed: false });
    if (!unlicensed.own) throw new Error('unlicensed caller has no records');
    const response = await unlicensed.call('GET', `/api/points/companies/${unlicensed.own.companyCode}/status`);
    expect(response.status).toBe(403);
    expect(codeOf(response)).toBe(API_ERROR_CODES.licenceMissing);
  });

  it('lets a user who has not accepted the terms reach only the login and the terms gate, then everything once they accept', async () => {
    // A caller of its own: the matrix above has logged the others out.
    const pending = await userCaller('terms pending', {
      businessType: 'ADVERTISING_COMPANY',
      admin: true,
      licensed: true,
      termsAccepted: false,
    });
    if (!pending.own) throw new Error('terms-pending caller has no records');
    const statusPath = `/api/points/companies/${pending.own.companyCode}/status`;
    expect(codeOf(await pending.call('GET', '/api/notifications'))).toBe(API_ERROR_CODES.termsNotAccepted);
    expect(codeOf(await pending.call('GET', statusPath))).toBe(API_ERROR_CODES.termsNotAccepted);

    const accepted = await pending.call('PATCH', `/api/users/${pending.own.userId}`, { body: { isTermsOfService: true } });
    expect(accepted.status).toBe(200);
    expect((await pending.call('GET', '/api/notifications')).status).toBe(200);
    expect((await pending.call('GET', statusPath)).status).toBe(200);
  });
});
