import {
  AIRED_BREAK_COLUMNS,
  AIRED_RATING_COLUMNS,
  apiErrorBodySchema,
  FUNCTION_LICENCE_CODES,
  ONE_DAY_IMPORT_COLUMNS,
  ROLE_IDS,
  type RouteAccess,
  SEGMENT_VALUE_COLUMNS,
  SLOT_IMPORT_COLUMNS,
  STATION_SALES_TERMS,
  STREAMING_IMPORT_COLUMNS,
} from '@tvcm/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInventory } from './seed/inventory/seed-inventory';
import { GENEROUS_LOGIN_LIMITS } from './test/demo-test-app';
import {
  createCart,
  createCompany,
  createDataPurchase,
  createPlan,
  createSegment,
  createSlot,
  createStation,
  createUser,
  planConditionsOf,
  TEST_PASSWORD,
} from './test/factories';
import { clientToken, entryForm, GENEROUS_PUBLIC_PAGE_LIMITS } from './test/public-page-client';
import { loggedInClient, startTestApp, type TestApp } from './test/test-app';
import { TestClient, type TestResponse } from './test/test-client';

/**
 * Malformed input on every route of the OpenAPI document, on both databases: control characters,
 * bidirectional marks, over-long strings, a value that doubles when lower-cased and mis-typed
 * values, in each path parameter, query parameter, header and body field the document declares.
 * Every answer must be below 500 and, when not 2xx, in the spec's error shape; a request that is
 * refused may write nothing; a value with a forbidden character is refused with 400.
 */

/** How a fuzz value must be answered by a caller who gets past the route's declared access. */
type Expectation =
  /** 400 wherever it is put, except in the fields taken exactly as typed (passwords). */
  | 'refusedEverywhere'
  /** 400, except in multi-line text (the event's message and details) and passwords. */
  | 'refusedInOneLineText'
  /** Anything below 500: some fields take it. */
  | 'anyAnswer';

interface FuzzValue {
  label: string;
  value: unknown;
  expect: Expectation;
}

const text = (label: string, value: string, expect: Expectation = 'anyAnswer'): FuzzValue => ({ label, value, expect });

/** One control character or mark per parameter, in turn, so the set stays small but every kind is sent. */
const CONTROL_CHARACTERS: FuzzValue[] = [
  text('BEL', 'a\u0007b', 'refusedEverywhere'),
  text('DEL', 'a\u007Fb', 'refusedEverywhere'),
  text('C1 NEL', 'a\u0085b', 'refusedEverywhere'),
  text('C1 APC', 'a\u009Fb', 'refusedEverywhere'),
  text('right-to-left override', '\u202Eevil', 'refusedEverywhere'),
  text('left-to-right embedding', 'a\u202Ab', 'refusedEverywhere'),
  text('first-strong isolate', 'a\u2068b', 'refusedEverywhere'),
  text('pop directional isolate', 'a\u2069b', 'refusedEverywhere'),
  text('line feed', 'a\nb', 'refusedInOneLineText'),
  text('tab', 'a\tb', 'refusedInOneLineText'),
  text('carriage return', 'a\rb', 'refusedInOneLineText'),
  text('ESC', 'a\u001Bb', 'refusedEverywhere'),
  // Not a control character: JSON carries it, and the database must take or the schema refuse it.
  text('lone surrogate', 'a\uD800b'),
];

/** Strings sent in every parameter and field: NUL (PostgreSQL refuses it), the rotating control character, long ones. */
function stringValues(index: number): FuzzValue[] {
  return [
    text('NUL', 'a\u0000b', 'refusedEverywhere'),
    CONTROL_CHARACTERS[index % CONTROL_CHARACTERS.length] as FuzzValue,
    // 254 characters that lower-case to 508 (i + combining dot): checked after normalisation, not before.
    text('İ×254', 'İ'.repeat(254)),
    text('5000 characters', 'x'.repeat(5_000)),
  ];
}

/** JSON values of the wrong type for a string field, and strings for a number or boolean one. */
const MISTYPED_BODY_VALUES: FuzzValue[] = [
  { label: 'number', value: -1, expect: 'anyAnswer' },
  { label: 'huge number', value: 1e300, expect: 'anyAnswer' },
  { label: '2^31', value: 2_147_483_648, expect: 'anyAnswer' },
  { label: 'boolean', value: true, expect: 'anyAnswer' },
  { label: 'null', value: null, expect: 'anyAnswer' },
  { label: 'array', value: ['a\u0000'], expect: 'anyAnswer' },
  { label: 'object with a NUL key', value: { 'k\u0000': 'v\u0000' }, expect: 'refusedEverywhere' },
];

/** Path and query values are text: a number that is not one, a negative one, one past PostgreSQL's integer. */
const MISTYPED_URL_VALUES: FuzzValue[] = [text('1e309', '1e309'), text('-1', '-1'), text('2^31', '2147483648')];

/** Header values must be latin-1 without line breaks, so only the long and the mis-typed ones go there. */
const HEADER_VALUES: FuzzValue[] = [text('5000 characters', 'x'.repeat(5_000)), text('-1', '-1'), text('blank', ' ')];

/** Whole bodies of the wrong shape. */
const WHOLE_BODIES: FuzzValue[] = [
  { label: 'string', value: 'a\u0000b', expect: 'anyAnswer' },
  { label: 'number', value: 1, expect: 'anyAnswer' },
  { label: 'null', value: null, expect: 'anyAnswer' },
  { label: 'array', value: [], expect: 'anyAnswer' },
];

/** Fields compared byte for byte and never stored or queried (only argon2id-hashed): any character is theirs. */
const TAKEN_AS_TYPED = new Set(['password', 'currentPassword', 'newPassword']);
/** Stack traces and the details that carry them, and a station's sales terms and notices: tab and line breaks belong there. */
const MULTI_LINE = new Set<string>(['message', 'detail', ...STATION_SALES_TERMS, 'notices']);

interface Operation {
  method: string;
  /** As the document names it, e.g. `/api/users/{id}`. */
  path: string;
  access: RouteAccess;
  pathParameters: string[];
  queryParameters: string[];
  headerParameters: string[];
  bodyFields: string[];
}

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface FuzzRequest {
  what: string;
  method?: string;
  path: string;
  body?: unknown;
  /** A file sent as it is (text/csv) to a route that takes a file, not JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
  expect: Expectation;
  /** The parameter or field the bad value is in, for the expectations that depend on it. */
  field?: string;
}

type CallerName = 'anonymous' | 'client token' | 'logged in';
type Call = (request: FuzzRequest, address: string) => Promise<TestResponse>;

let testApp: TestApp;
let operations: Operation[];
let callers: Record<CallerName, Call>;
let tables: string[];
/** What fills a path parameter, a query and a body when another one carries the bad value. */
let validPathValues: Record<string, string>;
let validBodies: Record<string, Record<string, unknown>>;
/** The routes that take a file: a valid one for each, sent whenever a query parameter carries the bad value. */
let validFiles: Record<string, string>;
const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/program-guide': { area: 'kanto', date: '2031-01-06' },
  'GET /api/slots': { dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'GET /api/one-day-products': { from: '2031-01-06', to: '2031-01-12' },
  'GET /api/slots.xlsx': { dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'GET /api/target-search/heatmap': { area: 'kanto', dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'GET /api/target-search/slots': { area: 'kanto', dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'GET /api/station-slots': { dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'GET /api/station-slots/export': { dateFrom: '2031-01-06', dateTo: '2031-01-12' },
  'POST /api/slot-imports/previews': { fileName: 'CM枠.csv' },
  'POST /api/slot-imports': { fileName: 'CM枠.csv' },
  'POST /api/digital-imports/streaming/previews': { fileName: '配信.csv' },
  'POST /api/digital-imports/streaming': { fileName: '配信.csv' },
  'POST /api/digital-imports/oneday/previews': { fileName: '1day.csv' },
  'POST /api/digital-imports/oneday': { fileName: '1day.csv' },
  'POST /api/aired-ratings/previews': { fileName: '実績.csv' },
  'POST /api/aired-ratings': { fileName: '実績.csv' },
  'GET /api/points/companies/{companyCode}/histories': { from: '2026-11-01', to: '2026-12-01' },
  'GET /api/points/companies/{companyCode}/histories.csv': { from: '2026-11-01', to: '2026-12-01' },
  'GET /api/target-data/sales-actuals': { monthFrom: '2030-11', monthTo: '2031-04' },
  'GET /api/target-data/sales-actuals.xlsx': { monthFrom: '2030-11', monthTo: '2031-04' },
  'POST /api/target-data/segments/{segmentId}/values/previews': { fileName: '値.csv' },
  'POST /api/target-data/segments/{segmentId}/values': { fileName: '値.csv' },
  'GET /api/station-analysis': { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
  'GET /api/station-analysis.xlsx': { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
  'GET /api/agency-analysis': { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
  'GET /api/agency-analysis.xlsx': { dateFrom: '2026-11-01', dateTo: '2026-11-30' },
  'GET /api/station-sales/summary': { dateFrom: '2031-01-01', dateTo: '2031-01-31' },
  'GET /api/station-sales/summary.xlsx': { dateFrom: '2031-01-01', dateTo: '2031-01-31' },
  'GET /api/station-sales/budgets': { year: '2031' },
};

/** Every table of this test's database (its own schema on PostgreSQL). */
async function listTables(): Promise<string[]> {
  const target = testApp.config.database;
  const schema = target.kind === 'postgres' ? target.schema : undefined;
  const all = await testApp.db.introspection.getTables();
  return all
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .map((table) => table.name)
    .sort();
}

/** The row count of every table, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`);
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(columns)}`.execute(testApp.db);
  return Object.fromEntries(Object.entries(rows[0] ?? {}).map(([table, count]) => [table, Number(count)]));
}

/**
 * Tables a refused request may still write to: the rate-limit counters, and failed logins counted
 * per account (at the login, and a wrong current password at a password change).
 */
function mayWriteWhenRefused(table: string, operation: Operation, status: number): boolean {
  if (table === 'rate_limits') return true;
  if (table !== 'login_throttles') return false;
  const key = `${operation.method} ${operation.path}`;
  return (key === 'POST /api/sessions' && status === 401) || (key === 'PUT /api/users/{id}/password' && status === 400);
}

function admittedCallers(access: RouteAccess): CallerName[] {
  if (access === 'public') return ['anonymous', 'logged in'];
  if (access === 'clientToken') return ['client token'];
  return ['logged in'];
}

beforeAll(async () => {
  testApp = await startTestApp({
    loginLimits: GENEROUS_LOGIN_LIMITS,
    publicPageLimits: GENEROUS_PUBLIC_PAGE_LIMITS,
    // Each request comes from an address of its own (X-Forwarded-For), so the per-address limits of
    // the token, event and existence endpoints never answer 429 in place of the validation.
    trustProxy: 1,
  });
  await seedDemoInventory(testApp.db, { today: '2031-01-06', weeks: 0 });
  tables = await listTables();

  // A broadcaster administrator holding every licence passes every licence rule.
  const company = await createCompany(testApp.db, {
    businessType: 'BROAD_CASTER',
    licences: [...FUNCTION_LICENCE_CODES],
    pointService: true,
  });
  const user = await createUser(testApp.db, {
    companyId: company.id,
    roleId: ROLE_IDS.administrator,
    licences: [...FUNCTION_LICENCE_CODES],
  });
  // Another user of the company, for the administration routes: changing the caller's own role or
  // licences would change what the routes after it let through.
  const colleague = await createUser(testApp.db, { companyId: company.id });
  const cart = await createCart(testApp.db, { companyId: company.id });
  // A trial company, so that a grant with nothing malformed in it is made rather than refused as TRL04001.
  const trialCompany = await createCompany(testApp.db, { code: '00000T0001' });
  const station = await testApp.db.selectFrom('stations').select(['id', 'area_code']).orderBy('id').executeTakeFirstOrThrow();
  const slot = await createSlot(testApp.db, { stationId: station.id, areaCode: station.area_code });
  const ownStation = await createStation(testApp.db, { companyId: company.id });
  // The company sells target data too (it holds every licence): a segment over the demo station's area.
  const segmentInput = {
    name: 'セグメント',
    definition: '定義',
    method: 'PANEL',
    sampleSize: 1_000,
    areas: [{ area: station.area_code, universe: 1_000_000 }],
    coverageFrom: '2030-11',
    coverageTo: '2031-04',
    pricePoints: 0,
    previewCells: 2,
    minPanelCount: 30,
  };
  const segment = await createSegment(testApp.db, {
    companyId: company.id,
    areas: segmentInput.areas,
    coverageFrom: segmentInput.coverageFrom,
    coverageTo: segmentInput.coverageTo,
  });
  validPathValues = {
    id: String(user.id),
    account: user.account,
    companyCode: company.code,
    trialCompanyCode: trialCompany.code,
    cartId: String(cart.id),
    itemId: '1',
    email: 'nobody@example.jp',
    token: 'a'.repeat(43),
    stationId: String(ownStation.id),
    slotId: String(slot.id),
    userId: String(colleague.id),
    planId: String((await createPlan(testApp.db, { companyId: company.id })).id),
    segmentId: String(segment.id),
    purchaseId: String(
      (await createDataPurchase(testApp.db, { segmentId: segment.id, buyerCompanyId: company.id, areas: [station.area_code] }))
        .id,
    ),
  };
  const planConditions = planConditionsOf(station.area_code, { perDayBand: 2, stationSharePercent: 50, perProgramme: 1 });
  const planSave = { name: 'プラン', advertiserId: null, conditions: planConditions, lines: [] };
  const { code: ownStationCode } = await testApp.db
    .selectFrom('stations')
    .select('code')
    .where('id', '=', ownStation.id)
    .executeTakeFirstOrThrow();
  const slotFile = [
    SLOT_IMPORT_COLUMNS.map((column) => column.header).join(','),
    `${ownStationCode},2031/01/06,19:00,20:00,番組,19:15,PT,15,通常,2,500000,2030/11/01,2031/01/05`,
  ].join('\r\n');
  const streamingFile = [
    STREAMING_IMPORT_COLUMNS.map((column) => column.header).join(','),
    `${ownStationCode},DR01,ドラマ,ドラマ,2031/01/08,2031/01/15,,,15/30,1800,500000,50000,2030/11/01,2031/01/07,F1:20`,
  ].join('\r\n');
  const oneDayFile = [
    ONE_DAY_IMPORT_COLUMNS.map((column) => column.header).join(','),
    `${ownStationCode},TOP,トップ,2031/01/08,15,1200000,2000000,2030/11/01,2031/01/07`,
  ].join('\r\n');
  const airedFile = [
    [...AIRED_BREAK_COLUMNS, ...AIRED_RATING_COLUMNS.slice(0, 1)].map((column) => column.header).join(','),
    `${ownStationCode},2026/01/05,19:58,SB,番組,30,9.8`,
  ].join('\r\n');
  const { code: demoStationCode } = await testApp.db
    .selectFrom('stations')
    .select('code')
    .where('id', '=', station.id)
    .executeTakeFirstOrThrow();
  const valuesFile = [
    SEGMENT_VALUE_COLUMNS.map((column) => column.header).join(','),
    `${demoStationCode},2031/01/06,19,4.25,120`,
  ].join('\r\n');
  validFiles = {
    'POST /api/target-data/segments/{segmentId}/values/previews': valuesFile,
    'POST /api/target-data/segments/{segmentId}/values': valuesFile,
    'POST /api/slot-imports/previews': slotFile,
    'POST /api/slot-imports': slotFile,
    'POST /api/digital-imports/streaming/previews': streamingFile,
    'POST /api/digital-imports/streaming': streamingFile,
    'POST /api/digital-imports/oneday/previews': oneDayFile,
    'POST /api/digital-imports/oneday': oneDayFile,
    'POST /api/aired-ratings/previews': airedFile,
    'POST /api/aired-ratings': airedFile,
  };
  validBodies = {
    'PUT /api/station-sales/budgets': { stationId: ownStation.id, month: '2031-01', amount: 1_000_000 },
    'POST /api/target-data/segments': segmentInput,
    'PUT /api/target-data/segments/{segmentId}': segmentInput,
    'POST /api/target-data/segments/{segmentId}/status': { action: 'pause' },
    'POST /api/target-data/examinations/{purchaseId}': { decision: 'return', reason: '試験' },
    'POST /api/target-data/purchases': {
      segmentId: segment.id,
      areas: [station.area_code],
      monthFrom: '2031-01',
      monthTo: '2031-01',
      purpose: '試験',
    },
    'POST /api/plannings': planSave,
    'PUT /api/plannings/{planId}': planSave,
    'POST /api/plannings/candidates': { conditions: planConditions },
    'POST /api/plannings/optimisations': { conditions: planConditions },
    'POST /api/plannings/digital-split': {
      area: station.area_code,
      dateFrom: '2031-01-06',
      dateTo: '2031-01-12',
      target: 'household',
      ratingType: 'realtime',
      budget: 50_000_000,
    },
    'POST /api/sessions': { account: 'nobody@example.jp', password: 'wrong-password-2026' },
    'POST /api/oauth/token': { clientId: 'no-such-client', clientSecret: 'x'.repeat(20), grantType: 'client_credentials' },
    'POST /api/password-resets': { account: 'nobody@example.jp' },
    'POST /api/password-resets/complete': { token: 'a'.repeat(43), password: 'new-password-2026' },
    'POST /api/registrations/trials': entryForm({ email: 'fuzz-entry@example.jp' }),
    'POST /api/registrations/trials/complete': { token: 'a'.repeat(43), password: 'trial-pass-2026' },
    'POST /api/registrations/trials/withdraw': { token: 'a'.repeat(43) },
    'POST /api/registrations/trials/confirmation-mails': { email: 'fuzz-resend@example.jp' },
    'POST /api/events': { type: 'error', message: 'm', path: '/top' },
    'POST /api/events/legacy-ass': { type: 'error' },
    'PATCH /api/users/{id}': { name: '山田 太郎' },
    'PUT /api/users/{id}/password': { currentPassword: TEST_PASSWORD, newPassword: 'new-password-2026' },
    'POST /api/admin/users': { account: 'fuzz-invite@example.jp', name: '招待 太郎', roleId: 1, licences: [] },
    'PATCH /api/admin/users/{userId}': { roleId: 1 },
    'POST /api/carts': { name: 'カート' },
    'PUT /api/current-cart': { cartId: cart.id },
    'POST /api/carts/{cartId}/items': { slotId: slot.id, quantity: 1 },
    'PATCH /api/carts/{cartId}': { name: 'カート' },
    'PATCH /api/carts/{cartId}/items/{itemId}': { quantity: 1 },
    'POST /api/carts/{cartId}/sendings': { companyCode: 'C0' },
    'POST /api/cu/carts': { name: 'カート' },
    'POST /api/cu/carts/{cartId}/items': { streamingProductId: 1, impressions: 1000 },
    'PATCH /api/cu/carts/{cartId}': { name: 'カート' },
    'PATCH /api/cu/carts/{cartId}/items/{itemId}': { quantity: 1 },
    'POST /api/cu/carts/{cartId}/sendings': { companyCode: 'C0' },
    'POST /api/carts/{cartId}/applications': {
      advertiserId: 1,
      productName: '商品',
      cmLengthSeconds: 15,
      contactName: '担当 者',
      contactPhone: '03-0000-0000',
      agreedStationIds: [station.id],
    },
    'POST /api/cu/carts/{cartId}/applications': {
      advertiserId: 1,
      productName: '商品',
      cmLengthSeconds: 15,
      contactName: '担当 者',
      contactPhone: '03-0000-0000',
      agreedStationIds: [station.id],
    },
    'POST /api/cu/bookings/{bookingId}/messages': { body: 'ご確認ください。' },
    'POST /api/cu/receptions/{receptionId}/messages': { body: 'ご確認ください。' },
    'PUT /api/cu/receptions/{receptionId}/items/{itemId}/delivery': { deliveredImpressions: 1000, note: '' },
    'POST /api/bookings/{bookingId}/messages': { body: 'ご確認ください。' },
    'POST /api/receptions/{receptionId}/messages': { body: 'ご確認ください。' },
    'PUT /api/receptions/{receptionId}/assignee': { userId: 1 },
    'POST /api/advertisers': { code: '0001', name: '広告主', industry: 'FOOD' },
    'PUT /api/advertisers/{advertiserId}': { code: '0001', name: '広告主', industry: 'FOOD' },
    'POST /api/partners': { companyCode: 'C0' },
    'PATCH /api/station-slots/{slotId}': { price: 1 },
    'PATCH /api/station-digital-products/streaming/{productId}': { unitPrice: 1 },
    'PATCH /api/station-digital-products/oneday/{productId}': { unitPrice: 1 },
    'PUT /api/trial-permissions/{trialCompanyCode}': { scope: 'VIEW', validFrom: '2031-01-06', validUntil: null },
    'PUT /api/stations/{stationId}/profile': {
      coverage: '関東広域圏',
      salesUnit: '15秒単位',
      tablesPublished: '放送月の2か月前',
      salesWindow: '約5週間',
      applicationDeadline: '放送日の7営業日前',
      contractNotice: '契約成立の通知をもって契約成立',
      cancellation: '契約成立前は無償',
      screening: '業態考査・素材考査',
      contactDepartment: '営業局',
      contactPhone: '03-0000-0410',
      contactEmail: 'spot-sales@example.jp',
      notices: '',
    },
  };

  const accessOf = new Map(
    testApp.app.routeAccessTable.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, '{$1}')}`, route.access]),
  );
  const document = (await new TestClient(testApp.baseUrl).request('GET', '/api/docs')).body as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = (where: string) =>
        (operation.parameters ?? []).filter((parameter) => parameter.in === where).map((parameter) => parameter.name);
      const access = accessOf.get(`${method.toUpperCase()} ${path}`);
      if (!access) throw new Error(`${method} ${path} is in the document but not in the route table`);
      return {
        method: method.toUpperCase(),
        path,
        access,
        pathParameters: parameters('path'),
        queryParameters: parameters('query'),
        headerParameters: parameters('header'),
        bodyFields: Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      };
    }),
  );

  const { accessToken } = await clientToken(testApp);
  const anonymous = new TestClient(testApp.baseUrl);
  const bearer = new TestClient(testApp.baseUrl);
  const loggedIn = await loggedInClient(testApp, user.account);
  const via =
    (client: TestClient, extraHeaders: Record<string, string> = {}): Call =>
    (request, address) =>
      client.request(request.method ?? 'GET', request.path, {
        body: request.body,
        rawBody: request.rawBody,
        headers: {
          ...(request.rawBody !== undefined ? { 'content-type': 'text/csv' } : {}),
          ...extraHeaders,
          ...request.headers,
          'x-forwarded-for': address,
        },
      });
  callers = {
    anonymous: via(anonymous),
    'client token': via(bearer, { authorization: `Bearer ${accessToken}` }),
    'logged in': via(loggedIn),
  };
});
afterAll(() => testApp.close());

/** Each path parameter, query parameter, header and body field in turn gets each bad value; the rest stay valid. */
function fuzzRequests(operation: Operation): FuzzRequest[] {
  const key = `${operation.method} ${operation.path}`;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(operation.method);
  const validBody = validBodies[key] ?? {};
  const validQuery = VALID_QUERIES[key] ?? {};
  const url = (pathValues: Record<string, string> = {}, query: Record<string, string | string[]> = validQuery) => {
    const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(pathValues[name] ?? validPathValues[name] ?? '1'),
    );
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) for (const item of [value].flat()) search.append(name, item);
    return search.size > 0 ? `${filled}?${search}` : filled;
  };
  const file = validFiles[key];
  // A file route gets its file, a JSON one its body; the whole-body and field values below are JSON either way.
  const base = { method: operation.method, body: hasBody && file === undefined ? validBody : undefined, rawBody: file };
  // First the request with nothing bad in it, which must get past validation (else the rest proves nothing).
  // Not for DELETE: it would remove the very cart the other requests point at.
  const requests: FuzzRequest[] =
    operation.method === 'DELETE' ? [] : [{ ...base, what: 'nothing malformed', path: url(), expect: 'anyAnswer' }];
  let index = 0;
  for (const name of operation.pathParameters) {
    for (const fuzz of [...stringValues(index++), ...MISTYPED_URL_VALUES]) {
      requests.push({
        ...base,
        what: `path ${name}: ${fuzz.label}`,
        path: url({ [name]: fuzz.value as string }),
        expect: fuzz.expect,
        field: name,
      });
    }
  }
  for (const name of operation.queryParameters) {
    const values = [...stringValues(index++), ...MISTYPED_URL_VALUES, text('repeated', '')];
    for (const fuzz of values) {
      const value = fuzz.label === 'repeated' ? ['1', '2'] : (fuzz.value as string);
      requests.push({
        ...base,
        what: `query ${name}: ${fuzz.label}`,
        path: url({}, { ...validQuery, [name]: value }),
        expect: fuzz.expect,
        field: name,
      });
    }
  }
  for (const name of operation.headerParameters) {
    for (const fuzz of HEADER_VALUES) {
      requests.push({
        ...base,
        what: `header ${name}: ${fuzz.label}`,
        path: url(),
        headers: { [name]: fuzz.value as string },
        expect: fuzz.expect,
      });
    }
  }
  for (const name of operation.bodyFields) {
    for (const fuzz of [...stringValues(index++), ...MISTYPED_BODY_VALUES]) {
      requests.push({
        ...base,
        what: `body ${name}: ${fuzz.label}`,
        path: url(),
        body: { ...validBody, [name]: fuzz.value },
        expect: fuzz.expect,
        field: name,
      });
    }
  }
  if (hasBody) {
    for (const fuzz of WHOLE_BODIES)
      requests.push({ ...base, what: `whole body: ${fuzz.label}`, path: url(), body: fuzz.value, expect: fuzz.expect });
  }
  // Input the route does not declare: a strict schema refuses it, any other ignores it.
  requests.push({
    ...base,
    what: 'undeclared query parameter and body field',
    path: url({}, { ...validQuery, undeclared: 'a\u0000b' }),
    body: hasBody || operation.method === 'DELETE' ? { ...validBody, undeclared: 'a\u0000b' } : undefined,
    expect: 'anyAnswer',
  });
  return requests;
}

function mustBeRefused(request: FuzzRequest): boolean {
  if (request.expect === 'anyAnswer' || (request.field && TAKEN_AS_TYPED.has(request.field))) return false;
  return request.expect === 'refusedEverywhere' || !(request.field && MULTI_LINE.has(request.field));
}

/**
 * One sweep of several thousand requests, each followed by a count of every table's rows: its
 * length grows with the routes, so it gets a ceiling of its own rather than the suite's default,
 * wide enough for PostgreSQL on a machine other work keeps busy (about 160 s seen there).
 */
const LONG_SWEEP_TIMEOUT_MS = 360_000;

describe('malformed input on every route of the OpenAPI document', () => {
  it(
    'is answered below 500, in the error shape, refused where it must be, and a refused request writes nothing',
    async () => {
      expect(operations.length).toBeGreaterThan(25);
      const failures: string[] = [];
      const statuses: Record<number, number> = {};
      let sent = 0;
      let reachedValidation = 0;
      // The logout ends the logged-in caller's session: it goes last.
      const endsSession = (operation: Operation) => operation.method === 'DELETE' && operation.path === '/api/sessions';
      const ordered = [...operations].sort((a, b) => Number(endsSession(a)) - Number(endsSession(b)));
      let before = await rowCounts();
      for (const operation of ordered) {
        const admitted = admittedCallers(operation.access);
        const requests = fuzzRequests(operation);
        const firstMalformed = requests.find((request) => request.what !== 'nothing malformed');
        for (const request of requests) {
          for (const name of Object.keys(callers) as CallerName[]) {
            // A caller the declared access turns away stops there: one request each is enough to see it refused well.
            const isAdmitted = admitted.includes(name);
            if (!isAdmitted && request !== firstMalformed) continue;
            const response = await callers[name](request, `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`);
            sent += 1;
            statuses[response.status] = (statuses[response.status] ?? 0) + 1;
            const label = `${name} ${operation.method} ${operation.path} (${request.what}): ${response.status}`;
            if (response.status >= 500) {
              failures.push(`${label} ${JSON.stringify(response.body).slice(0, 200)}`);
            } else if (response.status >= 300 && !apiErrorBodySchema.safeParse(response.body).success) {
              failures.push(`${label} not in the error shape: ${JSON.stringify(response.body).slice(0, 200)}`);
            }
            if (isAdmitted && response.status === 400) reachedValidation += 1;
            if (isAdmitted && request.what === 'nothing malformed' && response.status === 400) {
              failures.push(`${label}: the valid request is refused ${JSON.stringify(response.body)}`);
            }
            if (isAdmitted && mustBeRefused(request) && response.status !== 400) failures.push(`${label}, not refused with 400`);
            const after = await rowCounts();
            if (response.status >= 300) {
              const written = tables.filter(
                (table) => after[table] !== before[table] && !mayWriteWhenRefused(table, operation, response.status),
              );
              if (written.length > 0) failures.push(`${label} wrote to ${written.join(', ')} while refusing`);
            }
            before = after;
          }
        }
        // A failed login must not have ended the logged-in caller's session, or the rest would test nothing.
        if (!endsSession(operation)) {
          const probe = await callers['logged in'](
            { what: 'probe', path: '/api/sessions', expect: 'anyAnswer' },
            '10.255.255.255',
          );
          if (probe.status !== 200)
            failures.push(`after ${operation.method} ${operation.path} the logged-in caller is logged out`);
        }
      }
      expect(failures).toEqual([]);
      expect(tables.length).toBeGreaterThan(20);
      expect(sent).toBeGreaterThan(500);
      // Most fuzz values reach the schema rather than stopping at the access check or the router.
      expect(reachedValidation / sent).toBeGreaterThan(0.6);
      console.info(
        `route fuzz: ${sent} requests over ${operations.length} operations, ${tables.length} tables compared`,
        statuses,
      );
    },
    LONG_SWEEP_TIMEOUT_MS,
  );
});
