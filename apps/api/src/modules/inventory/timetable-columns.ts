/** A timetable's slots, one array per field, index i of each array describing the same slot. */
export interface TimetableSlotColumns {
  id: number[];
  station_id: number[];
  programme_id: (number | null)[];
  broadcast_date: string[];
  start_second: number[];
  length_seconds: number[];
  position: string[];
  kind: number[];
  price: number[];
  /** Units on sale less those held and sold. */
  remaining: number[];
  sales_start: string[];
  sales_end: string[];
  rating: (number | null)[];
}

export const TIMETABLE_FIELDS = [
  'id',
  'station_id',
  'programme_id',
  'broadcast_date',
  'start_second',
  'length_seconds',
  'position',
  'kind',
  'price',
  'remaining',
  'sales_start',
  'sales_end',
  'rating',
] as const satisfies readonly (keyof TimetableSlotColumns)[];

/** A timetable's programmes, one array per field, index i of each array describing the same programme. */
export interface TimetableProgrammeColumns {
  id: number[];
  station_id: number[];
  broadcast_date: string[];
  start_second: number[];
  end_second: number[];
  title: string[];
}

export const PROGRAMME_FIELDS = [
  'id',
  'station_id',
  'broadcast_date',
  'start_second',
  'end_second',
  'title',
] as const satisfies readonly (keyof TimetableProgrammeColumns)[];

/** What puts a timetable's columns in order: the date, the station and the time of each entry. */
type TimetableOrderColumns = Pick<TimetableSlotColumns, 'broadcast_date' | 'station_id' | 'start_second'>;

/** A JSON aggregate as the driver returns it: text on SQLite, parsed on PostgreSQL, null over no rows there. */
export function jsonArrayOf(value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  return typeof value === 'string' ? (JSON.parse(value) as unknown[]) : (value as unknown[]);
}

/** The columns in timetable order (date, station, time): checked in one pass, sorted only when they are not. */
export function inTimetableOrder<Columns extends TimetableOrderColumns>(columns: Columns): Columns {
  const { broadcast_date: date, station_id: station, start_second: start } = columns;
  const before = (a: number, b: number) =>
    (date[a] as string) < (date[b] as string) ||
    (date[a] === date[b] &&
      ((station[a] as number) < (station[b] as number) ||
        (station[a] === station[b] && (start[a] as number) < (start[b] as number))));
  let ordered = true;
  for (let index = 1; index < date.length && ordered; index += 1) ordered = !before(index, index - 1);
  if (ordered) return columns;
  const order = date.map((_, index) => index).sort((a, b) => (before(a, b) ? -1 : before(b, a) ? 1 : 0));
  return Object.fromEntries(
    Object.entries(columns).map(([field, values]) => [field, order.map((index) => (values as unknown[])[index])]),
  ) as unknown as Columns;
}
