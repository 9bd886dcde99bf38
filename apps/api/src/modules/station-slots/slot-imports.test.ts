import {
  API_ERRORS,
  type ApiErrorName,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  FUNCTION_LICENCES,
  ROLE_IDS,
  SLOT_IMPORT_COLUMNS,
  SLOT_IMPORT_MAX_BYTES,
  SLOT_IMPORT_MAX_ROWS,
  SLOT_IMPORT_TEMPLATE_FILE_NAME,
  type SlotImportColumn,
  slotImportCommitSchema,
  slotImportHistorySchema,
  slotImportPreviewSchema,
} from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooking, createCompany, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let admin: TestClient;
let unlicensed: TestClient;
let otherAdmin: TestClient;
let companyId: number;
let adminUserName: string;
let station: { id: number; code: string };
let secondStation: { id: number; code: string };
let otherStation: { id: number; code: string };

async function stationOf(companyIdOfStation: number) {
  const { id } = await createStation(testApp.db, { companyId: companyIdOfStation });
  return testApp.db.selectFrom('stations').select(['id', 'code']).where('id', '=', id).executeTakeFirstOrThrow();
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  companyId = company.id;
  const adminUser = await createUser(testApp.db, {
    companyId,
    roleId: ROLE_IDS.administrator,
    licences: [FUNCTION_LICENCES.import],
    name: '高橋 健太',
  });
  adminUserName = adminUser.display_name;
  const plainUser = await createUser(testApp.db, { companyId, licences: [] });
  admin = await loggedInClient(testApp, adminUser.account);
  unlicensed = await loggedInClient(testApp, plainUser.account);
  station = await stationOf(companyId);
  secondStation = await stationOf(companyId);

  const other = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherStation = await stationOf(other.id);
  const otherUser = await createUser(testApp.db, { companyId: other.id, licences: [FUNCTION_LICENCES.import] });
  otherAdmin = await loggedInClient(testApp, otherUser.account);
});
afterAll(() => testApp.close());

const HEADING = SLOT_IMPORT_COLUMNS.map((column) => column.header);
type Row = Record<SlotImportColumn, string>;

/** Dates unique to each test, so the tests share the stations without sharing slots. */
let nextDay = 0;
const freshDate = () => {
  nextDay += 1;
  const date = new Date(Date.UTC(2027, 0, 4 + nextDay));
  return `${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}`;
};

function row(date: string, overrides: Partial<Row> = {}): Row {
  return {
    stationCode: station.code,
    broadcastDate: date,
    programmeStart: '19:00',
    programmeEnd: '20:00',
    programmeTitle: 'クイズ！ひらめき王',
    slotTime: '19:15',
    position: 'PT',
    lengthSeconds: '15',
    kind: '通常',
    unitsOnSale: '2',
    price: '500000',
    salesStart: '2026/11/01',
    salesEnd: '2027/01/01',
    ...overrides,
  };
}

/** The file's text: the heading and one line per row (or per raw line), CRLF as Excel writes. */
function csvText(rows: (Row | string)[]): string {
  const lines = rows.map((line) =>
    typeof line === 'string' ? line : SLOT_IMPORT_COLUMNS.map((column) => line[column.key]).join(','),
  );
  return `${[HEADING.join(','), ...lines].join('\r\n')}\r\n`;
}

const utf8 = (text: string) => new TextEncoder().encode(text);
const cp932 = (text: string) => new Uint8Array(iconv.encode(text, 'CP932'));

function send(client: TestClient, path: string, bytes: Uint8Array, fileName = 'CM枠.csv', contentType = 'text/csv') {
  return client.request('POST', `${path}?fileName=${encodeURIComponent(fileName)}`, {
    rawBody: bytes,
    headers: { 'content-type': contentType },
  });
}

async function preview(bytes: Uint8Array, client = admin) {
  const response = await send(client, '/api/slot-imports/previews', bytes);
  expect(response.status).toBe(200);
  return slotImportPreviewSchema.parse(response.body);
}

async function commit(bytes: Uint8Array, client = admin, fileName = 'CM枠.csv') {
  const response = await send(client, '/api/slot-imports', bytes, fileName);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return slotImportCommitSchema.parse(response.body);
}

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

const slotsOn = (date: string) =>
  testApp.db
    .selectFrom('slots')
    .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
    .select([
      'slots.id',
      'slots.station_id',
      'slots.start_second',
      'slots.position',
      'slots.length_seconds',
      'slots.kind',
      'slots.price',
      'slots.units_on_sale',
      'slots.sales_start',
      'slots.sales_end',
      'slots.status',
      'slots.weekday',
      'slots.area_code',
      'slots.updated_at',
      'slots.rating_realtime_household',
      'slots.programme_id',
      'programmes.title',
    ])
    .where('slots.broadcast_date', '=', date.replaceAll('/', '-'))
    .orderBy('slots.station_id')
    .orderBy('slots.start_second')
    .execute();

const programmesOn = (date: string) =>
  testApp.db
    .selectFrom('programmes')
    .select(['station_id', 'start_second', 'end_second', 'title'])
    .where('broadcast_date', '=', date.replaceAll('/', '-'))
    .orderBy('station_id')
    .orderBy('start_second')
    .execute();

const importCount = async () =>
  Number(
    (
      await testApp.db
        .selectFrom('slot_imports')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('reading the file', () => {
  it('reads UTF-8 without and with a BOM and Excel’s Shift_JIS alike, and the preview writes nothing', async () => {
    const date = freshDate();
    // Characters only CP932 has (NEC and IBM extensions) and a wave dash, which Shift_JIS maps differently.
    const programmeTitle = '世界ふしぎ紀行～髙橋①';
    const text = csvText([row(date, { programmeTitle }), row(date, { slotTime: '18:59', position: 'SB', programmeTitle })]);
    const plain = await preview(utf8(text));
    const withBom = await preview(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]));
    const shiftJis = await preview(cp932(text));
    expect(plain.encoding).toBe('UTF-8');
    expect(withBom.encoding).toBe('UTF-8');
    expect(shiftJis.encoding).toBe('CP932');
    for (const result of [plain, withBom, shiftJis]) {
      expect(result).toMatchObject({
        fileName: 'CM枠.csv',
        rowCount: 2,
        counts: { created: 2, changed: 0, unchanged: 0, skipped: 0 },
        problems: [],
        problemCount: 0,
        committable: true,
      });
      expect(result.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await slotsOn(date)).toEqual([]);
    expect(await importCount()).toBe(0);

    const committed = await commit(cp932(text));
    expect(committed.counts).toEqual({ created: 2, changed: 0, unchanged: 0, skipped: 0 });
    expect(await programmesOn(date)).toEqual([
      { station_id: station.id, start_second: 14 * 3600, end_second: 15 * 3600, title: programmeTitle },
    ]);
  });

  it('takes full-width digits, colons, slashes and spaces, thousands separators and 円, and kinds as numbers', async () => {
    const date = freshDate();
    const fullWidth = (text: string) => text.replace(/[0-9:/,]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 0xfee0));
    const text = csvText([
      row(date, {
        broadcastDate: `　${fullWidth(date)}`,
        programmeStart: fullWidth('25:00'),
        programmeEnd: fullWidth('26:00:00'),
        programmeTitle: ' 深夜映画セレクト ',
        slotTime: fullWidth('25:30'),
        position: 'ｐｔ',
        lengthSeconds: '３０秒',
        kind: '２',
        unitsOnSale: '１',
        price: `"${fullWidth('1,200,000')}円"`,
        salesStart: fullWidth('2026/12/1'),
        salesEnd: '2027-1-2',
      }),
    ]);
    expect((await commit(utf8(text))).counts.created).toBe(1);
    expect(await slotsOn(date)).toEqual([
      expect.objectContaining({
        start_second: 20 * 3600 + 30 * 60,
        position: 'PT',
        length_seconds: 30,
        kind: 2,
        price: 1_200_000,
        units_on_sale: 1,
        sales_start: '2026-12-01',
        sales_end: '2027-01-02',
        title: '深夜映画セレクト',
      }),
    ]);
  });

  it('reports every problem with its line, column and the values its message names, and commits none of it', async () => {
    const date = freshDate();
    const importsBefore = await importCount();
    const at = (slotTime: string, overrides: Partial<Row> = {}) => row(date, { slotTime, ...overrides });
    const text = csvText([
      at('19:01'),
      at('19:02', { stationCode: '' }),
      at('19:03', { stationCode: 'nosuch' }),
      at('19:04', { stationCode: otherStation.code }),
      at('19:05', { broadcastDate: '2027/02/30' }),
      at('19:06', { programmeStart: '4:59' }),
      at('20:59', { programmeStart: '21:00', programmeEnd: '21:00', position: 'SB' }),
      at('19:08', { programmeTitle: 'あ'.repeat(101) }),
      at('20:10'),
      at('19:10', { position: 'CM' }),
      at('19:11', { lengthSeconds: '20' }),
      at('19:12', { kind: '特別' }),
      at('19:13', { unitsOnSale: '100' }),
      at('19:14', { price: 'abc' }),
      at('19:15', { salesStart: '2027/01/01', salesEnd: '2026/12/31' }),
      at('19:01', { price: '1' }),
      at('19:17', { programmeTitle: '別の番組' }),
      'a,b,c',
      at('19:19', { programmeTitle: '"改行\r\nあり"' }),
      ',,,,,,,,,,,,',
      at('19:20', { salesEnd: '2027/12/31' }),
    ]);
    const result = await preview(utf8(text));
    const error = (line: number, column: SlotImportColumn | null, code: string, params = {}) => ({
      line,
      column,
      code,
      severity: 'error',
      params,
    });
    expect(result.problems).toEqual([
      error(3, 'stationCode', 'required'),
      error(4, 'stationCode', 'unknownStation', { value: 'nosuch' }),
      error(5, 'stationCode', 'notOwnStation', { value: otherStation.code }),
      error(6, 'broadcastDate', 'invalidDate', { value: '2027/02/30' }),
      error(7, 'programmeStart', 'invalidTime', { value: '4:59' }),
      error(8, 'programmeEnd', 'mismatch', { target: 'programmeStart' }),
      error(9, 'programmeTitle', 'tooLong', { max: 100 }),
      error(10, 'slotTime', 'mismatch', { target: 'programmeEnd' }),
      error(11, 'position', 'invalidChoice', { value: 'CM', choices: 'SB, PT' }),
      error(12, 'lengthSeconds', 'invalidChoice', { value: '20', choices: '15, 30' }),
      error(13, 'kind', 'invalidChoice', { value: '特別', choices: '通常, 直前, 1, 2' }),
      error(14, 'unitsOnSale', 'numberMax', { max: 99 }),
      error(15, 'price', 'numeric', { value: 'abc' }),
      error(16, 'salesEnd', 'salesPeriodOrder'),
      error(17, 'slotTime', 'duplicateRow', { line: 2 }),
      error(18, 'programmeTitle', 'programmeConflict', { line: 2 }),
      error(19, null, 'columnCount', { expected: 13, actual: 3 }),
      error(20, 'programmeTitle', 'invalidText'),
      error(23, 'salesEnd', 'mismatch', { target: 'broadcastDate' }),
    ]);
    expect(result).toMatchObject({ rowCount: 20, problemCount: 19, committable: false });
    expect(result.counts).toEqual({ created: 1, changed: 0, unchanged: 0, skipped: 0 });

    // All or nothing: the good line is not applied either.
    expectError(await send(admin, '/api/slot-imports', utf8(text)), 'slotImportInvalid');
    expect(await slotsOn(date)).toEqual([]);
    expect(await programmesOn(date)).toEqual([]);
    expect(await importCount()).toBe(importsBefore);
  });

  it('reports a file that is empty, has the wrong heading, too many rows or broken quoting, for the whole file', async () => {
    const wholeFile = async (bytes: Uint8Array) => {
      const result = await preview(bytes);
      expect(result.committable).toBe(false);
      expect(result.counts).toEqual({ created: 0, changed: 0, unchanged: 0, skipped: 0 });
      return result.problems;
    };
    expect(await wholeFile(new Uint8Array())).toEqual([
      { line: 0, column: null, code: 'fileEmpty', severity: 'error', params: {} },
    ]);
    expect(await wholeFile(utf8(csvText([])))).toEqual([
      { line: 0, column: null, code: 'fileEmpty', severity: 'error', params: {} },
    ]);
    const wrongHeading: string[] = [...HEADING];
    wrongHeading[5] = 'CM開始';
    expect(await wholeFile(utf8(`${wrongHeading.join(',')}\r\n`))).toEqual([
      { line: 1, column: 'slotTime', code: 'headerMismatch', severity: 'error', params: { expected: 'CM時刻', value: 'CM開始' } },
    ]);
    // Full-width letters and spaces in the heading are the same heading.
    const fullWidthHeading = HEADING.map((header) => ` ${header.replace('CM', 'ＣＭ')}　`);
    expect(
      (await preview(utf8(`${fullWidthHeading.join(',')}\r\n${csvText([row(freshDate())]).split('\r\n')[1]}\r\n`))).committable,
    ).toBe(true);
    const tooMany = `${HEADING.join(',')}\r\n${`${',x'.repeat(HEADING.length - 1)}\r\n`.repeat(SLOT_IMPORT_MAX_ROWS + 1)}`;
    expect(await wholeFile(utf8(tooMany))).toEqual([
      { line: 0, column: null, code: 'tooManyRows', severity: 'error', params: { max: SLOT_IMPORT_MAX_ROWS } },
    ]);
    const date = freshDate();
    expect(await wholeFile(utf8(`${csvText([row(date)])}"unclosed,1\r\n`))).toEqual([
      { line: 3, column: null, code: 'csvSyntax', severity: 'error', params: {} },
    ]);
  });

  it('takes the file as text/csv, octet-stream or Excel’s type, refuses JSON (415) and a file over the limit (413)', async () => {
    const text = utf8(csvText([row(freshDate())]));
    for (const type of ['text/csv; charset=Shift_JIS', 'application/octet-stream', 'application/vnd.ms-excel']) {
      expect((await send(admin, '/api/slot-imports/previews', text, 'a.csv', type)).status).toBe(200);
    }
    expectError(await send(admin, '/api/slot-imports/previews', utf8('{}'), 'a.csv', 'application/json'), 'unsupportedMediaType');
    expectError(
      await send(admin, '/api/slot-imports/previews', new Uint8Array(SLOT_IMPORT_MAX_BYTES + 1), 'a.csv'),
      'payloadTooLarge',
    );
    expectError(
      await admin.request('POST', '/api/slot-imports/previews', { rawBody: text, headers: { 'content-type': 'text/csv' } }),
      'badRequest',
    );
    // Without the anti-forgery header a browser's cookie proves nothing.
    const forged = await admin.request('POST', '/api/slot-imports/previews?fileName=a.csv', {
      rawBody: text,
      headers: { 'content-type': 'text/csv' },
      xsrf: false,
    });
    expectError(forged, 'xsrfMismatch');
  });
});

describe('committing', () => {
  it('creates programmes and slots as the demo days have them, and the same file twice changes nothing', async () => {
    const date = freshDate();
    const text = csvText([
      row(date, { slotTime: '18:59', position: 'SB' }),
      row(date, { slotTime: '19:15' }),
      row(date, { slotTime: '19:40', lengthSeconds: '30', kind: '直前', unitsOnSale: '1', price: '900000' }),
      row(date, { stationCode: secondStation.code, slotTime: '19:15' }),
    ]);
    const first = await commit(utf8(text), admin, '12月分.csv');
    expect(first.counts).toEqual({ created: 4, changed: 0, unchanged: 0, skipped: 0 });
    expect(first.entry).toEqual({
      id: expect.any(Number),
      fileName: '12月分.csv',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      encoding: 'UTF-8',
      rowCount: 4,
      counts: first.counts,
      user: { id: expect.any(Number), name: adminUserName },
      createdAt: new Date(clock.now()).toISOString(),
    });
    const slots = await slotsOn(date);
    const [programme] = await testApp.db
      .selectFrom('programmes')
      .select('id')
      .where('station_id', '=', station.id)
      .where('broadcast_date', '=', date.replaceAll('/', '-'))
      .execute();
    expect(slots.map((slot) => [slot.station_id, slot.start_second, slot.position, slot.programme_id])).toEqual([
      // The SB slot sits in the break, outside any programme, as the program guide draws it.
      [station.id, 13 * 3600 + 59 * 60, 'SB', null],
      [station.id, 14 * 3600 + 15 * 60, 'PT', programme?.id],
      [station.id, 14 * 3600 + 40 * 60, 'PT', programme?.id],
      [secondStation.id, 14 * 3600 + 15 * 60, 'PT', expect.any(Number)],
    ]);
    const weekday = (new Date(`${date.replaceAll('/', '-')}T00:00:00Z`).getUTCDay() + 6) % 7;
    for (const slot of slots) {
      expect(slot).toMatchObject({ status: 'ON_SALE', weekday, area_code: 'testarea', rating_realtime_household: null });
    }

    clock.advance(60_000);
    const again = await commit(utf8(text));
    expect(again).toEqual({ counts: { created: 0, changed: 0, unchanged: 4, skipped: 0 }, problems: [], entry: null });
    expect(await slotsOn(date)).toEqual(slots);
    const history = slotImportHistorySchema.parse((await admin.request('GET', '/api/slot-imports')).body).entries;
    expect(history.filter((entry) => entry.id === first.entry?.id)).toHaveLength(1);
    expect(history[0]?.id).toBe(first.entry?.id);
  });

  it('changes what the file changes, never a slot’s status, and renames the programme', async () => {
    const date = freshDate();
    await commit(utf8(csvText([row(date, { slotTime: '19:15' }), row(date, { slotTime: '19:30' })])));
    const [withdrawn] = await slotsOn(date);
    await testApp.db
      .updateTable('slots')
      .set({ status: 'WITHDRAWN' })
      .where('id', '=', withdrawn?.id ?? 0)
      .execute();
    clock.advance(60_000);
    const changed = await commit(
      utf8(
        csvText([
          row(date, { slotTime: '19:15', price: '650000', programmeTitle: '新クイズ' }),
          row(date, { slotTime: '19:30', programmeTitle: '新クイズ' }),
        ]),
      ),
    );
    expect(changed.counts).toEqual({ created: 0, changed: 1, unchanged: 1, skipped: 0 });
    const after = await slotsOn(date);
    expect(after.map((slot) => [slot.price, slot.status, slot.title, slot.updated_at])).toEqual([
      [650_000, 'WITHDRAWN', '新クイズ', new Date(clock.now()).toISOString()],
      [500_000, 'ON_SALE', '新クイズ', new Date(clock.now() - 60_000).toISOString()],
    ]);
  });

  it('leaves out rows that would go below held or sold units or change a slot with applications, and applies the rest', async () => {
    const date = freshDate();
    await commit(utf8(csvText(['19:10', '19:20', '19:30', '19:40'].map((slotTime) => row(date, { slotTime })))));
    const [heldAndSold, applied, sold, free] = await slotsOn(date);
    const set = (slot: { id: number } | undefined, values: { units_held?: number; units_sold?: number }) =>
      testApp.db
        .updateTable('slots')
        .set(values)
        .where('id', '=', slot?.id ?? 0)
        .execute();
    await set(heldAndSold, { units_held: 1, units_sold: 1 });
    await set(applied, { units_held: 1 });
    await set(sold, { units_sold: 1 });
    const buyer = await createCompany(testApp.db);
    const booking = await createBooking(testApp.db, { buyerCompanyId: buyer.id, sellerCompanyId: companyId, status: 'APPLIED' });
    await testApp.db
      .insertInto('booking_items')
      .values({ booking_id: booking.id, slot_id: applied?.id ?? 0, units: 1, unit_price: 500_000, status: 'APPLIED' })
      .execute();

    const result = await commit(
      utf8(
        csvText([
          row(date, { slotTime: '19:10', unitsOnSale: '1' }),
          row(date, { slotTime: '19:20', lengthSeconds: '30' }),
          row(date, { slotTime: '19:30', kind: '直前', price: '800000' }),
          row(date, { slotTime: '19:40', kind: '直前', price: '300000' }),
          row(date, { slotTime: '19:50' }),
        ]),
      ),
    );
    expect(result.counts).toEqual({ created: 1, changed: 1, unchanged: 0, skipped: 3 });
    expect(result.problems).toEqual([
      { line: 2, column: 'unitsOnSale', code: 'belowHeldOrSold', severity: 'skip', params: { held: 1, sold: 1 } },
      { line: 3, column: 'lengthSeconds', code: 'hasApplications', severity: 'skip', params: {} },
      // Sold units are a contract for this kind, time and length just as held ones are an application.
      { line: 4, column: 'kind', code: 'hasApplications', severity: 'skip', params: {} },
    ]);
    expect(result.entry?.counts).toEqual(result.counts);
    const summary = async () =>
      (await slotsOn(date)).map((slot) => [slot.kind, slot.price, slot.units_on_sale, slot.length_seconds]);
    expect(await summary()).toEqual([
      [1, 500_000, 2, 15],
      [1, 500_000, 2, 15],
      [1, 500_000, 2, 15],
      [2, 300_000, 2, 15],
      [1, 500_000, 2, 15],
    ]);
    expect(free?.id).toBeDefined();

    // Price and units alone may change on a slot with applications, down to its held and sold units.
    const allowed = await commit(
      utf8(
        csvText([
          row(date, { slotTime: '19:10', unitsOnSale: '3', price: '1' }),
          row(date, { slotTime: '19:20', unitsOnSale: '1', price: '450000' }),
        ]),
      ),
    );
    expect(allowed.counts).toEqual({ created: 0, changed: 2, unchanged: 0, skipped: 0 });
    expect((await summary()).slice(0, 2)).toEqual([
      [1, 1, 3, 15],
      [1, 450_000, 1, 15],
    ]);
  });

  it('compares again when committing: units held since the preview leave the row out', async () => {
    const date = freshDate();
    await commit(utf8(csvText([row(date)])));
    const lowered = utf8(csvText([row(date, { unitsOnSale: '1' })]));
    expect((await preview(lowered)).counts).toEqual({ created: 0, changed: 1, unchanged: 0, skipped: 0 });
    const [slot] = await slotsOn(date);
    // An application holds both units between the preview and the commit.
    await testApp.db
      .updateTable('slots')
      .set({ units_held: 2 })
      .where('id', '=', slot?.id ?? 0)
      .execute();
    const result = await commit(lowered);
    expect(result).toEqual({
      counts: { created: 0, changed: 0, unchanged: 0, skipped: 1 },
      problems: [{ line: 2, column: 'unitsOnSale', code: 'belowHeldOrSold', severity: 'skip', params: { held: 2, sold: 0 } }],
      entry: null,
    });
    expect((await slotsOn(date))[0]?.units_on_sale).toBe(2);
  });

  it('refuses another company’s station line by line, and its own slots stay its own', async () => {
    const date = freshDate();
    const result = await preview(utf8(csvText([row(date, { stationCode: otherStation.code })])), admin);
    expect(result.problems).toEqual([
      { line: 2, column: 'stationCode', code: 'notOwnStation', severity: 'error', params: { value: otherStation.code } },
    ]);
    await commit(utf8(csvText([row(date)])), admin);
    // The other company imports its own station's day; it never sees this company's history.
    await commit(utf8(csvText([row(date, { stationCode: otherStation.code })])), otherAdmin);
    const mine = slotImportHistorySchema.parse((await admin.request('GET', '/api/slot-imports')).body).entries;
    const theirs = slotImportHistorySchema.parse((await otherAdmin.request('GET', '/api/slot-imports')).body).entries;
    expect(theirs).toHaveLength(1);
    expect(mine.map((entry) => entry.id)).not.toContain(theirs[0]?.id);
  });
});

describe('template, history and access', () => {
  it('offers the template in Shift_JIS with a Japanese file name, for the first own station, and it imports as it is', async () => {
    const response = await admin.request('GET', '/api/slot-imports/template');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="slot-import-template.csv"; filename*=UTF-8''${encodeURIComponent(SLOT_IMPORT_TEMPLATE_FILE_NAME)}`,
    );
    const raw = await fetch(`${testApp.baseUrl}/api/slot-imports/template`, {
      headers: { cookie: `tvcm_session=${admin.cookie('tvcm_session') ?? ''}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    const text = iconv.decode(Buffer.from(bytes), 'CP932');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe(HEADING.join(','));
    expect(lines.slice(1, 4).every((line) => line.startsWith(`${station.code},`))).toBe(true);
    expect(text).toContain('25:30');
    const imported = await preview(bytes);
    expect(imported).toMatchObject({ encoding: 'CP932', committable: true, problems: [] });
    expect(imported.counts.created + imported.counts.unchanged).toBe(3);
  });

  it('lists the company’s imports newest first, with who sent which file and what it did', async () => {
    const before = slotImportHistorySchema.parse((await admin.request('GET', '/api/slot-imports')).body).entries;
    clock.advance(60_000);
    const entry = (await commit(utf8(csvText([row(freshDate())])), admin, '最新.csv')).entry;
    const after = slotImportHistorySchema.parse((await admin.request('GET', '/api/slot-imports')).body).entries;
    expect(after).toEqual([entry, ...before]);
    expect(entry).toMatchObject({
      fileName: '最新.csv',
      rowCount: 1,
      counts: { created: 1, changed: 0, unchanged: 0, skipped: 0 },
    });
  });

  it('keeps the import to users given the import licence (LIC03001 otherwise)', async () => {
    const bytes = utf8(csvText([row(freshDate())]));
    expectError(await unlicensed.request('GET', '/api/slot-imports/template'), 'licenceMissing');
    expectError(await unlicensed.request('GET', '/api/slot-imports'), 'licenceMissing');
    expectError(await send(unlicensed, '/api/slot-imports/previews', bytes), 'licenceMissing');
    expectError(await send(unlicensed, '/api/slot-imports', bytes), 'licenceMissing');
  });
});
