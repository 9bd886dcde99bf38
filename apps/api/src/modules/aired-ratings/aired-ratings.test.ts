import {
  AIRED_BREAK_COLUMNS,
  AIRED_RATING_COLUMNS,
  AIRED_RATINGS_TEMPLATE_FILE_NAME,
  API_ERRORS,
  type ApiErrorName,
  airedRatingsCommitSchema,
  airedRatingsHistorySchema,
  airedRatingsPreviewSchema,
  apiErrorBodySchema,
  BROADCASTER_LICENCES,
  broadcastSeconds,
  FUNCTION_LICENCES,
  ROLE_IDS,
} from '@tvcm/contracts';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';
import { createTestClock } from '../../test/test-clock';
import { type AiredLine, airedCsv, airedWorkbook, sendAiredFile, XLSX_TYPE } from './aired-ratings.test-kit';

// 2026-11-22 10:00 JST: today is the 22nd.
const clock = createTestClock();
let testApp: TestApp;
let admin: TestClient;
let otherAdmin: TestClient;
let unlicensed: TestClient;
let companyId: number;
let adminName: string;
let station: { id: number; code: string; name: string; area_code: string };
let otherStation: { id: number; code: string };

async function stationOf(companyIdOfStation: number) {
  const { id } = await createStation(testApp.db, { companyId: companyIdOfStation });
  return testApp.db
    .selectFrom('stations')
    .select(['id', 'code', 'name', 'area_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

beforeAll(async () => {
  testApp = await startTestApp({}, { clock: clock.now });
  const company = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  companyId = company.id;
  const adminUser = await createUser(testApp.db, { companyId, roleId: ROLE_IDS.administrator, name: '佐藤 美咲' });
  adminName = adminUser.display_name;
  admin = await loggedInClient(testApp, adminUser.account);
  station = await stationOf(companyId);

  const other = await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [...BROADCASTER_LICENCES] });
  otherStation = await stationOf(other.id);
  otherAdmin = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: other.id })).account);

  const withoutUpload = await createCompany(testApp.db, {
    businessType: 'BROAD_CASTER',
    licences: BROADCASTER_LICENCES.filter((code) => code !== FUNCTION_LICENCES.analysisUpload),
  });
  unlicensed = await loggedInClient(testApp, (await createUser(testApp.db, { companyId: withoutUpload.id })).account);
});
afterAll(() => testApp.close());

/** Aired days unique to each test, counting back from the 20th, so the tests share the station without sharing breaks. */
let daysBack = 1;
const freshDate = () => {
  daysBack += 1;
  return new Date(Date.UTC(2026, 10, 22 - daysBack)).toISOString().slice(0, 10);
};
const cellDate = (date: string) => date.replaceAll('-', '/');

function line(date: string, overrides: Partial<AiredLine> = {}): AiredLine {
  return {
    stationCode: station.code,
    date: cellDate(date),
    time: '19:58',
    position: 'SB',
    programme: 'クイズ！ひらめき王',
    length: '30',
    realtime_household: '9.8',
    realtime_individual: '5.25',
    ...overrides,
  };
}

const COLUMNS = ['realtime_household', 'realtime_individual'] as const;
const utf8 = (text: string) => new TextEncoder().encode(text);

async function preview(bytes: Uint8Array, client = admin, fileName = '実績視聴率.csv', contentType = 'text/csv') {
  const response = await sendAiredFile(client, '/api/aired-ratings/previews', bytes, fileName, contentType);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return airedRatingsPreviewSchema.parse(response.body);
}

async function commit(bytes: Uint8Array, fileName = '実績視聴率.csv', contentType = 'text/csv') {
  const response = await sendAiredFile(admin, '/api/aired-ratings', bytes, fileName, contentType);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return airedRatingsCommitSchema.parse(response.body).entry;
}

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

const breaksOn = (date: string, stationId = station.id) =>
  testApp.db
    .selectFrom('aired_breaks')
    .selectAll()
    .where('station_id', '=', stationId)
    .where('broadcast_date', '=', date)
    .orderBy('start_second')
    .orderBy('position')
    .execute();

async function slotAt(date: string, time: [number, number], unitsSold: number, position: 'SB' | 'PT' = 'SB') {
  const { id } = await createSlot(testApp.db, {
    stationId: station.id,
    areaCode: station.area_code,
    date,
    startSecond: broadcastSeconds(...time),
    unitsSold,
  });
  await testApp.db.updateTable('slots').set({ position }).where('id', '=', id).execute();
  return id;
}

describe('preview and commit', () => {
  it('stores a good file, each break matched to the slot of the same station, date, start and SB/PT', async () => {
    const date = freshDate();
    const sold = await slotAt(date, [19, 58], 1);
    const unsold = await slotAt(date, [25, 30], 0, 'PT');
    await slotAt(date, [21, 0], 1, 'PT');
    const bytes = utf8(
      airedCsv(
        [
          line(date),
          line(date, { time: '25:30:00', position: 'pt', programme: '', length: '15', realtime_individual: '' }),
          // An SB at 21:00 matches no slot: the one there is a PT.
          line(date, { time: '21:00', realtime_household: '0', realtime_individual: '100' }),
        ],
        COLUMNS,
      ),
    );
    const result = await preview(bytes);
    expect(result).toEqual({
      fileName: '実績視聴率.csv',
      encoding: 'UTF-8',
      rowCount: 3,
      ratingColumns: [...COLUMNS],
      stations: 1,
      dateFrom: date,
      dateTo: date,
      matched: 2,
      matchedSold: 1,
      replaced: 0,
      problems: [],
      problemCount: 0,
      committable: true,
    });
    expect(await breaksOn(date)).toEqual([]);

    const entry = await commit(bytes);
    expect(entry).toMatchObject({
      fileName: '実績視聴率.csv',
      encoding: 'UTF-8',
      rowCount: 3,
      matched: 2,
      dateFrom: date,
      dateTo: date,
      stationNames: [station.name],
      user: { name: adminName },
      createdAt: new Date(clock.now()).toISOString(),
    });
    const stored = await breaksOn(date);
    expect(
      stored.map((row) => ({
        start: row.start_second,
        position: row.position,
        slot: row.slot_id,
        household: row.rating_realtime_household,
        individual: row.rating_realtime_individual,
        f1: row.rating_realtime_f1,
        title: row.programme_title,
        length: row.length_seconds,
        import: row.import_id,
      })),
    ).toEqual([
      {
        start: broadcastSeconds(19, 58),
        position: 'SB',
        slot: sold,
        household: 980,
        individual: 525,
        f1: null,
        title: 'クイズ！ひらめき王',
        length: 30,
        import: entry.id,
      },
      {
        start: broadcastSeconds(21, 0),
        position: 'SB',
        slot: null,
        household: 0,
        individual: 10_000,
        f1: null,
        title: 'クイズ！ひらめき王',
        length: 30,
        import: entry.id,
      },
      {
        start: broadcastSeconds(25, 30),
        position: 'PT',
        slot: unsold,
        household: 980,
        individual: null,
        f1: null,
        title: null,
        length: 15,
        import: entry.id,
      },
    ]);
    const [first] = stored;
    expect(first).toMatchObject({ area_code: station.area_code, weekday: (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7 });

    const history = airedRatingsHistorySchema.parse((await admin.request('GET', '/api/aired-ratings')).body);
    expect(history.entries[0]).toEqual(entry);
    expect(airedRatingsHistorySchema.parse((await otherAdmin.request('GET', '/api/aired-ratings')).body).entries).toEqual([]);
  });

  it('names a bad row at its line and column and stores nothing', async () => {
    const date = freshDate();
    const bytes = utf8(
      airedCsv(
        [
          line(date),
          line(date, { time: '29:00', realtime_individual: '5.255' }),
          line(date, { time: '20:58', position: 'CM', length: '0' }),
          line(date, { time: '19:58' }),
          line(date, { time: '4:59', programme: 'あ'.repeat(101), realtime_household: '100.01' }),
          `${station.code},${cellDate(date)},21:58,SB`,
        ],
        COLUMNS,
      ),
    );
    const result = await preview(bytes);
    expect(result.committable).toBe(false);
    expect(result.problems.map(({ line, column, code }) => [line, column, code])).toEqual([
      [3, 'time', 'invalidTime'],
      [3, 'realtime_individual', 'invalidRating'],
      [4, 'position', 'invalidChoice'],
      [4, 'length', 'invalidLength'],
      [5, 'time', 'duplicateRow'],
      [6, 'time', 'invalidTime'],
      [6, 'programme', 'tooLong'],
      [6, 'realtime_household', 'invalidRating'],
      [7, null, 'columnCount'],
    ]);
    expect(result.problems[4]?.params).toEqual({ line: 2 });
    expect(result.problemCount).toBe(9);

    expectError(await sendAiredFile(admin, '/api/aired-ratings', bytes), 'airedRatingsInvalid');
    expect(await breaksOn(date)).toEqual([]);
    const history = airedRatingsHistorySchema.parse((await admin.request('GET', '/api/aired-ratings')).body);
    expect(history.entries.some((entry) => entry.dateFrom === date)).toBe(false);
  });

  it('refuses days not aired yet, stations of another company and unknown codes', async () => {
    const result = await preview(
      utf8(
        airedCsv(
          [
            line('2026-11-22'),
            line('2026-11-23'),
            line('2026-11-20', { stationCode: otherStation.code }),
            line('2026-11-20', { stationCode: 'NOSUCH' }),
            line('2026-02-30'),
          ],
          COLUMNS,
        ),
      ),
    );
    expect(result.problems.map(({ line, column, code }) => [line, column, code])).toEqual([
      [3, 'date', 'futureDate'],
      [4, 'stationCode', 'notOwnStation'],
      [5, 'stationCode', 'unknownStation'],
      [6, 'date', 'invalidDate'],
    ]);
    // Another company's upload of this station is refused in the same way.
    const theirs = await preview(utf8(airedCsv([line('2026-11-20')], COLUMNS)), otherAdmin);
    expect(theirs.problems.map((problem) => problem.code)).toEqual(['notOwnStation']);
  });

  it('reads the heading: rating columns in any order, unknown ones and none refused', async () => {
    const date = freshDate();
    const reordered = await preview(utf8(airedCsv([line(date, { pc7_f1: '1.5' })], ['pc7_f1', 'realtime_individual'])));
    expect(reordered).toMatchObject({ committable: true, ratingColumns: ['pc7_f1', 'realtime_individual'] });

    const breakHeading = AIRED_BREAK_COLUMNS.map((column) => column.header).join(',');
    const unknown = await preview(utf8(`${breakHeading},個人全体(リアルタイム),視聴人数\r\n`));
    expect(unknown.problems).toEqual([{ line: 1, column: null, code: 'unknownHeader', params: { value: '視聴人数' } }]);
    const none = await preview(utf8(`${breakHeading}\r\n${station.code},${cellDate(date)},19:58,SB,,30\r\n`));
    expect(none.problems.map((problem) => problem.code)).toEqual(['noRatingColumn']);
    const swapped = await preview(utf8(`放送日,放送局コード,開始時刻,SB/PT,番組名,秒数,世帯(リアルタイム)\r\n`));
    expect(swapped.problems[0]).toMatchObject({ line: 1, column: 'stationCode', code: 'unknownHeader' });
    const empty = await preview(utf8(`${breakHeading},世帯(リアルタイム)\r\n`));
    expect(empty.problems.map((problem) => problem.code)).toEqual(['emptyFile']);
  });

  it('replaces the breaks of the station-dates a file names when it is sent again', async () => {
    const [date, otherDate] = [freshDate(), freshDate()];
    await commit(
      utf8(airedCsv([line(date), line(date, { time: '20:58' }), line(date, { time: '21:58' }), line(otherDate)], COLUMNS)),
    );
    const corrected = utf8(airedCsv([line(date, { realtime_household: '7.5' }), line(date, { time: '22:58' })], COLUMNS));
    expect(await preview(corrected)).toMatchObject({ replaced: 3, rowCount: 2 });
    await commit(corrected, '実績視聴率_訂正.csv');
    expect((await breaksOn(date)).map((row) => [row.start_second, row.rating_realtime_household])).toEqual([
      [broadcastSeconds(19, 58), 750],
      [broadcastSeconds(22, 58), 980],
    ]);
    expect(await breaksOn(otherDate)).toHaveLength(1);
    const history = airedRatingsHistorySchema.parse((await admin.request('GET', '/api/aired-ratings')).body);
    expect(history.entries.slice(0, 2).map((entry) => entry.fileName)).toEqual(['実績視聴率_訂正.csv', '実績視聴率.csv']);
  });

  it('reads Shift_JIS and an .xlsx as it reads UTF-8', async () => {
    const [sjisDate, xlsxDate] = [freshDate(), freshDate()];
    const sjis = new Uint8Array(iconv.encode(airedCsv([line(sjisDate, { programme: '①ニュース' })], COLUMNS), 'CP932'));
    expect(await preview(sjis)).toMatchObject({ encoding: 'CP932', committable: true, rowCount: 1 });
    await commit(sjis);
    expect((await breaksOn(sjisDate))[0]?.programme_title).toBe('①ニュース');

    const workbook = await airedWorkbook(
      [line(xlsxDate), line(xlsxDate, { time: '25:30', realtime_individual: '' })],
      ['realtime_household', 'realtime_individual', 'pc7_household'],
    );
    const read = await preview(workbook, admin, '実績視聴率.xlsx', XLSX_TYPE);
    expect(read).toMatchObject({ encoding: 'XLSX', committable: true, rowCount: 2, problems: [] });
    await commit(workbook, '実績視聴率.xlsx', XLSX_TYPE);
    expect((await breaksOn(xlsxDate)).map((row) => [row.start_second, row.rating_realtime_individual])).toEqual([
      [broadcastSeconds(19, 58), 525],
      [broadcastSeconds(25, 30), null],
    ]);
  });
});

describe('template and access', () => {
  it('offers every column in UTF-8 with a byte-order mark and an example for the first own station, which reads as it is', async () => {
    const response = await admin.request('GET', '/api/aired-ratings/template.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="aired-ratings-template.csv"; filename*=UTF-8''${encodeURIComponent(AIRED_RATINGS_TEMPLATE_FILE_NAME)}`,
    );
    const raw = await fetch(`${testApp.baseUrl}/api/aired-ratings/template.csv`, {
      headers: { cookie: `tvcm_session=${admin.cookie('tvcm_session') ?? ''}` },
    });
    const bytes = new Uint8Array(await raw.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe([...AIRED_BREAK_COLUMNS, ...AIRED_RATING_COLUMNS].map((column) => column.header).join(','));
    expect(lines[1]?.startsWith(`${station.code},2026/11/21,`)).toBe(true);
    expect(await preview(bytes)).toMatchObject({
      committable: true,
      rowCount: 1,
      ratingColumns: AIRED_RATING_COLUMNS.map((c) => c.key),
    });
  });

  it('refuses a company without UT040002 on every route', async () => {
    const bytes = utf8(airedCsv([line('2026-11-20')], COLUMNS));
    expectError(await unlicensed.request('GET', '/api/aired-ratings/template.csv'), 'licenceMissing');
    expectError(await unlicensed.request('GET', '/api/aired-ratings'), 'licenceMissing');
    expectError(await sendAiredFile(unlicensed, '/api/aired-ratings/previews', bytes), 'licenceMissing');
    expectError(await sendAiredFile(unlicensed, '/api/aired-ratings', bytes), 'licenceMissing');
    expect(API_ERRORS.licenceMissing.status).toBe(403);
  });
});
