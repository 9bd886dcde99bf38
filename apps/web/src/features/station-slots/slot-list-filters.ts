import {
  addDays,
  broadcastDateOf,
  daysBetween,
  mondayOf,
  STATION_SLOT_DATE_RANGE_MAX_DAYS,
  type StationSlotsQuery,
  stationSlotsQuerySchema,
} from '@tvcm/contracts';

/**
 * The slot list's filters live in the address (`?tab=slots&from=…&to=…`), so a reload, the back
 * button and a shared link show the same list. Each parameter is read with the contract's own
 * rule for it; one that fails it is left out (or, for the dates, replaced by this week).
 */
const PARAMS = {
  stationId: 'station',
  dateFrom: 'from',
  dateTo: 'to',
  programme: 'programme',
  status: 'status',
  page: 'page',
} as const satisfies Record<keyof StationSlotsQuery, string>;

/** Monday to Sunday of the broadcast week on air now (before 5:00 is still the day before). */
export function currentBroadcastWeek(now: number = Date.now()): { dateFrom: string; dateTo: string } {
  const monday = mondayOf(broadcastDateOf(now));
  return { dateFrom: monday, dateTo: addDays(monday, 6) };
}

/** Why a range of broadcast days cannot be asked for, if it cannot: the wrong way round, or longer than the API lists. */
export function dateRangeProblem(dateFrom: string, dateTo: string): 'order' | 'tooLong' | null {
  if (dateTo < dateFrom) return 'order';
  return daysBetween(dateFrom, dateTo) + 1 > STATION_SLOT_DATE_RANGE_MAX_DAYS ? 'tooLong' : null;
}

function read<Key extends keyof StationSlotsQuery>(params: URLSearchParams, key: Key): StationSlotsQuery[Key] | undefined {
  const value = params.get(PARAMS[key]);
  if (value === null || value === '') return undefined;
  const parsed = stationSlotsQuerySchema.shape[key].safeParse(value);
  return parsed.success ? (parsed.data as StationSlotsQuery[Key]) : undefined;
}

export function slotListQueryOf(params: URLSearchParams): StationSlotsQuery {
  const week = currentBroadcastWeek();
  const dateFrom = read(params, 'dateFrom') ?? week.dateFrom;
  const dateTo = read(params, 'dateTo') ?? week.dateTo;
  return {
    stationId: read(params, 'stationId'),
    // Dates the API would refuse (a link typed by hand): the week again rather than an error.
    ...(dateRangeProblem(dateFrom, dateTo) ? week : { dateFrom, dateTo }),
    programme: read(params, 'programme'),
    status: read(params, 'status'),
    page: read(params, 'page') ?? 1,
  };
}

/** The address's parameters with the filters replaced; the other parameters (the tab) stay. */
export function withSlotListQuery(params: URLSearchParams, query: StationSlotsQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, name] of Object.entries(PARAMS) as [keyof StationSlotsQuery, string][]) {
    const value = query[key];
    const isDefault = key === 'page' && value === 1;
    if (value === undefined || value === '' || isDefault) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}
