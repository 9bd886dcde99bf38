import {
  API_ERRORS,
  apiErrorBodySchema,
  BOOKING_LIST_PAGE_SIZE,
  bookingDetailSchema,
  bookingFilterOptionsSchema,
  bookingsResponseSchema,
  FUNCTION_LICENCES,
} from '@tvcm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createBooking, createCompany, createSlot, createStation, createUser } from '../../test/factories';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';

let testApp: TestApp;
let buyerCompany: number;
let sellerCompany: number;
let buyer: TestClient;
let station: TestClient;
let stationUser: number;
let colleague: number;
let stationA: number;
let stationB: number;
let slotA: number;
let slotB: number;
let advertiserX: number;
let advertiserY: number;

async function advertiser(companyId: number, code: string, name: string) {
  const now = new Date().toISOString();
  const { id } = await testApp.db
    .insertInto('advertisers')
    .values({ company_id: companyId, code, name, industry: 'FOOD', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

const list = async (client: TestClient, path: string) => {
  const response = await client.request('GET', path);
  expect(response.status).toBe(200);
  return bookingsResponseSchema.parse(response.body);
};

beforeAll(async () => {
  testApp = await startTestApp({ logLevel: 'error' });
  buyerCompany = (await createCompany(testApp.db, { licences: [FUNCTION_LICENCES.booking] })).id;
  sellerCompany = (
    await createCompany(testApp.db, { businessType: 'BROAD_CASTER', licences: [FUNCTION_LICENCES.broadcasterReception] })
  ).id;
  const buyerUser = await createUser(testApp.db, { companyId: buyerCompany });
  const seller = await createUser(testApp.db, { companyId: sellerCompany, name: '受付 一郎' });
  stationUser = seller.id;
  colleague = (await createUser(testApp.db, { companyId: sellerCompany, name: '受付 二郎' })).id;
  buyer = await loggedInClient(testApp, buyerUser.account);
  station = await loggedInClient(testApp, seller.account);
  stationA = (await createStation(testApp.db, { companyId: sellerCompany })).id;
  stationB = (await createStation(testApp.db, { companyId: sellerCompany })).id;
  slotA = (await createSlot(testApp.db, { stationId: stationA, areaCode: 'testarea', date: '2031-02-01' })).id;
  slotB = (await createSlot(testApp.db, { stationId: stationB, areaCode: 'testarea', date: '2031-03-01' })).id;
  advertiserX = await advertiser(buyerCompany, '0001', '広告主エックス');
  advertiserY = await advertiser(buyerCompany, '0002', '広告主ワイ');

  // 600 applications, one a minute from 2031-01-01 09:00 JST: every third to station B for
  // advertiser Y, every fifth contracted (one of its two items declined: partly), the rest applied.
  const start = Date.parse('2031-01-01T00:00:00Z');
  for (let index = 0; index < 600; index += 1) {
    const toB = index % 3 === 0;
    const contracted = index % 5 === 0;
    await createBooking(testApp.db, {
      buyerCompanyId: buyerCompany,
      sellerCompanyId: sellerCompany,
      stationId: toB ? stationB : stationA,
      advertiserId: toB ? advertiserY : advertiserX,
      productName: index === 7 ? 'さくらおにぎり 100%増量' : `商品${index}`,
      status: contracted ? 'PARTLY_CONTRACTED' : 'APPLIED',
      appliedAt: new Date(start + index * 60_000).toISOString(),
      assigneeUserId: index % 2 === 0 ? stationUser : null,
      items: [
        {
          slotId: toB ? slotB : slotA,
          units: 2,
          unitPrice: 100_000,
          status: contracted ? 'CONTRACTED' : 'APPLIED',
          date: toB ? '2031-03-01' : '2031-02-01',
        },
        ...(contracted
          ? [{ slotId: toB ? slotA : slotB, units: 1, unitPrice: 50_000, status: 'DECLINED' as const, date: '2031-02-15' }]
          : []),
      ],
    });
  }
}, 120_000);
afterAll(async () => {
  await testApp.close();
});

describe('booking and reception lists', () => {
  it('page 600 bookings on the server, newest first, with totals for them all', async () => {
    const first = await list(buyer, '/api/bookings');
    expect(first.total).toBe(600);
    expect(first.items).toHaveLength(BOOKING_LIST_PAGE_SIZE);
    expect(first.pageSize).toBe(BOOKING_LIST_PAGE_SIZE);
    expect(first.items[0]?.productName).toBe('商品599');
    // 600 × 2 units at 100,000 applied, and 120 contracted bookings with a 50,000 item declined.
    expect(first.totals).toEqual({
      units: 1_320,
      amount: 126_000_000,
      contractedUnits: 240,
      contractedAmount: 24_000_000,
    });

    const last = await list(buyer, '/api/bookings?page=12');
    expect(last.items).toHaveLength(50);
    expect(last.items.at(-1)?.productName).toBe('商品0');
    expect((await list(buyer, '/api/bookings?page=13')).items).toHaveLength(0);

    const seen = new Set<number>();
    for (let page = 1; page <= 12; page += 1) {
      for (const item of (await list(buyer, `/api/bookings?page=${page}&sort=application_date&order=asc`)).items) {
        seen.add(item.id);
      }
    }
    expect(seen.size).toBe(600);
  });

  it('filter by status and station through the query: only those rows, and their totals', async () => {
    const filtered = await list(buyer, `/api/bookings?status=PARTLY_CONTRACTED&stationId=${stationB}`);
    // Indexes divisible by 15: 40 bookings.
    expect(filtered.total).toBe(40);
    expect(filtered.items.every((item) => item.status === 'PARTLY_CONTRACTED' && item.station.id === stationB)).toBe(true);
    expect(filtered.totals).toEqual({ units: 120, amount: 10_000_000, contractedUnits: 80, contractedAmount: 8_000_000 });
    expect(filtered.items[0]).toMatchObject({ units: 3, totalAmount: 250_000, contractedUnits: 2, contractedAmount: 200_000 });

    const station_ = await list(station, `/api/receptions?status=PARTLY_CONTRACTED&stationId=${stationB}`);
    expect(station_.total).toBe(40);
  });

  it('filter by advertiser, air period, application date and assignee; search by number or product', async () => {
    expect((await list(buyer, `/api/bookings?advertiserId=${advertiserY}`)).total).toBe(200);
    // Station B's bookings air in March; the contracted ones of station A reach into mid-February.
    expect((await list(buyer, '/api/bookings?airFrom=2031-03-01&airTo=2031-03-31')).total).toBe(200);
    expect((await list(buyer, '/api/bookings?airFrom=2031-02-10&airTo=2031-02-20')).total).toBe(120);
    // One a minute from 09:00 JST on 1 January: 600 minutes reach 18:59, all on that JST day.
    expect((await list(buyer, '/api/bookings?appliedFrom=2031-01-01&appliedTo=2031-01-01')).total).toBe(600);
    expect((await list(buyer, '/api/bookings?appliedFrom=2031-01-02')).total).toBe(0);
    expect((await list(station, '/api/receptions?assignee=none')).total).toBe(300);
    expect((await list(station, `/api/receptions?assignee=${stationUser}`)).total).toBe(300);

    const byProduct = await list(buyer, `/api/bookings?q=${encodeURIComponent('100%')}`);
    expect(byProduct.items.map((item) => item.productName)).toEqual(['さくらおにぎり 100%増量']);
    const number = byProduct.items[0]?.applicationNumber ?? '';
    expect((await list(buyer, `/api/bookings?q=${number.toLowerCase()}`)).items.map((item) => item.applicationNumber)).toEqual([
      number,
    ]);
  });

  it('sort by any whitelisted column and refuse others', async () => {
    const byAmount = await list(buyer, '/api/bookings?sort=amount&order=desc');
    expect(byAmount.items[0]?.totalAmount).toBe(250_000);
    const firstByStation = (await list(buyer, '/api/bookings?sort=station&order=asc')).items[0]?.station.name ?? '';
    const lastByStation = (await list(buyer, '/api/bookings?sort=station&order=asc&page=12')).items.at(-1)?.station.name ?? '';
    expect(firstByStation < lastByStation).toBe(true);
    const sorts = ['updated_at', 'application_number', 'buyer', 'advertiser', 'units', 'contracted_amount', 'air_from', 'status'];
    for (const sort of [...sorts, 'assignee']) {
      expect((await buyer.request('GET', `/api/bookings?sort=${sort}&order=asc`)).status).toBe(200);
    }
    expect((await buyer.request('GET', '/api/bookings?sort=password_hash')).status).toBe(400);
    expect((await buyer.request('GET', '/api/bookings?status=LOST')).status).toBe(400);
    expect((await buyer.request('GET', '/api/bookings?page=0')).status).toBe(400);
  });

  it('offer the stations and advertisers named, and a station its colleagues', async () => {
    const options = bookingFilterOptionsSchema.parse((await station.request('GET', '/api/receptions/filter-options')).body);
    expect(options.stations.map((option) => option.id).sort()).toEqual([stationA, stationB].sort());
    expect(options.advertisers.map((option) => option.id).sort()).toEqual([advertiserX, advertiserY].sort());
    expect(options.assignees.map((option) => option.id).sort()).toEqual([stationUser, colleague].sort());
    const buyers = bookingFilterOptionsSchema.parse((await buyer.request('GET', '/api/bookings/filter-options')).body);
    expect(buyers.assignees).toEqual([]);
  });
});

describe('the lists as .xlsx', () => {
  it('hold every filtered booking in the list’s order, the conditions in words and the totals as numbers', async () => {
    const path = `/api/bookings.xlsx?status=PARTLY_CONTRACTED&stationId=${stationB}&sort=amount&order=desc`;
    const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, buyer, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="bookings-\d{8}\.xlsx"; filename\*=UTF-8''/);
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/申込一覧_\d{8}\.xlsx$/);
    if (!sheet) throw new Error('no sheet');
    const rows = rowsOf(sheet);
    const byLabel = new Map(rows.map((row) => [row[0], row.slice(1)]));
    const stationName = (await list(buyer, `/api/bookings?stationId=${stationB}`)).items[0]?.station.name;
    expect(byLabel.get('条件')).toEqual([`状態 一部成立、放送局 ${stationName}`]);
    expect(byLabel.get('並び順')).toEqual(['申込金額の降順']);
    expect(byLabel.get('件数')).toEqual(['40件']);
    const headerIndex = rows.findIndex((row) => row[0] === '申込番号');
    expect(rows[headerIndex]).toEqual([
      '申込番号',
      '申込日',
      '状態',
      'エリア',
      '放送局',
      '広告主',
      '商品名',
      '放送開始日',
      '放送終了日',
      '申込枠数',
      '申込金額',
      '契約枠数',
      '契約金額',
    ]);
    const body = rows.slice(headerIndex + 1);
    expect(body).toHaveLength(41);
    expect(body[0]?.slice(2)).toEqual([
      '一部成立',
      expect.any(String),
      stationName,
      '広告主ワイ',
      expect.stringMatching(/^商品\d+$/),
      new Date('2031-02-15T00:00:00Z'),
      new Date('2031-03-01T00:00:00Z'),
      3,
      250_000,
      2,
      200_000,
    ]);
    expect(body.at(-1)).toEqual(['合計', null, null, null, null, null, null, null, null, 120, 10_000_000, 80, 8_000_000]);
    expect(sheet.getRow(headerIndex + 2).getCell(11).numFmt).toBe('#,##0"円"');
  });

  it('give a station its receptions with the buyer and assignee, and refuse what the list refuses', async () => {
    const { response, sheet } = await downloadSpreadsheet(
      testApp.baseUrl,
      station,
      `/api/receptions.xlsx?assignee=${stationUser}&q=${encodeURIComponent('商品1')}`,
    );
    expect(response.status).toBe(200);
    expect(decodeURIComponent(response.headers.get('content-disposition') ?? '')).toMatch(/購入受付一覧_\d{8}\.xlsx$/);
    if (!sheet) throw new Error('no sheet');
    const rows = rowsOf(sheet);
    expect(new Map(rows.map((row) => [row[0], row.slice(1)])).get('条件')).toEqual(['担当者 受付 一郎、検索「商品1」']);
    const header = rows.find((row) => row[0] === '申込番号') ?? [];
    expect(header).toContain('広告会社');
    expect(header.at(-1)).toBe('担当者');
    const assignees = rows.slice(rows.indexOf(header) + 1, -1).map((row) => row.at(-1));
    expect(assignees.length).toBeGreaterThan(0);
    expect(new Set(assignees)).toEqual(new Set(['受付 一郎']));

    expect((await buyer.request('GET', '/api/bookings.xlsx?sort=password_hash')).status).toBe(400);
    expect((await buyer.request('GET', '/api/receptions.xlsx')).status).toBe(403);
  });
});

describe('a reception’s assignee', () => {
  it('opening marks it read but assigns nobody; taking and handing it are recorded', async () => {
    const { id } = await createBooking(testApp.db, {
      buyerCompanyId: buyerCompany,
      sellerCompanyId: sellerCompany,
      stationId: stationA,
      advertiserId: advertiserX,
      productName: '担当テスト',
      stationAttention: true,
      items: [{ slotId: slotA, units: 1, unitPrice: 100_000, date: '2031-02-01' }],
    });
    const opened = bookingDetailSchema.parse((await station.request('GET', `/api/receptions/${id}`)).body);
    expect(opened.assignee).toBeNull();
    expect(opened.needsAttention).toBe(false);

    const taken = await station.request('PUT', `/api/receptions/${id}/assignee`, { body: {} });
    expect(taken.status).toBe(200);
    expect(bookingDetailSchema.parse(taken.body)).toMatchObject({
      assignee: { id: stationUser, name: '受付 一郎' },
      assignedToCaller: true,
    });
    const handed = bookingDetailSchema.parse(
      (await station.request('PUT', `/api/receptions/${id}/assignee`, { body: { userId: colleague } })).body,
    );
    expect(handed.assignee?.name).toBe('受付 二郎');
    expect(handed.assignedToCaller).toBe(false);
    expect(handed.history.filter((entry) => entry.kind === 'ASSIGNMENT')).toEqual([
      expect.objectContaining({ assignee: '受付 一郎', changedBy: '受付 一郎', from: 'IN_REVIEW', to: 'IN_REVIEW' }),
      expect.objectContaining({ assignee: '受付 二郎', changedBy: '受付 一郎' }),
    ]);

    // Nobody outside the station's company, and no buyer.
    const outsider = await createUser(testApp.db, { companyId: buyerCompany });
    const refused = await station.request('PUT', `/api/receptions/${id}/assignee`, { body: { userId: outsider.id } });
    expect(refused.status).toBe(API_ERRORS.assigneeNotColleague.status);
    expect(apiErrorBodySchema.parse(refused.body).errors[0]?.code).toBe(API_ERRORS.assigneeNotColleague.code);
    expect((await buyer.request('PUT', `/api/receptions/${id}/assignee`, { body: { userId: stationUser } })).status).toBe(403);
  });
});
