import type { Station } from '@tvcm/contracts';

/**
 * A station as answers show it (the contract's `stationSchema`), selected from `stations` joined
 * with `areas` and `networks`: the program guide's areas and timetable, and the TV station page.
 */
export const STATION_COLUMNS = [
  'stations.id',
  'stations.code',
  'stations.name',
  'stations.short_name',
  'stations.remote_key',
  'stations.area_code',
  'areas.name as area_name',
  'networks.code as network_code',
  'networks.name as network_name',
  'networks.colour as network_colour',
] as const;

export interface StationColumnsRow {
  id: number;
  code: string;
  name: string;
  short_name: string;
  remote_key: number;
  area_code: string;
  network_code: string;
  network_name: string;
  network_colour: string;
}

export function toStation(row: StationColumnsRow): Station {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    shortName: row.short_name,
    areaCode: row.area_code,
    network: { code: row.network_code, name: row.network_name, colour: row.network_colour },
    remoteKey: row.remote_key,
  };
}
