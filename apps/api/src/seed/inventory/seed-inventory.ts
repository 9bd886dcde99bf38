import { addDays, BROADCASTER_LICENCES, datesFrom, mondayOf, weekdayOf } from '@tvcm/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';
import { seedDemoStationProfiles } from './demo-station-profiles';
import { DEMO_AREAS, DEMO_NETWORKS, DEMO_STATIONS, type DemoStation, TARGET_SHARES } from './demo-stations';
import { seedDemoTrialGrant } from './demo-trial-grant';
import { generateDay } from './generate-day';

/** SQLite allows 32,766 bound values a statement; a slot row binds about 40. */
const SLOT_ROWS_PER_INSERT = 400;

export interface InventoryOptions {
  /** The business date the demo calls today: the inventory starts on the Monday of its week. */
  today: string;
  weeks: number;
  /** The first day to fill: the Monday of `today`'s week unless given (the aired history fills weeks already past). */
  from?: string;
  /** Stations to fill, all demo stations by default (the scale seed and tests may take fewer). */
  stations?: readonly DemoStation[];
  /** Stop once about this many slots were added (the scale seed): whole station-weeks, week by week. */
  maxSlots?: number;
}

export interface InventoryResult {
  stationDays: number;
  slots: number;
}

/** Areas, networks, broadcaster companies, stations, universes and the demo trial grant that are missing. */
async function seedStructure(db: AppDatabase, now: string): Promise<Map<string, number>> {
  const existingAreas = new Set((await db.selectFrom('areas').select('code').execute()).map((row) => row.code));
  const missingAreas = DEMO_AREAS.filter((area) => !existingAreas.has(area.code));
  if (missingAreas.length > 0) {
    await db
      .insertInto('areas')
      .values(missingAreas.map((area) => ({ code: area.code, name: area.name, sort_order: DEMO_AREAS.indexOf(area) })))
      .execute();
    await db
      .insertInto('target_universes')
      .values(
        missingAreas.flatMap((area) => [
          { area_code: area.code, target: 'household', universe: area.households },
          ...Object.entries(TARGET_SHARES).map(([target, share]) => ({
            area_code: area.code,
            target,
            universe: Math.round(area.individuals * share),
          })),
        ]),
      )
      .execute();
  }
  const existingNetworks = new Set((await db.selectFrom('networks').select('code').execute()).map((row) => row.code));
  const missingNetworks = DEMO_NETWORKS.filter((network) => !existingNetworks.has(network.code));
  if (missingNetworks.length > 0) {
    await db
      .insertInto('networks')
      .values(missingNetworks.map((network) => ({ ...network, sort_order: DEMO_NETWORKS.indexOf(network) })))
      .execute();
  }

  const companies = new Map(
    (await db.selectFrom('companies').select(['id', 'code']).execute()).map((row) => [row.code, row.id] as const),
  );
  for (const station of DEMO_STATIONS.filter((candidate) => !companies.has(candidate.companyCode))) {
    const { id } = await db
      .insertInto('companies')
      .values({
        code: station.companyCode,
        name: station.companyName,
        business_type: 'BROAD_CASTER',
        is_point_service_available: 0,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('company_function_licenses')
      .values(BROADCASTER_LICENCES.map((code) => ({ company_id: id, code })))
      .execute();
    companies.set(station.companyCode, id);
  }

  const stations = new Map(
    (await db.selectFrom('stations').select(['id', 'code']).execute()).map((row) => [row.code, row.id] as const),
  );
  for (const station of DEMO_STATIONS.filter((candidate) => !stations.has(candidate.code))) {
    const companyId = companies.get(station.companyCode);
    if (companyId === undefined) continue;
    const { id } = await db
      .insertInto('stations')
      .values({
        code: station.code,
        area_code: station.areaCode,
        network_code: station.networkCode,
        company_id: companyId,
        name: station.name,
        short_name: station.shortName,
        remote_key: station.remoteKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    stations.set(station.code, id);
  }

  await seedDemoTrialGrant(db, companies, now);
  return stations;
}

/** One station's programmes and slots for the given dates, in one transaction. */
async function insertStationDays(
  trx: Kysely<Database>,
  station: DemoStation,
  stationId: number,
  dates: readonly string[],
  today: string,
  now: string,
): Promise<number> {
  const area = DEMO_AREAS.find((candidate) => candidate.code === station.areaCode);
  if (!area || dates.length === 0) return 0;
  const days = dates.map((date) => ({ date, day: generateDay(area, station, date, today) }));
  await trx
    .insertInto('programmes')
    .values(
      days.flatMap(({ date, day }) =>
        day.programmes.map((programme) => ({
          station_id: stationId,
          area_code: station.areaCode,
          broadcast_date: date,
          start_second: programme.startSecond,
          end_second: programme.endSecond,
          title: programme.title,
        })),
      ),
    )
    .execute();
  const programmeIds = new Map(
    (
      await trx
        .selectFrom('programmes')
        .select(['id', 'broadcast_date', 'start_second'])
        .where('station_id', '=', stationId)
        .where('broadcast_date', 'in', dates)
        .execute()
    ).map((row) => [`${row.broadcast_date} ${row.start_second}`, row.id] as const),
  );
  const rows = days.flatMap(({ date, day }) =>
    day.slots.map((slot) => {
      const programme = slot.programmeIndex === null ? undefined : day.programmes[slot.programmeIndex];
      return {
        station_id: stationId,
        area_code: station.areaCode,
        programme_id: programme ? (programmeIds.get(`${date} ${programme.startSecond}`) ?? null) : null,
        broadcast_date: date,
        weekday: weekdayOf(date),
        start_second: slot.startSecond,
        length_seconds: slot.lengthSeconds,
        position: slot.position,
        kind: slot.kind,
        price: slot.price,
        units_on_sale: slot.unitsOnSale,
        units_held: slot.unitsHeld,
        units_sold: slot.unitsSold,
        sales_start: slot.salesStart,
        sales_end: slot.salesEnd,
        status: 'ON_SALE' as const,
        updated_at: now,
        ...slot.ratings,
      };
    }),
  );
  for (let start = 0; start < rows.length; start += SLOT_ROWS_PER_INSERT) {
    await trx
      .insertInto('slots')
      .values(rows.slice(start, start + SLOT_ROWS_PER_INSERT))
      .execute();
  }
  return rows.length;
}

/**
 * The demo inventory (DOMAIN.md): five areas of five stations with their TV station page profiles,
 * programmes and slots from the Monday of `today`'s week (or `from`) for `weeks` weeks. Station-days and
 * profiles already there are left as they are, so a later start only adds the weeks that have come
 * into range and never rewrites what users changed.
 */
export async function seedDemoInventory(db: AppDatabase, options: InventoryOptions): Promise<InventoryResult> {
  const now = new Date().toISOString();
  const stationIds = await seedStructure(db, now);
  await seedDemoStationProfiles(db, stationIds, now);
  const from = options.from ?? mondayOf(options.today);
  const dates = datesFrom(from, addDays(from, options.weeks * 7 - 1));
  const present = new Set(
    (
      await db
        .selectFrom('programmes')
        .select(['station_id', 'broadcast_date'])
        .distinct()
        .where('broadcast_date', '>=', from)
        .where('broadcast_date', '<=', dates[dates.length - 1] ?? from)
        .execute()
    ).map((row) => `${row.station_id} ${row.broadcast_date}`),
  );
  let stationDays = 0;
  let slots = 0;
  // Week by week across all stations, so a slot budget ends with every station filled to the same week.
  for (let weekStart = 0; weekStart < dates.length; weekStart += 7) {
    for (const station of options.stations ?? DEMO_STATIONS) {
      if (options.maxSlots !== undefined && slots >= options.maxSlots) return { stationDays, slots };
      const stationId = stationIds.get(station.code);
      if (stationId === undefined) continue;
      const week = dates.slice(weekStart, weekStart + 7).filter((date) => !present.has(`${stationId} ${date}`));
      if (week.length === 0) continue;
      slots += await db.transaction().execute((trx) => insertStationDays(trx, station, stationId, week, options.today, now));
      stationDays += week.length;
    }
  }
  return { stationDays, slots };
}
