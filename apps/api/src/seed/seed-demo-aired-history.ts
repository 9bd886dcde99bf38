import { createHash } from 'node:crypto';
import { AIRED_RATING_COLUMNS, addDays, broadcastSeconds, type DeclineReason, mondayOf, weekdayOf } from '@tvcm/contracts';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createBookingsRepository } from '../modules/bookings/bookings.repository';
import { createInventoryService, slotProduct } from '../modules/inventory';
import { DEMO_AREAS, DEMO_BROADCASTER_CODE, DEMO_STATIONS, type DemoStation } from './inventory/demo-stations';
import { generateDay, randomSource } from './inventory/generate-day';
import { seedDemoInventory } from './inventory/seed-inventory';

/** The history's file name: the demo's label, so nobody takes these figures for a survey's. */
export const DEMO_AIRED_FILE_NAME = 'デモ用実績視聴率（架空データ）.csv';
export const DEMO_AIRED_WEEKS = 8;

const AGENCY = '0000A00001';
const ADVERTISER = '0000B00001';
const AREA = 'kanto';
const BREAKS_PER_INSERT = 500;
/** What the demo measured: every realtime target, the household's four-week mean and, as 関東 has it, P+C7. */
const MEASURED = AIRED_RATING_COLUMNS;

type Random = () => number;
const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const noonOf = (date: string) => `${date}T03:00:00.000Z`;

interface PastSlot {
  id: number;
  broadcast_date: string;
  start_second: number;
  position: 'SB' | 'PT';
  length_seconds: number;
  price: number;
  kind: number;
  title: string | null;
  ratings: Record<string, number | null>;
}

/** A booking of the demo's past: who bought, which slots of which weeks, and how the station answered. */
interface PastBooking {
  buyer: 'agency' | 'advertiser';
  /** The buyer's advertiser by its code (demo-advertisers.ts): the agency buys for both of its clients. */
  advertiser: string;
  week: number;
  /** Day-parts the slots are taken from, as broadcast hours [from, to). */
  hours: readonly [number, number][];
  product: string;
  outcome: 'contracted' | 'partlyDeclined' | 'declined' | 'cancelled';
  reason?: DeclineReason;
}

const MORNING: [number, number] = [6, 10];
const DAYTIME: [number, number] = [10, 16];
const EVENING: [number, number] = [16, 19];
const GOLDEN: [number, number] = [19, 23];
const LATE: [number, number] = [23, 29];

const PAST_BOOKINGS: readonly PastBooking[] = [
  {
    buyer: 'agency',
    advertiser: '0001',
    week: 0,
    hours: [GOLDEN, EVENING],
    product: 'さくらおにぎり 秋の新米',
    outcome: 'contracted',
  },
  {
    buyer: 'advertiser',
    advertiser: '0001',
    week: 0,
    hours: [MORNING, DAYTIME],
    product: 'さくら麦茶 秋冬',
    outcome: 'contracted',
  },
  { buyer: 'agency', advertiser: '0002', week: 1, hours: [GOLDEN, LATE], product: 'ひまわりEV ブランド', outcome: 'contracted' },
  {
    buyer: 'agency',
    advertiser: '0002',
    week: 1,
    hours: [DAYTIME],
    product: 'ひまわりEV 試乗キャンペーン',
    outcome: 'partlyDeclined',
    reason: 'COMPETITOR',
  },
  {
    buyer: 'agency',
    advertiser: '0001',
    week: 2,
    hours: [MORNING, EVENING],
    product: 'さくらおにぎり 秋の新米',
    outcome: 'contracted',
  },
  {
    buyer: 'advertiser',
    advertiser: '0001',
    week: 2,
    hours: [GOLDEN],
    product: 'さくら麦茶 秋冬',
    outcome: 'declined',
    reason: 'SOLD',
  },
  { buyer: 'agency', advertiser: '0002', week: 3, hours: [GOLDEN], product: 'ひまわりEV ブランド', outcome: 'contracted' },
  { buyer: 'agency', advertiser: '0001', week: 3, hours: [LATE], product: 'さくら麦茶 年末', outcome: 'cancelled' },
  { buyer: 'agency', advertiser: '0001', week: 4, hours: [DAYTIME, EVENING], product: 'さくら麦茶 年末', outcome: 'contracted' },
  {
    buyer: 'advertiser',
    advertiser: '0001',
    week: 4,
    hours: [EVENING, GOLDEN],
    product: 'さくらおにぎり 年末',
    outcome: 'contracted',
  },
  {
    buyer: 'agency',
    advertiser: '0002',
    week: 5,
    hours: [GOLDEN, LATE],
    product: 'ひまわりEV 試乗キャンペーン',
    outcome: 'contracted',
  },
  {
    buyer: 'agency',
    advertiser: '0001',
    week: 5,
    hours: [MORNING],
    product: 'さくらおにぎり 年末',
    outcome: 'partlyDeclined',
    reason: 'SCREENING',
  },
  {
    buyer: 'agency',
    advertiser: '0002',
    week: 6,
    hours: [GOLDEN, EVENING],
    product: 'ひまわりEV ブランド',
    outcome: 'contracted',
  },
  { buyer: 'advertiser', advertiser: '0001', week: 6, hours: [DAYTIME], product: 'さくら麦茶 年末', outcome: 'cancelled' },
  {
    buyer: 'agency',
    advertiser: '0001',
    week: 7,
    hours: [MORNING, GOLDEN],
    product: 'さくらおにぎり 年末',
    outcome: 'contracted',
  },
  {
    buyer: 'advertiser',
    advertiser: '0001',
    week: 7,
    hours: [GOLDEN, LATE],
    product: 'さくらおにぎり 年末',
    outcome: 'contracted',
  },
];
/** How many bookings the history writes (each finds its slots: the weeks have far more than it takes). */
export const DEMO_AIRED_BOOKINGS = PAST_BOOKINGS.length;
const SLOTS_PER_BOOKING = 6;

/**
 * How the actual rating came out against the estimate: 0.7–1.25 around it, with golden and prime
 * time coming in about 8 % under (so the station's analysis shows a bias to correct there), and a
 * few slots the demo agency bought well under 80 % (its 差し替え候補).
 */
function actualFactor(random: Random, startSecond: number, underDelivered: boolean): number {
  if (underDelivered) return between(random, 0.55, 0.72);
  const golden = startSecond >= broadcastSeconds(GOLDEN[0]) && startSecond < broadcastSeconds(GOLDEN[1]);
  return golden ? between(random, 0.7, 1.12) : between(random, 0.8, 1.25);
}

function actualRatings(
  estimates: Record<string, number | null>,
  seedText: string,
  startSecond: number,
  underDelivered: boolean,
): Record<string, number | null> {
  const random = randomSource(seedText);
  const factor = actualFactor(random, startSecond, underDelivered);
  return Object.fromEntries(
    MEASURED.map((column) => {
      const estimate = estimates[`rating_${column.key}`];
      // Each target varies a little around the break's own factor.
      const value =
        estimate === null || estimate === undefined ? null : Math.round(estimate * factor * between(random, 0.95, 1.05));
      return [`rating_${column.key}`, value === null ? null : Math.min(10_000, value)];
    }),
  );
}

/**
 * The demo station's last eight weeks as a station sees them after broadcast (issue 26's demo): its
 * slots of those weeks, from the same generator as the inventory; contracted TV bookings on them by
 * the demo agency and advertiser (with a few declined and cancelled), written through the bookings
 * repository and inventory service as the buying loop writes them, on plausible past days; and the
 * actual ratings of every break aired in 関東, the demo station's matched to its slots and the
 * other stations' at their programme breaks, as one labelled upload per station. Written once,
 * when the demo station's labelled upload is not there yet.
 */
export async function seedDemoAiredHistory(db: AppDatabase, options: { today: string }): Promise<void> {
  const from = addDays(mondayOf(options.today), -DEMO_AIRED_WEEKS * 7);
  const to = addDays(mondayOf(options.today), -1);
  const area = DEMO_AREAS.find((candidate) => candidate.code === AREA);
  const stations = DEMO_STATIONS.filter((station) => station.areaCode === AREA);
  const own = stations.find((station) => station.companyCode === DEMO_BROADCASTER_CODE);
  const broadcaster = await db.selectFrom('companies').select('id').where('code', '=', DEMO_BROADCASTER_CODE).executeTakeFirst();
  if (!area || !own || !broadcaster) return;
  const seeded = await db
    .selectFrom('aired_rating_imports')
    .select('id')
    .where('company_id', '=', broadcaster.id)
    .where('file_name', '=', DEMO_AIRED_FILE_NAME)
    .executeTakeFirst();
  if (seeded) return;

  await seedDemoInventory(db, { today: options.today, from, weeks: DEMO_AIRED_WEEKS, stations: [own] });

  const { db: trx, unitOfWork } = createUnitOfWork(db);
  const bookings = createBookingsRepository(trx);
  await unitOfWork.run(async () => {
    const stationRows = await trx
      .selectFrom('stations')
      .select(['id', 'code', 'name', 'company_id'])
      .where(
        'code',
        'in',
        stations.map((station) => station.code),
      )
      .execute();
    const stationRow = new Map(stationRows.map((row) => [row.code, row]));
    const ownRow = stationRow.get(own.code);
    if (!ownRow) return;
    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where('account', 'in', ['agency-admin@demo.tvcm.jp', 'advertiser@demo.tvcm.jp', 'station-admin@demo.tvcm.jp'])
      .execute();
    const userId = (account: string) => users.find((user) => user.account === account)?.id ?? null;
    const companies = await trx
      .selectFrom('companies')
      .select(['id', 'code'])
      .where('code', 'in', [AGENCY, ADVERTISER])
      .execute();
    const companyId = (code: string) => companies.find((company) => company.code === code)?.id ?? null;
    const stationUser = userId('station-admin@demo.tvcm.jp');

    const pastSlots = await slotsOf(trx, ownRow.id, from, to);
    const agencyContracted = await seedPastBookings({
      trx,
      bookings,
      slots: pastSlots,
      station: { id: ownRow.id, companyId: ownRow.company_id },
      stationUser,
      buyers: {
        agency: { companyId: companyId(AGENCY), userId: userId('agency-admin@demo.tvcm.jp') },
        advertiser: { companyId: companyId(ADVERTISER), userId: userId('advertiser@demo.tvcm.jp') },
      },
      from,
    });
    // One in five of the agency's contracted slots came in well under its estimate.
    const underDelivered = new Set([...agencyContracted].sort((a, b) => a - b).filter((_, index) => index % 5 === 0));

    const nowIso = noonOf(options.today);
    for (const station of stations) {
      const row = stationRow.get(station.code);
      if (!row) continue;
      const breaks =
        station === own
          ? pastSlots.map(
              (slot): AiredBreakValues => ({
                slotId: slot.id,
                date: slot.broadcast_date,
                startSecond: slot.start_second,
                position: slot.position,
                lengthSeconds: slot.length_seconds,
                title: slot.title,
                ratings: actualRatings(
                  slot.ratings,
                  `${station.code}:${slot.broadcast_date}:${slot.start_second}:${slot.position}`,
                  slot.start_second,
                  underDelivered.has(slot.id),
                ),
              }),
            )
          : generatedBreaks(station, from, to, options.today);
      await insertUpload(trx, {
        companyId: row.company_id,
        userId: station === own ? stationUser : null,
        station: { id: row.id, name: row.name, areaCode: station.areaCode },
        from,
        to,
        nowIso,
        breaks,
      });
    }
  });
}

/** The station's slots aired in the period, with their programme's title and their estimates. */
async function slotsOf(trx: AppDatabase, stationId: number, from: string, to: string): Promise<PastSlot[]> {
  const rows = await trx
    .selectFrom('slots')
    .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
    .selectAll('slots')
    .select('programmes.title')
    .where('slots.station_id', '=', stationId)
    .where('slots.broadcast_date', '>=', from)
    .where('slots.broadcast_date', '<=', to)
    .orderBy('slots.broadcast_date')
    .orderBy('slots.start_second')
    .orderBy('slots.position')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    broadcast_date: row.broadcast_date,
    start_second: row.start_second,
    position: row.position,
    length_seconds: row.length_seconds,
    price: row.price,
    kind: row.kind,
    title: row.title ?? null,
    ratings: Object.fromEntries(
      AIRED_RATING_COLUMNS.map((column) => [
        `rating_${column.key}`,
        (row as Record<string, unknown>)[`rating_${column.key}`] as number | null,
      ]),
    ),
  }));
}

/** Another 関東 station's breaks as its generated days have them: at the same times, matched to no slot sold here. */
function generatedBreaks(station: DemoStation, from: string, to: string, today: string): AiredBreakValues[] {
  const area = DEMO_AREAS.find((candidate) => candidate.code === station.areaCode);
  if (!area) return [];
  const breaks: AiredBreakValues[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = generateDay(area, station, date, today);
    for (const slot of day.slots) {
      const programme = slot.programmeIndex === null ? undefined : day.programmes[slot.programmeIndex];
      breaks.push({
        slotId: null,
        date,
        startSecond: slot.startSecond,
        position: slot.position,
        lengthSeconds: slot.lengthSeconds,
        title: programme?.title ?? null,
        ratings: actualRatings(
          slot.ratings,
          `${station.code}:${date}:${slot.startSecond}:${slot.position}`,
          slot.startSecond,
          false,
        ),
      });
    }
  }
  return breaks;
}

/** A break of the demo's upload: where it aired, the slot it matched and its actual ratings by column. */
interface AiredBreakValues {
  slotId: number | null;
  date: string;
  startSecond: number;
  position: 'SB' | 'PT';
  lengthSeconds: number;
  title: string | null;
  ratings: Record<string, number | null>;
}

async function insertUpload(
  trx: AppDatabase,
  upload: {
    companyId: number;
    userId: number | null;
    station: { id: number; name: string; areaCode: string };
    from: string;
    to: string;
    nowIso: string;
    breaks: readonly AiredBreakValues[];
  },
): Promise<void> {
  const { station, breaks } = upload;
  const { id } = await trx
    .insertInto('aired_rating_imports')
    .values({
      company_id: upload.companyId,
      file_name: DEMO_AIRED_FILE_NAME,
      sha256: createHash('sha256').update(`${DEMO_AIRED_FILE_NAME}:${station.name}:${upload.from}:${upload.to}`).digest('hex'),
      encoding: 'UTF-8',
      row_count: breaks.length,
      matched_count: breaks.filter((row) => row.slotId !== null).length,
      date_from: upload.from,
      date_to: upload.to,
      station_names: JSON.stringify([station.name]),
      created_by_user_id: upload.userId,
      created_at: upload.nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .deleteFrom('aired_breaks')
    .where('station_id', '=', station.id)
    .where('broadcast_date', '>=', upload.from)
    .where('broadcast_date', '<=', upload.to)
    .execute();
  for (let start = 0; start < breaks.length; start += BREAKS_PER_INSERT) {
    await trx
      .insertInto('aired_breaks')
      .values(
        breaks.slice(start, start + BREAKS_PER_INSERT).map((row) => ({
          ...row.ratings,
          import_id: id,
          station_id: station.id,
          area_code: station.areaCode,
          broadcast_date: row.date,
          weekday: weekdayOf(row.date),
          start_second: row.startSecond,
          position: row.position,
          length_seconds: row.lengthSeconds,
          programme_title: row.title,
          slot_id: row.slotId,
        })),
      )
      .execute();
  }
}

interface Buyer {
  companyId: number | null;
  userId: number | null;
}

/**
 * The past bookings, each applied for two weeks before its week aired and answered two days later,
 * when its slots were still on sale. Answers the ids of the slots the demo agency has contracted.
 */
async function seedPastBookings(context: {
  trx: AppDatabase;
  bookings: ReturnType<typeof createBookingsRepository>;
  slots: readonly PastSlot[];
  station: { id: number; companyId: number };
  stationUser: number | null;
  buyers: Record<PastBooking['buyer'], Buyer>;
  from: string;
}): Promise<Set<number>> {
  const { trx, bookings, station, stationUser } = context;
  const agencyContracted = new Set<number>();
  if (stationUser === null) return agencyContracted;
  const advertisersOf = new Map<number, { id: number; code: string }[]>();
  const taken = new Set<number>();
  // Weeks old: both sides have read every message, so no badge lights for them.
  const markRead = async (bookingId: number) => {
    await bookings.markOpened('station', bookingId);
    await bookings.markOpened('buyer', bookingId);
  };

  for (const [index, plan] of PAST_BOOKINGS.entries()) {
    const buyer = context.buyers[plan.buyer];
    if (buyer.companyId === null || buyer.userId === null) continue;
    let advertisers = advertisersOf.get(buyer.companyId);
    if (!advertisers) {
      advertisers = await trx
        .selectFrom('advertisers')
        .select(['id', 'code'])
        .where('company_id', '=', buyer.companyId)
        .where('archived_at', 'is', null)
        .execute();
      advertisersOf.set(buyer.companyId, advertisers);
    }
    const advertiser = advertisers.find((candidate) => candidate.code === plan.advertiser);
    const weekStart = addDays(context.from, plan.week * 7);
    const applied = addDays(weekStart, -14);
    const decided = addDays(applied, 2);
    const random = randomSource(`aired-history:${index}`);
    const candidates = context.slots.filter(
      (slot) =>
        slot.broadcast_date >= weekStart &&
        slot.broadcast_date < addDays(weekStart, 7) &&
        slot.kind === 1 &&
        !taken.has(slot.id) &&
        plan.hours.some(
          ([fromHour, toHour]) => slot.start_second >= broadcastSeconds(fromHour) && slot.start_second < broadcastSeconds(toHour),
        ),
    );
    if (candidates.length === 0) continue;
    // Units still free when applied for: the generator sold the rest without bookings.
    const free = new Set(
      (
        await trx
          .selectFrom('slots')
          .select('id')
          .where(
            'id',
            'in',
            candidates.map((slot) => slot.id),
          )
          .where(sql<boolean>`units_on_sale - units_held - units_sold >= 1`)
          .execute()
      ).map((row) => row.id),
    );
    const pool = candidates.filter((slot) => free.has(slot.id));
    const picked: PastSlot[] = [];
    while (picked.length < SLOTS_PER_BOOKING && pool.length > 0) {
      const [slot] = pool.splice(Math.floor(random() * pool.length), 1);
      if (slot) picked.push(slot);
    }
    picked.sort((a, b) => a.broadcast_date.localeCompare(b.broadcast_date) || a.start_second - b.start_second);
    const first = picked[0];
    if (!advertiser || !first) continue;
    for (const slot of picked) taken.add(slot.id);

    const appliedIso = noonOf(applied);
    const decidedIso = noonOf(decided);
    const heldOn = createInventoryService(trx, () => Date.parse(appliedIso));
    const decidedOn = createInventoryService(trx, () => Date.parse(decidedIso));
    for (const slot of picked) await heldOn.hold(slotProduct(slot.id), 1);
    const { id } = await bookings.insertBooking({
      buyerCompanyId: buyer.companyId,
      sellerCompanyId: station.companyId,
      stationId: station.id,
      cartId: null,
      userId: buyer.userId,
      advertiserId: advertiser.id,
      productName: plan.product,
      cmLengthSeconds: 15,
      materialNote: '素材は放送日の5営業日前までに搬入します。',
      contactName: '担当者',
      contactPhone: '03-0000-0000',
      nowIso: appliedIso,
    });
    await bookings.insertItems(
      picked.map((slot) => ({ bookingId: id, product: slotProduct(slot.id), target: null, units: 1, unitPrice: slot.price })),
    );
    await bookings.setAirPeriod(id, { from: first.broadcast_date, to: picked.at(-1)?.broadcast_date ?? first.broadcast_date });
    const buyerActor = { userId: buyer.userId, companyId: buyer.companyId };
    const stationActor = { userId: stationUser, companyId: station.companyId };
    await bookings.recordStatus(id, null, 'APPLIED', buyerActor, appliedIso);
    await bookings.insertMessage({
      bookingId: id,
      side: 'BUYER',
      kind: 'APPLICATION',
      body: '',
      userId: buyer.userId,
      nowIso: appliedIso,
    });
    await bookings.markOpened('station', id);

    if (plan.outcome === 'cancelled') {
      for (const slot of picked) await decidedOn.release(slotProduct(slot.id), 1);
      await bookings.setItemsStatus(id, ['APPLIED'], { status: 'CANCELLED' }, decidedIso);
      await bookings.transition(id, ['APPLIED'], 'CANCELLED', { nowIso: decidedIso, closed: true });
      await bookings.recordStatus(id, 'APPLIED', 'CANCELLED', buyerActor, decidedIso);
      await bookings.insertMessage({
        bookingId: id,
        side: 'BUYER',
        kind: 'CANCELLATION',
        body: '出稿計画の見直しにより取り消します。',
        userId: buyer.userId,
        nowIso: decidedIso,
      });
      await markRead(id);
      continue;
    }
    await bookings.transition(id, ['APPLIED'], 'IN_REVIEW', { nowIso: decidedIso });
    await bookings.recordStatus(id, 'APPLIED', 'IN_REVIEW', stationActor, decidedIso);
    await bookings.setChecklist(id, { screening: true, material: true, competitors: true, units: true, timeLimit: true });
    const items = await trx
      .selectFrom('booking_items')
      .select(['id', 'slot_id'])
      .where('booking_id', '=', id)
      .orderBy('id')
      .execute();
    // A partly declined booking loses its last two items; a declined one all of them.
    const declined = new Set(
      items
        .filter((_, itemIndex) =>
          plan.outcome === 'declined' ? true : plan.outcome === 'partlyDeclined' ? itemIndex >= items.length - 2 : false,
        )
        .map((item) => item.id),
    );
    for (const item of items) {
      await bookings.decideItem(
        id,
        item.id,
        declined.has(item.id)
          ? { status: 'DECLINED', reason: plan.reason ?? 'OTHER', note: null }
          : { status: 'ACCEPTED', reason: null, note: null },
        stationUser,
        decidedIso,
      );
      if (item.slot_id === null) continue;
      if (declined.has(item.id)) await decidedOn.release(slotProduct(item.slot_id), 1);
      else await decidedOn.sell(slotProduct(item.slot_id), 1);
    }
    const status = declined.size === items.length ? 'DECLINED' : declined.size > 0 ? 'PARTLY_CONTRACTED' : 'CONTRACTED';
    if (status !== 'DECLINED') await bookings.setItemsStatus(id, ['ACCEPTED'], { status: 'CONTRACTED' }, decidedIso);
    await bookings.transition(id, ['IN_REVIEW'], status, { nowIso: decidedIso, closed: true });
    await bookings.recordStatus(id, 'IN_REVIEW', status, stationActor, decidedIso);
    await bookings.insertMessage({
      bookingId: id,
      side: 'STATION',
      kind: status === 'DECLINED' ? 'DECLINE_NOTICE' : 'CONTRACT_NOTICE',
      body: status === 'DECLINED' ? 'お申込みの枠はご用意できませんでした。' : 'お申込みいただいた枠の契約が成立しました。',
      userId: stationUser,
      nowIso: decidedIso,
    });
    await markRead(id);
    if (plan.buyer === 'agency') {
      for (const item of items) if (!declined.has(item.id) && item.slot_id !== null) agencyContracted.add(item.slot_id);
    }
  }
  return agencyContracted;
}
