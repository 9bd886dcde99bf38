import type { AppDatabase } from '../../db/database';
import type { ImportProductKind } from '../../db/schema';

export interface ImportEntryValues {
  companyId: number;
  userId: number;
  fileName: string;
  sha256: string;
  encoding: string;
  rowCount: number;
  counts: { created: number; changed: number; unchanged: number; skipped: number };
  nowIso: string;
  /** What the file held; TV slots unless told. */
  productKind?: ImportProductKind;
}

/**
 * A station company's stations and its import history. The slots and programmes themselves are
 * the inventory's (`modules/inventory`), which the services reach through its service.
 */
export function createStationSlotsRepository(db: AppDatabase) {
  return {
    /** Every station with the company that sells it: what an import's station codes are checked against. */
    listStations() {
      return db.selectFrom('stations').select(['id', 'code', 'company_id', 'area_code']).execute();
    },

    /** The company's stations, in the timetable's order (area, then remote-control key). */
    listOwnStations(companyId: number) {
      return db
        .selectFrom('stations')
        .innerJoin('areas', 'areas.code', 'stations.area_code')
        .select(['stations.id', 'stations.code', 'stations.name', 'stations.area_code'])
        .where('stations.company_id', '=', companyId)
        .orderBy('areas.sort_order')
        .orderBy('stations.remote_key')
        .execute();
    },

    async insertImport(values: ImportEntryValues): Promise<number> {
      const { id } = await db
        .insertInto('slot_imports')
        .values({
          company_id: values.companyId,
          user_id: values.userId,
          file_name: values.fileName,
          file_sha256: values.sha256,
          encoding: values.encoding,
          row_count: values.rowCount,
          created_count: values.counts.created,
          changed_count: values.counts.changed,
          unchanged_count: values.counts.unchanged,
          skipped_count: values.counts.skipped,
          created_at: values.nowIso,
          product_kind: values.productKind ?? 'SLOT',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The company's imports of one product kind, newest first, with who sent each (null once the user is gone). */
    listImports(companyId: number, limit: number, importId?: number, productKind: ImportProductKind = 'SLOT') {
      let query = db
        .selectFrom('slot_imports')
        .leftJoin('users', 'users.id', 'slot_imports.user_id')
        .select([
          'slot_imports.id',
          'slot_imports.file_name',
          'slot_imports.file_sha256',
          'slot_imports.encoding',
          'slot_imports.row_count',
          'slot_imports.created_count',
          'slot_imports.changed_count',
          'slot_imports.unchanged_count',
          'slot_imports.skipped_count',
          'slot_imports.created_at',
          'users.id as user_id',
          'users.display_name as user_name',
        ])
        .where('slot_imports.company_id', '=', companyId)
        .where('slot_imports.product_kind', '=', productKind)
        .orderBy('slot_imports.created_at', 'desc')
        .orderBy('slot_imports.id', 'desc')
        .limit(limit);
      if (importId !== undefined) query = query.where('slot_imports.id', '=', importId);
      return query.execute();
    },
  };
}

export type StationSlotsRepository = ReturnType<typeof createStationSlotsRepository>;
