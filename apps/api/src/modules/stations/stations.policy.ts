import { ACCESS_RULES, type LicenseResponse } from '@tvcm/contracts';
import { AppError } from '../../lib/app-error';
import type { StationsRepository } from './stations.repository';

/** The caller as the TV station page sees them: who they are, their company and what their licence lets them do. */
export interface StationCaller {
  userId: number;
  companyId: number;
  licence: LicenseResponse;
}

/**
 * Every logged-in user reads every station's page, trial companies included: it is information
 * about the stations, not their inventory, which stays behind the trial grants. Only an
 * administrator of the broadcaster company that sells a station's slots keeps its profile.
 */
export const stationsPolicy = {
  mayEdit(caller: StationCaller, station: { company_id: number }): boolean {
    return ACCESS_RULES.stationProfileEdit(caller.licence) && station.company_id === caller.companyId;
  },

  /**
   * AUT03002 for a station another company sells, or none at all: stations are public on the page,
   * so refusing a missing one alike hides nothing and spares a code of its own.
   */
  async assertMayEdit(stations: StationsRepository, caller: StationCaller, stationId: number): Promise<void> {
    const station = await stations.findOwner(stationId);
    if (!station || !stationsPolicy.mayEdit(caller, station)) throw new AppError('forbidden');
  },
};
