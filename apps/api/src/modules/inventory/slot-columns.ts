import type { RatingType, SlotPosition, Target } from '@tvcm/contracts';
import { sql } from 'kysely';

export type RatingColumn = `rating_${RatingType}_${Target}`;

export function ratingColumnOf(ratingType: RatingType, target: Target): RatingColumn {
  return `rating_${ratingType}_${target}`;
}

/** The rating a figure is given in when nobody chose one: households, real time (the cart list's GRP). */
export const HOUSEHOLD_RATING: RatingColumn = 'rating_realtime_household';

/** A slot's own columns, as every list of slots selects them. */
export const SLOT_COLUMNS = [
  'slots.id',
  'slots.station_id',
  'slots.area_code',
  'slots.programme_id',
  'slots.broadcast_date',
  'slots.start_second',
  'slots.length_seconds',
  'slots.position',
  'slots.kind',
  'slots.price',
  'slots.units_on_sale',
  'slots.units_held',
  'slots.units_sold',
  'slots.sales_start',
  'slots.sales_end',
  'slots.status',
  'slots.updated_at',
] as const;

/**
 * What a list of slots shows of each (the slot search, a cart's lines, a booking's items, the
 * station's slot list): the slot joined with its station, area and programme. The one definition
 * of these columns; each answer's mapping picks what it shows.
 */
export const SLOT_LIST_COLUMNS = [
  ...SLOT_COLUMNS,
  'stations.code as station_code',
  'stations.name as station_name',
  'stations.short_name as station_short_name',
  'stations.remote_key as station_remote_key',
  'stations.company_id as station_company_id',
  'areas.name as area_name',
  'programmes.title as programme_title',
] as const;

/** A row of SLOT_LIST_COLUMNS. */
export interface SlotRow {
  id: number;
  station_id: number;
  area_code: string;
  programme_id: number | null;
  broadcast_date: string;
  start_second: number;
  length_seconds: number;
  position: SlotPosition;
  kind: number;
  price: number;
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: 'ON_SALE' | 'WITHDRAWN';
  updated_at: string;
  station_code: string;
  station_name: string;
  station_short_name: string;
  station_remote_key: number;
  station_company_id: number;
  area_name: string;
  programme_title: string | null;
}

/** A slot with the rating chosen for the figures (target and rating type), null where there is none. */
export type RatedSlotRow = SlotRow & { rating: number | null };

/** The chosen rating column, selected as `rating`. */
export function ratingSelection(rating: RatingColumn) {
  return sql.ref<number | null>(`slots.${rating}`).as('rating');
}
