import { randomBytes } from 'node:crypto';
import {
  type BookingItemStatus,
  type BookingStatus,
  type BusinessType,
  type CartStatus,
  type DataPurchaseStatus,
  type FunctionLicenceCode,
  lastDayOfMonth,
  type PointKind,
  type PurchaseOfferStatus,
  ROLE_IDS,
  type RoleId,
  type SegmentStatus,
  type StreamingBookingStatus,
  type TradeService,
  weekdayOf,
} from '@tvcm/contracts';
import type { AppDatabase } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { appendPointEntry } from '../modules/points/point-ledger';

const unique = () => randomBytes(4).toString('hex');

export async function createCompany(
  db: AppDatabase,
  overrides: {
    code?: string;
    name?: string;
    businessType?: BusinessType;
    pointService?: boolean;
    licences?: FunctionLicenceCode[];
  } = {},
) {
  const { id } = await db
    .insertInto('companies')
    .values({
      code: overrides.code ?? `C${unique()}`,
      name: overrides.name ?? `テスト会社${unique()}`,
      business_type: overrides.businessType ?? 'ADVERTISING_COMPANY',
      is_point_service_available: overrides.pointService ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of overrides.licences ?? []) {
    await db.insertInto('company_function_licenses').values({ company_id: id, code }).execute();
  }
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const TEST_PASSWORD = 'correct-horse-battery';

export async function createUser(
  db: AppDatabase,
  overrides: {
    companyId?: number;
    account?: string;
    name?: string;
    roleId?: RoleId;
    password?: string;
    termsAccepted?: boolean;
    licences?: FunctionLicenceCode[];
  } = {},
) {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      account: overrides.account ?? `user-${unique()}@example.jp`,
      display_name: overrides.name ?? '試験 利用者',
      role_id: overrides.roleId ?? ROLE_IDS.generalUser,
      company_id: companyId,
      password_hash: await hashPassword(overrides.password ?? TEST_PASSWORD),
      is_terms_of_service: overrides.termsAccepted === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of overrides.licences ?? []) {
    await db.insertInto('user_function_licenses').values({ user_id: id, code }).execute();
  }
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function createCart(
  db: AppDatabase,
  values: { companyId: number; recipientCompanyId?: number; service?: TradeService; status?: CartStatus },
) {
  const now = new Date().toISOString();
  return db
    .insertInto('carts')
    .values({
      company_id: values.companyId,
      recipient_company_id: values.recipientCompanyId ?? null,
      service: values.service ?? 'TV',
      status: values.status ?? 'OPEN',
      area: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A booking as a row. With `stationId`, `advertiserId` and `items` it is a full TV application as
 * the lists show it (its number made from its id, its air period from the items' `dates`); without,
 * a bare row for the notification flags.
 */
export async function createBooking(
  db: AppDatabase,
  values: {
    buyerCompanyId: number;
    sellerCompanyId: number;
    service?: TradeService;
    status?: BookingStatus | StreamingBookingStatus;
    buyerAttention?: boolean;
    stationAttention?: boolean;
    stationId?: number;
    advertiserId?: number;
    productName?: string;
    appliedAt?: string;
    assigneeUserId?: number | null;
    items?: { slotId: number; units: number; unitPrice: number; status?: BookingItemStatus; date?: string }[];
  },
) {
  const now = values.appliedAt ?? new Date().toISOString();
  const dates = (values.items ?? []).flatMap((item) => (item.date ? [item.date] : [])).sort();
  const booking = await db
    .insertInto('bookings')
    .values({
      buyer_company_id: values.buyerCompanyId,
      seller_company_id: values.sellerCompanyId,
      service: values.service ?? 'TV',
      status: values.status ?? 'APPLIED',
      application_date: now,
      updated_at: now,
      buyer_attention: values.buyerAttention ? 1 : 0,
      station_attention: values.stationAttention ? 1 : 0,
      station_id: values.stationId ?? null,
      advertiser_id: values.advertiserId ?? null,
      product_name: values.productName ?? null,
      assignee_user_id: values.assigneeUserId ?? null,
      air_from: dates[0] ?? null,
      air_to: dates.at(-1) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.stationId !== undefined) {
    await db
      .updateTable('bookings')
      .set({ application_number: `T${String(booking.id).padStart(8, '0')}` })
      .where('id', '=', booking.id)
      .execute();
  }
  if (values.items && values.items.length > 0) {
    await db
      .insertInto('booking_items')
      .values(
        values.items.map((item) => ({
          booking_id: booking.id,
          slot_id: item.slotId,
          units: item.units,
          unit_price: item.unitPrice,
          status: item.status ?? 'APPLIED',
          decline_reason: item.status === 'DECLINED' ? ('OTHER' as const) : null,
        })),
      )
      .execute();
  }
  return booking;
}

export async function createPurchaseOffer(
  db: AppDatabase,
  values: { buyerCompanyId: number; sellerCompanyId: number; service?: TradeService; status?: PurchaseOfferStatus },
) {
  const now = new Date().toISOString();
  return db
    .insertInto('purchase_offers')
    .values({
      buyer_company_id: values.buyerCompanyId,
      seller_company_id: values.sellerCompanyId,
      service: values.service ?? 'TV',
      status: values.status ?? 'RECEIVED',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A ledger entry as the points service writes it (the balance moves with it). */
export async function grantPoints(
  db: AppDatabase,
  companyId: number,
  amount: number,
  reason = 'テスト付与',
  options: { kind?: PointKind; at?: string; userId?: number | null; expiresOn?: string | null } = {},
) {
  return db.transaction().execute((trx) =>
    appendPointEntry(trx, {
      companyId,
      kind: options.kind ?? (amount >= 0 ? 'GRANT' : 'USE'),
      amount,
      description: reason,
      userId: options.userId ?? null,
      expiresOn: options.expiresOn ?? null,
      at: options.at ?? new Date().toISOString(),
    }),
  );
}

/**
 * Default start seconds, one apart from the last and between the ones tests name (14:00 and 21:40 after 5:00), so that a test's slots never share their
 * station, day and second (the key an import matches by, unique in the database).
 */
let lastDefaultSecond = 50_399;
const nextDefaultSecond = () => {
  lastDefaultSecond = lastDefaultSecond >= 59_999 ? 50_400 : lastDefaultSecond + 1;
  return lastDefaultSecond;
};

/** A slot on sale over any test's today (sales period 2000–2099) unless the test says otherwise. */
export async function createSlot(
  db: AppDatabase,
  values: {
    stationId: number;
    areaCode: string;
    date?: string;
    startSecond?: number;
    price?: number;
    unitsOnSale?: number;
    unitsHeld?: number;
    unitsSold?: number;
    salesStart?: string;
    salesEnd?: string;
    ratingHousehold?: number | null;
    status?: 'ON_SALE' | 'WITHDRAWN';
    lengthSeconds?: 15 | 30;
  },
) {
  const date = values.date ?? '2031-01-06';
  return db
    .insertInto('slots')
    .values({
      station_id: values.stationId,
      area_code: values.areaCode,
      programme_id: null,
      broadcast_date: date,
      weekday: weekdayOf(date),
      start_second: values.startSecond ?? nextDefaultSecond(),
      length_seconds: values.lengthSeconds ?? 15,
      position: 'PT',
      kind: 1,
      price: values.price ?? 500_000,
      units_on_sale: values.unitsOnSale ?? 2,
      units_held: values.unitsHeld ?? 0,
      units_sold: values.unitsSold ?? 0,
      sales_start: values.salesStart ?? '2000-01-01',
      sales_end: values.salesEnd ?? '2099-12-31',
      status: values.status ?? 'ON_SALE',
      updated_at: new Date().toISOString(),
      rating_realtime_household: values.ratingHousehold === undefined ? 800 : values.ratingHousehold,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A station the company sells, in an area and network of their own unless the test names the demo's. */
export async function createStation(db: AppDatabase, values: { companyId: number; areaCode?: string; networkCode?: string }) {
  const areaCode = values.areaCode ?? 'testarea';
  const networkCode = values.networkCode ?? 'TST';
  await db
    .insertInto('areas')
    .values({ code: areaCode, name: 'テストエリア', sort_order: 99 })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  await db
    .insertInto('networks')
    .values({ code: networkCode, name: 'テスト系列', colour: '#777777', sort_order: 99 })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const name = `テスト放送${unique()}`;
  return db
    .insertInto('stations')
    .values({
      code: `S${unique()}`,
      area_code: areaCode,
      network_code: networkCode,
      company_id: values.companyId,
      name,
      short_name: name.slice(0, 16),
      remote_key: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let digitalProducts = 0;

/** A streaming product (one unit: 1,000 impressions at `price` as CPM) or a 1-day product (one day of a surface). */
export async function createDigitalProduct(
  db: AppDatabase,
  values: {
    kind?: 'STREAMING' | 'ONEDAY';
    stationId: number;
    areaCode: string;
    code?: string;
    title?: string;
    genre?: string | null;
    deliveryStart?: string;
    deliveryEnd?: string;
    adLengths?: string;
    price?: number;
    estimatedImpressions?: number | null;
    minimumUnits?: number;
    unitsOnSale?: number;
    unitsHeld?: number;
    unitsSold?: number;
    salesStart?: string;
    salesEnd?: string;
    status?: 'ON_SALE' | 'WITHDRAWN';
    targets?: readonly { target: string; surchargePercent: number }[];
  },
) {
  digitalProducts += 1;
  const kind = values.kind ?? 'STREAMING';
  const oneDay = kind === 'ONEDAY';
  const start = values.deliveryStart ?? '2031-01-10';
  const now = new Date().toISOString();
  const product = await db
    .insertInto('digital_products')
    .values({
      kind,
      station_id: values.stationId,
      area_code: values.areaCode,
      code: values.code ?? `P${String(digitalProducts).padStart(5, '0')}`,
      title: values.title ?? (oneDay ? 'トップページ マストヘッド' : `配信番組${digitalProducts}`),
      genre: values.genre === undefined ? (oneDay ? null : 'DRAMA') : values.genre,
      episode_from: null,
      episode_to: null,
      delivery_start: start,
      delivery_end: oneDay ? start : (values.deliveryEnd ?? '2031-01-23'),
      ad_lengths: values.adLengths ?? '15,30',
      unit_price: values.price ?? (oneDay ? 1_500_000 : 1_200),
      estimated_impressions:
        values.estimatedImpressions === undefined ? (oneDay ? 1_000_000 : null) : values.estimatedImpressions,
      minimum_units: values.minimumUnits ?? 1,
      units_on_sale: values.unitsOnSale ?? (oneDay ? 1 : 1_000),
      units_held: values.unitsHeld ?? 0,
      units_sold: values.unitsSold ?? 0,
      sales_start: values.salesStart ?? '2000-01-01',
      sales_end: values.salesEnd ?? '2099-12-31',
      status: values.status ?? 'ON_SALE',
      created_at: now,
      updated_at: now,
    })
    .returning(['id', 'area_code'])
    .executeTakeFirstOrThrow();
  if (values.targets?.length) {
    await db
      .insertInto('digital_product_targets')
      .values(
        values.targets.map((target) => ({
          product_id: product.id,
          target: target.target,
          surcharge_percent: target.surchargePercent,
        })),
      )
      .execute();
  }
  return product;
}

/** A plan's conditions as a request states them (one week of January 2031, households, the most GRP within ¥10,000,000). */
export function planConditionsOf(
  area: string,
  caps: { perDayBand: number | null; stationSharePercent: number | null; perProgramme: number | null } = {
    perDayBand: null,
    stationSharePercent: null,
    perProgramme: null,
  },
) {
  return {
    area,
    dateFrom: '2031-01-06',
    dateTo: '2031-01-12',
    target: 'household',
    ratingType: 'realtime',
    budget: 10_000_000,
    goal: 'maxGrp',
    goalValue: null,
    pattern: 'allDay',
    length: 15,
    position: null,
    kind: null,
    caps,
  } as const;
}

/** A saved plan of the company, without lines: a record for the plan routes to point at. */
export async function createPlan(db: AppDatabase, values: { companyId: number; areaCode?: string; name?: string }) {
  const areaCode = values.areaCode ?? 'testarea';
  await db
    .insertInto('areas')
    .values({ code: areaCode, name: 'テストエリア', sort_order: 99 })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .execute();
  const conditions = {
    ...planConditionsOf(areaCode),
    weekdays: [],
    timeFrom: null,
    timeTo: null,
    stations: [],
    includeDigital: false,
    tvSharePercent: null,
  };
  const figures = {
    amount: 0,
    spots: 0,
    digitalUnits: 0,
    grp: 0,
    targetGrp: 0,
    tvTargetGrp: 0,
    impressions: 0,
    perCost: null,
    cpm: null,
    reach1: 0,
    reach3: 0,
    frequency: 0,
    tvReach1: 0,
    digitalReach1: 0,
  };
  const now = new Date().toISOString();
  return db
    .insertInto('plans')
    .values({
      company_id: values.companyId,
      name: values.name ?? `テストプラン${unique()}`,
      advertiser_id: null,
      area_code: areaCode,
      date_from: conditions.dateFrom,
      date_to: conditions.dateTo,
      budget: conditions.budget,
      goal: 'maxGrp',
      conditions: JSON.stringify(conditions),
      figures: JSON.stringify(figures),
      optimality: null,
      created_by_user_id: null,
      updated_by_user_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A data company's segment as a row, with its areas (each area must exist: `createStation` makes
 * the test's). Published over 2026-11 to 2027-04 unless the test says otherwise; no values until
 * `createSegmentValues`.
 */
export async function createSegment(
  db: AppDatabase,
  values: {
    companyId: number;
    areas: readonly { area: string; universe?: number }[];
    name?: string;
    status?: SegmentStatus;
    coverageFrom?: string;
    coverageTo?: string;
    pricePoints?: number;
    previewCells?: number;
    minPanelCount?: number;
  },
) {
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('data_segments')
    .values({
      company_id: values.companyId,
      name: values.name ?? `テストセグメント${unique()}`,
      definition: 'テスト用のセグメント定義',
      method: 'PANEL',
      sample_size: 3_000,
      coverage_from: values.coverageFrom ?? '2026-11',
      coverage_to: values.coverageTo ?? '2027-04',
      price_points: values.pricePoints ?? 1_000,
      preview_cells: values.previewCells ?? 24,
      min_panel_count: values.minPanelCount ?? 30,
      status: values.status ?? 'PUBLISHED',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('data_segment_areas')
    .values(values.areas.map((area) => ({ segment_id: id, area_code: area.area, universe: area.universe ?? 1_000_000 })))
    .execute();
  return { id };
}

/** A version of a segment's values (the next one), made its current version. */
export async function createSegmentValues(
  db: AppDatabase,
  values: {
    segmentId: number;
    cells: readonly { stationId: number; date: string; hour: number; rating: number; panelCount?: number }[];
    minPanelCount?: number;
  },
) {
  const latest = await db
    .selectFrom('data_segment_versions')
    .where('segment_id', '=', values.segmentId)
    .select((eb) => eb.fn.max('version').as('latest'))
    .executeTakeFirst();
  const version = Number(latest?.latest ?? 0) + 1;
  const minPanelCount = values.minPanelCount ?? 30;
  await db
    .insertInto('data_segment_versions')
    .values({
      segment_id: values.segmentId,
      version,
      file_name: `values-${version}.csv`,
      cells: values.cells.length,
      suppressed_cells: values.cells.filter((cell) => (cell.panelCount ?? 100) < minPanelCount).length,
      uploaded_by_user_id: null,
      uploaded_at: new Date().toISOString(),
    })
    .execute();
  if (values.cells.length > 0) {
    await db
      .insertInto('data_segment_values')
      .values(
        values.cells.map((cell) => ({
          segment_id: values.segmentId,
          version,
          station_id: cell.stationId,
          broadcast_date: cell.date,
          hour: cell.hour,
          rating: cell.rating,
          panel_count: cell.panelCount ?? 100,
        })),
      )
      .execute();
  }
  await db.updateTable('data_segments').set({ current_version: version }).where('id', '=', values.segmentId).execute();
  return { version };
}

/**
 * A buyer's purchase of a segment as a row (no ledger entries: tests of the points flow go through
 * the API). Examining unless the test says otherwise; its licence period from its months.
 */
export async function createDataPurchase(
  db: AppDatabase,
  values: {
    segmentId: number;
    buyerCompanyId: number;
    areas: readonly string[];
    monthFrom?: string;
    monthTo?: string;
    points?: number;
    status?: DataPurchaseStatus;
    applicantUserId?: number | null;
  },
) {
  const monthFrom = values.monthFrom ?? '2026-11';
  const monthTo = values.monthTo ?? monthFrom;
  const status = values.status ?? 'EXAMINING';
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('data_purchases')
    .values({
      segment_id: values.segmentId,
      buyer_company_id: values.buyerCompanyId,
      applicant_user_id: values.applicantUserId ?? null,
      month_from: monthFrom,
      month_to: monthTo,
      starts_on: `${monthFrom}-01`,
      ends_on: lastDayOfMonth(monthTo),
      points: values.points ?? 1_000,
      purpose: 'テスト用の利用目的',
      status,
      return_reason: status === 'RETURNED' ? 'テスト差戻し' : null,
      applied_at: now,
      examined_at: status === 'EXAMINING' ? null : now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('data_purchase_areas')
    .values(values.areas.map((area) => ({ purchase_id: id, area_code: area })))
    .execute();
  return { id };
}
