import type { SlotKind } from '@tvcm/contracts';

export const PROGRAM_GUIDE_PATH = '/agency/program_guide';

/** The slot-list pages of this app; `kind_cm` is the main site's name, kept for its bookmarks. */
export const slotListPath = (kind: SlotKind) => `/agency/positions?kind_cm=${kind}`;

/** One station of one area to open the program guide or a slot list on. */
export interface StationPrefilter {
  area: string;
  stationId: number;
}

const AREA_PARAM = 'area';
const STATION_PARAM = 'station';

/**
 * The page at `path` opened on one station, as the TV station page links it:
 * `/agency/program_guide?area=kanto&station=12`. The page applies it once on arrival and takes it
 * off the address, so that a reload keeps what the user has changed since.
 */
export function withStationPrefilter(path: string, prefilter: StationPrefilter): string {
  const [pathname, query] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(AREA_PARAM, prefilter.area);
  params.set(STATION_PARAM, String(prefilter.stationId));
  return `${pathname}?${params}`;
}

/** The station the address names, if it names one. */
export function stationPrefilterOf(params: URLSearchParams): StationPrefilter | null {
  const area = params.get(AREA_PARAM);
  const stationId = Number(params.get(STATION_PARAM));
  if (!area || !Number.isSafeInteger(stationId) || stationId <= 0) return null;
  return { area, stationId };
}

/** The address's other parameters (the slot list's `kind_cm`), once the station has been applied. */
export function withoutStationPrefilter(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  rest.delete(AREA_PARAM);
  rest.delete(STATION_PARAM);
  return rest;
}
