import { type SelectQueryBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database } from '../../db/schema';

type AreaRows = SelectQueryBuilder<Database, 'slots' | 'areas', { area_code: string; version: number }>;

/**
 * The inventory's version per area (docs/decisions/016-inventory-answer-cache.md): one row an
 * area, one more with every write to the area's slots or programmes, in the write's transaction.
 * An answer built from the inventory at a version stays right until the area's version moves. An
 * area with no row yet (one added after the migration) reads as 0; its first write creates it.
 */
export function createInventoryVersions(db: AppDatabase) {
  /** Adds one to each area's version, creating the row where there is none, in code order (so two writers lock alike). */
  const bump = (areas: AreaRows) =>
    db
      .insertInto('inventory_versions')
      .columns(['area_code', 'version'])
      .expression(areas)
      .onConflict((conflict) =>
        conflict.column('area_code').doUpdateSet((eb) => ({ version: eb('inventory_versions.version', '+', 1) })),
      )
      .execute();

  const areasOfSlots = (ids: readonly number[]) =>
    db
      .selectFrom('slots')
      .select(['area_code', sql<number>`1`.as('version')])
      .distinct()
      .where('id', 'in', [...ids])
      .orderBy('area_code');

  return {
    async of(areaCode: string): Promise<number> {
      const row = await db
        .selectFrom('inventory_versions')
        .select('version')
        .where('area_code', '=', areaCode)
        .executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    /** With a write to these slots: their areas' versions move. */
    async bumpSlots(ids: readonly number[]): Promise<void> {
      if (ids.length > 0) await bump(areasOfSlots(ids) as AreaRows);
    },

    /** Before an import's commit writes these stations' slots and programmes. */
    async bumpStations(stationIds: readonly number[]): Promise<void> {
      if (stationIds.length === 0) return;
      await bump(
        db
          .selectFrom('stations')
          .select(['area_code', sql<number>`1`.as('version')])
          .distinct()
          .where('id', 'in', [...stationIds])
          .orderBy('area_code') as unknown as AreaRows,
      );
    },

    /** With a write to these areas' slots or programmes (an import). */
    async bumpAreas(areaCodes: Iterable<string>): Promise<void> {
      const codes = [...new Set(areaCodes)].sort();
      if (codes.length === 0) return;
      await bump(
        db
          .selectFrom('areas')
          .select(['code as area_code', sql<number>`1`.as('version')])
          .where('code', 'in', codes)
          .orderBy('code') as AreaRows,
      );
    },
  };
}

export type InventoryVersions = ReturnType<typeof createInventoryVersions>;
