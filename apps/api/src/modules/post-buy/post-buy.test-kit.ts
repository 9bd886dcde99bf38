import { type Industry, weekdayOf } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import type { RatingColumn } from '../inventory';

/** Ratings by column, basis points: `{ rating_realtime_individual: 700 }`. */
export type Ratings = Partial<Record<RatingColumn, number | null>>;

/** The history row every aired break names: one per test company, as an upload would leave it. */
export async function createAiredImport(db: AppDatabase, companyId: number) {
  return db
    .insertInto('aired_rating_imports')
    .values({
      company_id: companyId,
      file_name: '全枠分析.csv',
      sha256: '0'.repeat(64),
      encoding: 'UTF-8',
      row_count: 0,
      matched_count: 0,
      date_from: '2000-01-01',
      date_to: '2000-01-01',
      station_names: '',
      created_by_user_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** An aired break as an upload stores it: the station's, on its day and second, with its actual ratings. */
export async function createAiredBreak(
  db: AppDatabase,
  values: {
    importId: number;
    stationId: number;
    areaCode: string;
    date: string;
    startSecond: number;
    slotId?: number | null;
    programmeTitle?: string | null;
    position?: 'SB' | 'PT';
    ratings?: Ratings;
  },
) {
  return db
    .insertInto('aired_breaks')
    .values({
      import_id: values.importId,
      station_id: values.stationId,
      area_code: values.areaCode,
      broadcast_date: values.date,
      weekday: weekdayOf(values.date),
      start_second: values.startSecond,
      position: values.position ?? 'PT',
      length_seconds: 15,
      programme_title: values.programmeTitle ?? null,
      slot_id: values.slotId ?? null,
      ...values.ratings,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Sets a slot's estimates beside the household rating the slot factory gives it. */
export async function setSlotRatings(db: AppDatabase, slotId: number, ratings: Ratings) {
  await db.updateTable('slots').set(ratings).where('id', '=', slotId).execute();
}

/** The people a target counts in the area, for impressions. */
export async function setUniverse(db: AppDatabase, areaCode: string, target: string, universe: number) {
  await db.insertInto('target_universes').values({ area_code: areaCode, target, universe }).execute();
}

let advertiserCodes = 1000;

export async function createAdvertiser(db: AppDatabase, companyId: number, name: string, industry: Industry = 'FOOD') {
  const now = new Date().toISOString();
  advertiserCodes += 1;
  const code = String(advertiserCodes);
  return db
    .insertInto('advertisers')
    .values({ company_id: companyId, code, name, industry, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A programme on the slot's day around it, and the slot placed in it. */
export async function placeInProgramme(db: AppDatabase, slotId: number, title: string) {
  const slot = await db
    .selectFrom('slots')
    .where('id', '=', slotId)
    .select(['station_id', 'area_code', 'broadcast_date', 'start_second'])
    .executeTakeFirstOrThrow();
  const programme = await db
    .insertInto('programmes')
    .values({
      station_id: slot.station_id,
      area_code: slot.area_code,
      broadcast_date: slot.broadcast_date,
      start_second: slot.start_second,
      end_second: slot.start_second + 1800,
      title,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('slots').set({ programme_id: programme.id }).where('id', '=', slotId).execute();
}
