import type { SaveStationProfileRequest, StationProfile, StationsResponse, StationWithProfile } from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toStation } from '../inventory';
import { type StationCaller, stationsPolicy } from './stations.policy';
import type { StationsRepository, StationWithProfileRow } from './stations.repository';

function profileOf(row: StationWithProfileRow): StationProfile | null {
  if (row.updated_at === null) return null;
  return {
    coverage: row.coverage ?? '',
    salesUnit: row.sales_unit ?? '',
    tablesPublished: row.tables_published ?? '',
    salesWindow: row.sales_window ?? '',
    applicationDeadline: row.application_deadline ?? '',
    contractNotice: row.contract_notice ?? '',
    cancellation: row.cancellation ?? '',
    screening: row.screening ?? '',
    contactDepartment: row.contact_department ?? '',
    contactPhone: row.contact_phone ?? '',
    contactEmail: row.contact_email ?? '',
    notices: row.notices ?? '',
    updatedAt: row.updated_at,
  };
}

function toStationWithProfile(row: StationWithProfileRow, caller: StationCaller): StationWithProfile {
  return {
    ...toStation(row),
    profile: profileOf(row),
    editable: stationsPolicy.mayEdit(caller, row),
  };
}

/** The TV station page (`/info/tvstation`): each station's sales terms, contact and notices, kept by its own broadcaster. */
export function createStationsService(stations: StationsRepository, now: Clock) {
  return {
    async list(caller: StationCaller): Promise<StationsResponse> {
      const areas = new Map<string, StationsResponse['areas'][number]>();
      for (const row of await stations.listWithProfiles()) {
        const area = areas.get(row.area_code) ?? { code: row.area_code, name: row.area_name, stations: [] };
        area.stations.push(toStationWithProfile(row, caller));
        areas.set(row.area_code, area);
      }
      return { areas: [...areas.values()] };
    },

    /** Replaces the station's profile, recording who saved it and when. */
    async saveProfile(caller: StationCaller, stationId: number, profile: SaveStationProfileRequest): Promise<StationWithProfile> {
      await stationsPolicy.assertMayEdit(stations, caller, stationId);
      await stations.saveProfile(stationId, profile, caller.userId, new Date(now()).toISOString());
      const row = await stations.findWithProfile(stationId);
      if (!row) throw new AppError('forbidden');
      return toStationWithProfile(row, caller);
    },
  };
}

export type StationsService = ReturnType<typeof createStationsService>;
