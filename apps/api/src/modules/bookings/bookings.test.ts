import {
  API_ERRORS,
  type ApiErrorName,
  type ApplyCartRequestInput,
  apiErrorBodySchema,
  applyCartResponseSchema,
  bookingDetailSchema,
  bookingMessagesResponseSchema,
  bookingsResponseSchema,
  broadcastSeconds,
  businessDateOf,
  cartDetailSchema,
  cartSummarySchema,
  cartsResponseSchema,
  FUNCTION_LICENCES,
  notificationsResponseSchema,
} from '@tvcm/contracts';
import type ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_CONTENT_TYPE } from '../../lib/spreadsheet';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { seedDemoInventory } from '../../seed/inventory/seed-inventory';
import { seedDemoData } from '../../seed/seed-demo-data';
import { GENEROUS_LOGIN_LIMITS } from '../../test/demo-test-app';
import { downloadSpreadsheet, rowsOf } from '../../test/download-spreadsheet';
import { createCompany, createSlot, createUser } from '../../test/factories';
import { type SmtpTestServer, startSmtpTestServer } from '../../test/smtp-test-server';
import { loggedInClient, startTestApp, type TestApp } from '../../test/test-app';
import type { TestClient, TestResponse } from '../../test/test-client';

let testApp: TestApp;
let smtp: SmtpTestServer;
let agency: TestClient;
let station: TestClient;
let advertiserId: number;
let stations: Map<string, number>;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  testApp = await startTestApp({ loginLimits: GENEROUS_LOGIN_LIMITS, smtpUrl: smtp.url, logLevel: 'error' });
  await seedDemoData(testApp.db);
  // The areas and stations only: each test makes the slots it needs.
  await seedDemoInventory(testApp.db, { today: '2031-01-06', weeks: 0 });
  stations = new Map((await testApp.db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id]));
  advertiserId = await advertiserOf('0000A00001', '9001');
  agency = await loggedInClient(testApp, 'agency-admin@demo.tvcm.jp', DEMO_PASSWORD);
  station = await loggedInClient(testApp, 'station-admin@demo.tvcm.jp', DEMO_PASSWORD);
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

async function companyId(code: string) {
  return (await testApp.db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

async function advertiserOf(companyCode: string, code: string, industry: 'FOOD' | 'AUTOMOTIVE' = 'FOOD') {
  const now = new Date().toISOString();
  const { id } = await testApp.db
    .insertInto('advertisers')
    .values({ company_id: await companyId(companyCode), code, name: `広告主${code}`, industry, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The demo broadcaster's station (関東 NNN) and another company's (関東 JNN). */
const OWN = 'kanto-NNN';
const OTHER = 'kanto-JNN';
const stationId = (code: string) => stations.get(code) ?? 0;
const kantoSlot = (code: string, values: Omit<Parameters<typeof createSlot>[1], 'stationId' | 'areaCode'> = {}) =>
  createSlot(testApp.db, { stationId: stationId(code), areaCode: 'kanto', ...values });

async function cartWith(client: TestClient, lines: { slotId: number; quantity: number }[]) {
  const created = await client.request('POST', '/api/carts', { body: { name: '申込テスト' } });
  const cart = cartSummarySchema.parse(created.body);
  for (const line of lines) {
    expect((await client.request('POST', `/api/carts/${cart.id}/items`, { body: line })).status).toBe(201);
  }
  return cart.id;
}

function applicationFor(stationIds: number[], overrides: Partial<ApplyCartRequestInput> = {}): ApplyCartRequestInput {
  return {
    advertiserId,
    productName: 'さくらおにぎり 新発売',
    cmLengthSeconds: 15,
    materialNote: '素材は搬入済みです。',
    contactName: '山田 太郎',
    contactPhone: '03-1234-5678',
    agreedStationIds: stationIds,
    ...overrides,
  };
}

const apply = (client: TestClient, cartId: number, body: unknown) =>
  client.request('POST', `/api/carts/${cartId}/applications`, { body });

function expectError(response: TestResponse, name: ApiErrorName) {
  expect(response.status).toBe(API_ERRORS[name].status);
  expect(apiErrorBodySchema.parse(response.body).errors[0]?.code).toBe(API_ERRORS[name].code);
}

async function unitsOf(slotId: number) {
  return testApp.db.selectFrom('slots').select(['units_held', 'units_sold']).where('id', '=', slotId).executeTakeFirstOrThrow();
}

const flags = async (client: TestClient) =>
  notificationsResponseSchema.parse((await client.request('GET', '/api/notifications')).body);

describe('applying for a cart', () => {
  it('opens one booking per station, holds every unit and marks the cart applied', async () => {
    const own = await kantoSlot(OWN, { unitsOnSale: 3 });
    const other = await kantoSlot(OTHER, { unitsOnSale: 3, price: 300_000 });
    const cartId = await cartWith(agency, [
      { slotId: own.id, quantity: 2 },
      { slotId: other.id, quantity: 1 },
    ]);

    const response = await apply(agency, cartId, applicationFor([stationId(OWN), stationId(OTHER)]));
    expect(response.status).toBe(201);
    const { bookings } = applyCartResponseSchema.parse(response.body);
    expect(bookings.map((booking) => booking.station.id).sort()).toEqual([stationId(OWN), stationId(OTHER)].sort());
    expect(bookings.every((booking) => /^A\d{8}-\d{6}$/.test(booking.applicationNumber))).toBe(true);
    expect(await unitsOf(own.id)).toEqual({ units_held: 2, units_sold: 0 });
    expect(await unitsOf(other.id)).toEqual({ units_held: 1, units_sold: 0 });

    const cart = cartsResponseSchema.parse((await agency.request('GET', '/api/carts')).body).carts.find((c) => c.id === cartId);
    expect(cart?.status).toBe('APPLIED');
    // The same application again (a double click) answers with the same bookings and holds nothing more.
    const again = await apply(agency, cartId, applicationFor([stationId(OWN), stationId(OTHER)]));
    expect(again.status).toBe(201);
    expect(
      applyCartResponseSchema
        .parse(again.body)
        .bookings.map((booking) => booking.id)
        .sort(),
    ).toEqual(bookings.map((booking) => booking.id).sort());
    expect(await unitsOf(own.id)).toEqual({ units_held: 2, units_sold: 0 });

    const list = bookingsResponseSchema.parse((await agency.request('GET', '/api/bookings')).body).items;
    const mine = list.find((booking) => booking.id === bookings.find((b) => b.station.id === stationId(OWN))?.id);
    expect(mine).toMatchObject({ status: 'APPLIED', units: 2, totalAmount: 1_000_000, advertiser: { industry: 'FOOD' } });

    // The station hears of it: a mail to its administrator and the red dot on its receptions.
    const mail = await smtp.waitForMail('station-admin@demo.tvcm.jp');
    expect(mail.subject).toContain('購入申込');
    expect((await flags(station)).receivedOfferPurchase).toBe(true);
  });

  it('holds nothing when one line is no longer available, and names that line (CRT00055)', async () => {
    const available = await kantoSlot(OWN, { unitsOnSale: 2 });
    const scarce = await kantoSlot(OWN, { unitsOnSale: 1 });
    const cartId = await cartWith(agency, [
      { slotId: available.id, quantity: 1 },
      { slotId: scarce.id, quantity: 1 },
    ]);
    await testApp.db.updateTable('slots').set({ units_sold: 1 }).where('id', '=', scarce.id).execute();
    const scarceItem = await testApp.db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('slot_id', '=', scarce.id)
      .executeTakeFirstOrThrow();

    const response = await apply(agency, cartId, applicationFor([stationId(OWN)]));
    expectError(response, 'cartPartiallyAdded');
    expect(apiErrorBodySchema.parse(response.body).errors[0]?.params).toEqual({ items: String(scarceItem.id) });
    expect(await unitsOf(available.id)).toEqual({ units_held: 0, units_sold: 0 });
    expect(cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cartId}`)).body).status).toBe('OPEN');
  });

  it('refuses without agreement to every station’s terms, with another company’s advertiser, or invalid fields', async () => {
    const own = await kantoSlot(OWN);
    const other = await kantoSlot(OTHER);
    const cartId = await cartWith(agency, [
      { slotId: own.id, quantity: 1 },
      { slotId: other.id, quantity: 1 },
    ]);
    expectError(await apply(agency, cartId, applicationFor([stationId(OWN)])), 'salesTermsNotAgreed');
    const strangers = await advertiserOf('0000B00001', '9002');
    expectError(
      await apply(agency, cartId, applicationFor([stationId(OWN), stationId(OTHER)], { advertiserId: strangers })),
      'advertiserNotFound',
    );
    expectError(
      await apply(agency, cartId, applicationFor([stationId(OWN), stationId(OTHER)], { productName: '' })),
      'badRequest',
    );
    expectError(
      await apply(agency, cartId, { ...applicationFor([stationId(OWN), stationId(OTHER)]), cmLengthSeconds: 61 }),
      'badRequest',
    );
    expect(await unitsOf(own.id)).toEqual({ units_held: 0, units_sold: 0 });
  });

  it('answers two applications of one cart at once with one set of bookings', async () => {
    const slot = await kantoSlot(OTHER, { unitsOnSale: 3 });
    const cartId = await cartWith(agency, [{ slotId: slot.id, quantity: 1 }]);
    const answers = await Promise.all([1, 2].map(() => apply(agency, cartId, applicationFor([stationId(OTHER)]))));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const ids = answers.map((answer) => applyCartResponseSchema.parse(answer.body).bookings.map((booking) => booking.id));
    expect(ids[0]).toEqual(ids[1]);
    expect(await unitsOf(slot.id)).toEqual({ units_held: 1, units_sold: 0 });
    const made = await testApp.db.selectFrom('bookings').select('id').where('cart_id', '=', cartId).execute();
    expect(made).toHaveLength(1);
  });

  it('refuses a CM length other than a slot’s (CRT00013), naming those lines and holding nothing', async () => {
    const short = await kantoSlot(OWN);
    const long = await kantoSlot(OWN, { lengthSeconds: 30 });
    const cartId = await cartWith(agency, [
      { slotId: short.id, quantity: 1 },
      { slotId: long.id, quantity: 1 },
    ]);
    const longItem = await testApp.db
      .selectFrom('cart_items')
      .select('id')
      .where('cart_id', '=', cartId)
      .where('slot_id', '=', long.id)
      .executeTakeFirstOrThrow();
    const response = await apply(agency, cartId, applicationFor([stationId(OWN)]));
    expectError(response, 'cmLengthMismatch');
    expect(apiErrorBodySchema.parse(response.body).errors[0]?.params).toEqual({ items: String(longItem.id) });
    expect(await unitsOf(short.id)).toEqual({ units_held: 0, units_sold: 0 });
    expectError(await apply(agency, cartId, applicationFor([stationId(OWN)], { cmLengthSeconds: 30 })), 'cmLengthMismatch');
    expect(cartDetailSchema.parse((await agency.request('GET', `/api/carts/${cartId}`)).body).status).toBe('OPEN');
  });

  it('gives the last unit to exactly one of 50 concurrent applications', async () => {
    const last = await kantoSlot(OTHER, { unitsOnSale: 1 });
    const carts = await Promise.all(Array.from({ length: 50 }, () => cartWith(agency, [{ slotId: last.id, quantity: 1 }])));
    const answers = await Promise.all(carts.map((cartId) => apply(agency, cartId, applicationFor([stationId(OTHER)]))));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expectError(answer, 'cartPartiallyAdded');
    expect(await unitsOf(last.id)).toEqual({ units_held: 1, units_sold: 0 });
  });
});

describe('from reception to contract', () => {
  async function appliedBooking(slots: { slotId: number; quantity: number }[]) {
    const cartId = await cartWith(agency, slots);
    const { bookings } = applyCartResponseSchema.parse((await apply(agency, cartId, applicationFor([stationId(OWN)]))).body);
    const booking = bookings[0];
    if (!booking) throw new Error('no booking');
    return booking.id;
  }

  const allChecks = { screening: true, material: true, competitors: true, units: true, timeLimit: true };

  it('the station reviews, decides each item and sends the contract notice: sold, released, told', async () => {
    const accepted = await kantoSlot(OWN, { unitsOnSale: 2 });
    const declined = await kantoSlot(OWN, { unitsOnSale: 2, startSecond: 60_000 });
    const id = await appliedBooking([
      { slotId: accepted.id, quantity: 1 },
      { slotId: declined.id, quantity: 2 },
    ]);

    const opened = bookingDetailSchema.parse((await station.request('GET', `/api/receptions/${id}`)).body);
    expect(opened.status).toBe('IN_REVIEW');
    // Opening reads it; taking it (担当する) is a step of its own.
    expect(opened.assignee).toBeNull();
    expect(opened.needsAttention).toBe(false);
    const [first, second] = opened.items;
    if (!first || !second) throw new Error('two items expected');

    expectError(await station.request('POST', `/api/receptions/${id}/contract-notice`, { body: {} }), 'reviewIncomplete');
    const decided = await station.request('POST', `/api/receptions/${id}/decisions`, {
      body: {
        decisions: [
          { itemId: first.id, decision: 'ACCEPT' },
          { itemId: second.id, decision: 'DECLINE', reason: 'COMPETITOR', note: '同業他社と同一ブレイク' },
        ],
        checklist: allChecks,
      },
    });
    expect(decided.status).toBe(200);

    const noticed = await station.request('POST', `/api/receptions/${id}/contract-notice`, {
      body: { message: '1件のみ契約成立となります。' },
    });
    expect(noticed.status).toBe(200);
    expect(bookingDetailSchema.parse(noticed.body)).toMatchObject({
      status: 'PARTLY_CONTRACTED',
      units: 3,
      contractedUnits: 1,
      totalAmount: 1_500_000,
      contractedAmount: 500_000,
    });
    expect(await unitsOf(accepted.id)).toEqual({ units_held: 0, units_sold: 1 });
    expect(await unitsOf(declined.id)).toEqual({ units_held: 0, units_sold: 0 });
    // The same user's second notice (a double click) answers the booking as it is and changes nothing;
    // the decline notice after it is still refused.
    const again = await station.request('POST', `/api/receptions/${id}/contract-notice`, { body: {} });
    expect(again.status).toBe(200);
    expect(bookingDetailSchema.parse(again.body).status).toBe('PARTLY_CONTRACTED');
    expect(await unitsOf(accepted.id)).toEqual({ units_held: 0, units_sold: 1 });
    expectError(await station.request('POST', `/api/receptions/${id}/decline-notice`, { body: {} }), 'bookingClosed');

    // The buyer's red dot, the reason and the notice in the thread; opening puts the dot out.
    expect((await flags(agency)).proceededBooking).toBe(true);
    const seen = bookingDetailSchema.parse((await agency.request('GET', `/api/bookings/${id}`)).body);
    expect(seen.items.find((item) => item.slotId === declined.id)).toMatchObject({
      status: 'DECLINED',
      declineReason: 'COMPETITOR',
    });
    expect(seen.messages.map((message) => message.kind)).toEqual(['APPLICATION', 'CONTRACT_NOTICE']);
    expect(seen.history.map((entry) => entry.to)).toEqual(['APPLIED', 'IN_REVIEW', 'PARTLY_CONTRACTED']);
    expect((await flags(agency)).proceededBooking).toBe(false);
    const mail = await smtp.waitForMail('agency-admin@demo.tvcm.jp');
    expect(mail.subject).toContain('契約成立');

    // The thread: the buyer replies, the station reads it.
    expect((await agency.request('POST', `/api/bookings/${id}/messages`, { body: { body: '承知しました。' } })).status).toBe(201);
    const stationList = bookingsResponseSchema.parse((await station.request('GET', '/api/receptions')).body).items;
    expect(stationList.find((booking) => booking.id === id)?.unreadMessages).toBe(1);
    const thread = bookingMessagesResponseSchema.parse((await station.request('GET', `/api/receptions/${id}/messages`)).body);
    expect(thread.messages.at(-1)?.body).toBe('承知しました。');
  });

  it('gives the application and the order confirmation as .xlsx, with the contract beside them once notified', async () => {
    const accepted = await kantoSlot(OWN, {
      unitsOnSale: 2,
      price: 300_000,
      date: '2031-01-08',
      startSecond: broadcastSeconds(25, 30),
    });
    const declined = await kantoSlot(OWN, {
      unitsOnSale: 2,
      price: 200_000,
      date: '2031-01-08',
      startSecond: broadcastSeconds(6),
    });
    const id = await appliedBooking([
      { slotId: accepted.id, quantity: 1 },
      { slotId: declined.id, quantity: 2 },
    ]);
    const today = businessDateOf(Date.now());
    const labelled = (sheet: ExcelJS.Worksheet) => new Map(rowsOf(sheet).map((row) => [row[0], row.slice(1)]));

    // Before the review: the station's download starts nothing, and no contract columns show.
    const before = await downloadSpreadsheet(testApp.baseUrl, station, `/api/receptions/${id}/order-confirmation.xlsx`);
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get('content-type')).toBe(SPREADSHEET_CONTENT_TYPE);
    if (!before.sheet) throw new Error('no sheet');
    const header = rowsOf(before.sheet).find((row) => row[0] === '放送日');
    expect(header).toEqual(['放送日', '放送時間', '秒数', 'SB/PT', '番組', '申込枠数', '単価', '申込金額', '状態']);
    expect(labelled(before.sheet).get('状態')).toEqual(['申込済']);
    const stillNew = bookingsResponseSchema.parse((await station.request('GET', '/api/receptions')).body).items;
    expect(stillNew.find((booking) => booking.id === id)?.status).toBe('APPLIED');

    const opened = bookingDetailSchema.parse((await station.request('GET', `/api/receptions/${id}`)).body);
    const decisions = opened.items.map((item) =>
      item.slotId === accepted.id
        ? { itemId: item.id, decision: 'ACCEPT' }
        : { itemId: item.id, decision: 'DECLINE', reason: 'SOLD', note: '' },
    );
    expect(
      (await station.request('POST', `/api/receptions/${id}/decisions`, { body: { decisions, checklist: allChecks } })).status,
    ).toBe(200);
    expect((await station.request('POST', `/api/receptions/${id}/contract-notice`, { body: {} })).status).toBe(200);

    for (const [client, path, title, ascii] of [
      [station, `/api/receptions/${id}/order-confirmation.xlsx`, '注文確認書', 'reception'],
      [agency, `/api/bookings/${id}/application.xlsx`, '申込書', 'booking'],
    ] as const) {
      const { response, sheet } = await downloadSpreadsheet(testApp.baseUrl, client, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${ascii}-${id}-${today.replaceAll('-', '')}.xlsx"; filename*=UTF-8''${encodeURIComponent(
          `${title}_${opened.applicationNumber}_広告主9001_${today.replaceAll('-', '')}.xlsx`,
        )}`,
      );
      if (!sheet) throw new Error('no sheet');
      const rows = rowsOf(sheet);
      const byLabel = labelled(sheet);
      expect(rows[0]).toEqual([`${title}　${opened.applicationNumber}`]);
      expect(byLabel.get('状態')).toEqual(['一部成立']);
      expect(byLabel.get('契約成立日')).toEqual([new Date(`${today}T00:00:00Z`)]);
      expect(byLabel.get('広告会社')).toEqual([opened.buyer.name]);
      expect(byLabel.get('広告主')).toEqual(['広告主9001']);
      expect(byLabel.get('放送局')).toEqual([opened.station.name]);
      const headerIndex = rows.findIndex((row) => row[0] === '放送日');
      expect(rows[headerIndex]?.slice(-2)).toEqual(['契約枠数', '契約金額']);
      const day = new Date('2031-01-08T00:00:00Z');
      expect(rows.slice(headerIndex + 1)).toEqual([
        [day, '6:00', 15, 'PT', null, 2, 200_000, 400_000, 'お断り', 0, 0],
        [day, '25:30', 15, 'PT', null, 1, 300_000, 300_000, '契約成立', 1, 300_000],
        ['合計', null, null, null, null, 3, null, 700_000, null, 1, 300_000],
      ]);
      expect(sheet.getRow(headerIndex + 2).getCell(8).numFmt).toBe('#,##0"円"');
    }
  });

  it('sends two contract notices at once: one changes the booking, the other answers it as it is', async () => {
    const slot = await kantoSlot(OWN, { unitsOnSale: 2 });
    const id = await appliedBooking([{ slotId: slot.id, quantity: 1 }]);
    const detail = bookingDetailSchema.parse((await station.request('GET', `/api/receptions/${id}`)).body);
    await station.request('POST', `/api/receptions/${id}/decisions`, {
      body: { decisions: [{ itemId: detail.items[0]?.id, decision: 'ACCEPT' }], checklist: allChecks },
    });
    const answers = await Promise.all(
      [1, 2].map(() => station.request('POST', `/api/receptions/${id}/contract-notice`, { body: {} })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await unitsOf(slot.id)).toEqual({ units_held: 0, units_sold: 1 });
    const notices = await testApp.db
      .selectFrom('booking_messages')
      .select('id')
      .where('booking_id', '=', id)
      .where('kind', '=', 'CONTRACT_NOTICE')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('the decline notice and the buyer’s cancellation release every held unit', async () => {
    const slot = await kantoSlot(OWN, { unitsOnSale: 3 });
    const declinedAll = await appliedBooking([{ slotId: slot.id, quantity: 1 }]);
    const cancelled = await appliedBooking([{ slotId: slot.id, quantity: 2 }]);
    expect(await unitsOf(slot.id)).toEqual({ units_held: 3, units_sold: 0 });

    const declined = await station.request('POST', `/api/receptions/${declinedAll}/decline-notice`, {
      body: { message: '完売のため' },
    });
    expect(bookingDetailSchema.parse(declined.body).status).toBe('DECLINED');
    const cancel = await agency.request('POST', `/api/bookings/${cancelled}/cancellation`, { body: {} });
    expect(bookingDetailSchema.parse(cancel.body).status).toBe('CANCELLED');
    expect(await unitsOf(slot.id)).toEqual({ units_held: 0, units_sold: 0 });
    expectError(await agency.request('POST', `/api/bookings/${declinedAll}/cancellation`, { body: {} }), 'bookingClosed');
  });
});

describe('who sees what', () => {
  it('no company reads or changes another’s bookings or receptions', async () => {
    const slot = await kantoSlot(OTHER);
    const cartId = await cartWith(agency, [{ slotId: slot.id, quantity: 1 }]);
    const { bookings } = applyCartResponseSchema.parse((await apply(agency, cartId, applicationFor([stationId(OTHER)]))).body);
    const id = bookings[0]?.id ?? 0;

    // The demo broadcaster does not own 関東 JNN: its reception reads as missing to it.
    expectError(await station.request('GET', `/api/receptions/${id}`), 'bookingNotFound');
    expectError(await station.request('POST', `/api/receptions/${id}/decline-notice`, { body: {} }), 'bookingNotFound');
    expect(
      bookingsResponseSchema.parse((await station.request('GET', '/api/receptions')).body).items.map((b) => b.id),
    ).not.toContain(id);

    const rival = await createCompany(testApp.db, { licences: [FUNCTION_LICENCES.cart, FUNCTION_LICENCES.booking] });
    const rivalUser = await createUser(testApp.db, { companyId: rival.id });
    const rivalClient = await loggedInClient(testApp, rivalUser.account);
    expectError(await rivalClient.request('GET', `/api/bookings/${id}`), 'bookingNotFound');
    expectError(await rivalClient.request('GET', `/api/bookings/${id}/application.xlsx`), 'bookingNotFound');
    expectError(await station.request('GET', `/api/receptions/${id}/order-confirmation.xlsx`), 'bookingNotFound');
    expectError(await rivalClient.request('POST', `/api/bookings/${id}/cancellation`, { body: {} }), 'bookingNotFound');
    expectError(await rivalClient.request('POST', `/api/bookings/${id}/messages`, { body: { body: 'x' } }), 'bookingNotFound');
    expectError(await apply(rivalClient, cartId, applicationFor([stationId(OTHER)])), 'cartNotFound');
    // A buyer is not a station: the reception routes need the reception licence.
    expect((await agency.request('GET', '/api/receptions')).status).toBe(403);
  });
});
