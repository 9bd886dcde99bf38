import type { AppDatabase } from '../../db/database';

export function createPointsRepository(db: AppDatabase) {
  return {
    findCompanyByCode(code: string) {
      return db.selectFrom('companies').select(['id', 'is_point_service_available']).where('code', '=', code).executeTakeFirst();
    },

    async balanceOf(companyId: number): Promise<number> {
      const row = await db
        .selectFrom('point_transactions')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('balance'))
        .where('company_id', '=', companyId)
        .executeTakeFirst();
      return Number(row?.balance ?? 0);
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
