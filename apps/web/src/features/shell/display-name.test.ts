import { ROLE_IDS, TRIAL_COMPANY_CODE_PREFIX } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { displayNameFormat } from './display-name';

const company = (code: string) => ({ code, name: '株式会社テスト', businessType: 'ADVERTISER' as const });

describe('displayNameFormat', () => {
  it.each([
    { roleId: ROLE_IDS.generalUser, code: '0000A00001', shown: '一般ID：山田 太郎 様' },
    { roleId: ROLE_IDS.administrator, code: '0000A00001', shown: '管理者ID：山田 太郎 様' },
    { roleId: ROLE_IDS.generalUser, code: `${TRIAL_COMPANY_CODE_PREFIX}0001`, shown: '山田 太郎 様' },
    { roleId: ROLE_IDS.administrator, code: `${TRIAL_COMPANY_CODE_PREFIX}0001`, shown: '山田 太郎 様' },
    // Only a leading 00000T marks a trial company.
    { roleId: ROLE_IDS.administrator, code: `0000A${TRIAL_COMPANY_CODE_PREFIX}`, shown: '管理者ID：山田 太郎 様' },
  ])('role $roleId of company $code → $shown', ({ roleId, code, shown }) => {
    const format = displayNameFormat({ roleId, company: company(code) });
    expect(i18n.t(`shell.userName.${format}`, { name: '山田 太郎' })).toBe(shown);
  });
});
