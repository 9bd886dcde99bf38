import type { SaveStationProfileRequest } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import { STATION_COLUMNS } from '../inventory';

export function createStationsRepository(db: AppDatabase) {
  /** Stations with their area, network and profile, which is absent (all its columns null) until registered. */
  const withProfiles = () =>
    db
      .selectFrom('stations')
      .innerJoin('areas', 'areas.code', 'stations.area_code')
      .innerJoin('networks', 'networks.code', 'stations.network_code')
      .leftJoin('station_profiles', 'station_profiles.station_id', 'stations.id')
      .select([
        ...STATION_COLUMNS,
        'stations.company_id',
        'station_profiles.coverage',
        'station_profiles.sales_unit',
        'station_profiles.tables_published',
        'station_profiles.sales_window',
        'station_profiles.application_deadline',
        'station_profiles.contract_notice',
        'station_profiles.cancellation',
        'station_profiles.screening',
        'station_profiles.contact_department',
        'station_profiles.contact_phone',
        'station_profiles.contact_email',
        'station_profiles.notices',
        'station_profiles.updated_at',
      ]);

  return {
    /** Every station, area by area in the areas' order, each area's in remote-control key order. */
    listWithProfiles() {
      return withProfiles().orderBy('areas.sort_order').orderBy('stations.remote_key').orderBy('stations.id').execute();
    },

    findWithProfile(stationId: number) {
      return withProfiles().where('stations.id', '=', stationId).executeTakeFirst();
    },

    /** The broadcaster company that sells the station's slots, which alone keeps its profile. */
    findOwner(stationId: number) {
      return db.selectFrom('stations').select(['id', 'company_id']).where('id', '=', stationId).executeTakeFirst();
    },

    /** Writes the whole profile, creating the row on the station's first save: one statement either way. */
    async saveProfile(stationId: number, profile: SaveStationProfileRequest, userId: number, nowIso: string): Promise<void> {
      const values = {
        coverage: profile.coverage,
        sales_unit: profile.salesUnit,
        tables_published: profile.tablesPublished,
        sales_window: profile.salesWindow,
        application_deadline: profile.applicationDeadline,
        contract_notice: profile.contractNotice,
        cancellation: profile.cancellation,
        screening: profile.screening,
        contact_department: profile.contactDepartment,
        contact_phone: profile.contactPhone,
        contact_email: profile.contactEmail,
        notices: profile.notices,
        updated_at: nowIso,
        updated_by_user_id: userId,
      };
      await db
        .insertInto('station_profiles')
        .values({ station_id: stationId, ...values })
        .onConflict((conflict) => conflict.column('station_id').doUpdateSet(values))
        .execute();
    },
  };
}

export type StationsRepository = ReturnType<typeof createStationsRepository>;
export type StationWithProfileRow = NonNullable<Awaited<ReturnType<StationsRepository['findWithProfile']>>>;
