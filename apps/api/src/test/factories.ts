import { randomBytes } from 'node:crypto';
import { type BusinessType, type FunctionLicenceCode, ROLE_IDS, type RoleId } from '@tvcm/contracts';
import type { AppDatabase } from '../db/database';
import { hashPassword } from '../lib/passwords';

const unique = () => randomBytes(4).toString('hex');

export async function createCompany(
  db: AppDatabase,
  overrides: {
    code?: string;
    name?: string;
    businessType?: BusinessType;
    pointService?: boolean;
    licences?: FunctionLicenceCode[];
  } = {},
) {
  const { id } = await db
    .insertInto('companies')
    .values({
      code: overrides.code ?? `C${unique()}`,
      name: overrides.name ?? `テスト会社${unique()}`,
      business_type: overrides.businessType ?? 'ADVERTISING_COMPANY',
      is_point_service_available: overrides.pointService ? 1 : 0,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of overrides.licences ?? []) {
    await db.insertInto('company_function_licenses').values({ company_id: id, code }).execute();
  }
  return db.selectFrom('companies').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const TEST_PASSWORD = 'correct-horse-battery';

export async function createUser(
  db: AppDatabase,
  overrides: {
    companyId?: number;
    account?: string;
    name?: string;
    roleId?: RoleId;
    password?: string;
    termsAccepted?: boolean;
    licences?: FunctionLicenceCode[];
  } = {},
) {
  const companyId = overrides.companyId ?? (await createCompany(db)).id;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('users')
    .values({
      account: overrides.account ?? `user-${unique()}@example.jp`,
      display_name: overrides.name ?? '試験 利用者',
      role_id: overrides.roleId ?? ROLE_IDS.generalUser,
      company_id: companyId,
      password_hash: await hashPassword(overrides.password ?? TEST_PASSWORD),
      is_terms_of_service: overrides.termsAccepted === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const code of overrides.licences ?? []) {
    await db.insertInto('user_function_licenses').values({ user_id: id, code }).execute();
  }
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
