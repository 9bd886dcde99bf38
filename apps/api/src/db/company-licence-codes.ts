import type { AppDatabase } from './database';

/** The function licence codes a company holds, in code order: the licence answer's and user administration's. */
export async function companyLicenceCodes(db: AppDatabase, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_function_licenses')
    .select('code')
    .where('company_id', '=', companyId)
    .orderBy('code')
    .execute();
  return rows.map((row) => row.code);
}
