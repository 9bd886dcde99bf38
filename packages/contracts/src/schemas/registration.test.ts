import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '../constants';
import { isPasswordSameAsAccount, newPasswordFormSchema, newPasswordSchema } from './password';
import { passwordResetRequestSchema } from './password-reset';
import { REGISTRATION_FIELD_LIMITS, trialRegistrationRequestSchema } from './registration';

const validForm = {
  companyName: '株式会社テスト広告',
  department: '営業部',
  familyName: '山田',
  givenName: '花子',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'ハナコ',
  email: 'hanako@example.jp',
  phone: '03-1234-5678',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  userType: 2,
  referralSources: [5, 8],
  agreedToTerms: true,
  agreedToPrivacyPolicy: true,
};

const parse = (overrides: Record<string, unknown>) => trialRegistrationRequestSchema.safeParse({ ...validForm, ...overrides });

describe('trialRegistrationRequestSchema', () => {
  it('accepts a complete form unchanged', () => {
    expect(parse({}).data).toEqual(validForm);
  });

  it('folds full-width input, half-width katakana and hiragana furigana the way a person meant them', () => {
    const result = parse({
      companyName: '　㈱ＡＢＣ商事　',
      familyNameKana: 'やまだ',
      givenNameKana: 'ﾊﾅｺ',
      email: ' Ｈａｎａｋｏ＠Example.JP ',
      phone: '０９０ー１２３４ー５６７８',
      postalCode: '〒１０００００１',
      address: '東京都千代田区千代田１－１',
    });
    expect(result.data).toMatchObject({
      companyName: '(株)ABC商事',
      familyNameKana: 'ヤマダ',
      givenNameKana: 'ハナコ',
      email: 'hanako@example.jp',
      phone: '090-1234-5678',
      postalCode: '100-0001',
      address: '東京都千代田区千代田1-1',
    });
  });

  it('leaves the department optional', () => {
    const { department: _omitted, ...withoutDepartment } = validForm;
    expect(trialRegistrationRequestSchema.safeParse(withoutDepartment).success).toBe(true);
    expect(parse({ department: '' }).success).toBe(true);
  });

  it.each([
    ['companyName', ''],
    ['companyName', '　'],
    ['companyName', 'あ'.repeat(REGISTRATION_FIELD_LIMITS.companyName.max + 1)],
    ['companyName', '株式会社\nテスト'],
    ['department', 'あ'.repeat(101)],
    ['familyName', ''],
    ['givenName', 'あ'.repeat(51)],
    ['familyNameKana', 'Yamada'],
    ['givenNameKana', '花子'],
    ['email', 'not-an-email'],
    ['email', `${'a'.repeat(250)}@example.jp`],
    ['phone', '03-1234-567'],
    ['phone', '3-1234-56789'],
    ['phone', '03--1234-5678'],
    ['phone', '090-1234-5678-'],
    ['phone', '03(1234)5678'],
    ['postalCode', '1000-001'],
    ['postalCode', '10000011'],
    ['address', ''],
    ['userType', 0],
    ['userType', 6],
    ['userType', '2'],
    ['referralSources', []],
    ['referralSources', [12]],
    ['referralSources', [1, 1]],
    ['referralSources', '5'],
    ['agreedToTerms', false],
    ['agreedToPrivacyPolicy', 'true'],
  ])('refuses %s = %j', (field, value) => {
    const result = parse({ [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
  });

  it('refuses missing fields and unexpected ones', () => {
    const { companyName: _omitted, ...withoutCompany } = validForm;
    expect(trialRegistrationRequestSchema.safeParse(withoutCompany).success).toBe(false);
    expect(parse({ role: 'admin' }).success).toBe(false);
  });

  it('answers an empty required field with a single issue', () => {
    expect(parse({ familyNameKana: '' }).error?.issues).toHaveLength(1);
  });
});

describe('password rules', () => {
  it.each([
    ['short1abc', false],
    ['onlyletters', false],
    ['1234567890', false],
    [`${'a'.repeat(PASSWORD_RULES.maxLength - 1)}1`, true],
    [`${'a'.repeat(PASSWORD_RULES.maxLength)}1`, false],
    ['trial-pass-2026', true],
  ])('%s is acceptable: %s', (password, acceptable) => {
    expect(newPasswordSchema.safeParse(password).success).toBe(acceptable);
  });

  it('tells a password equal to the account in any case', () => {
    expect(isPasswordSameAsAccount('Hanako1@Example.jp', 'hanako1@example.jp')).toBe(true);
    expect(isPasswordSameAsAccount('hanako-2026', 'hanako1@example.jp')).toBe(false);
  });

  it('puts the mismatch on the confirmation field', () => {
    const result = newPasswordFormSchema.safeParse({ password: 'trial-pass-2026', passwordConfirmation: 'trial-pass-2025' });
    expect(result.error?.issues[0]?.path).toEqual(['passwordConfirmation']);
  });
});

describe('passwordResetRequestSchema', () => {
  it('normalises the account like a login does, full-width input included', () => {
    expect(passwordResetRequestSchema.parse({ account: ' Ｔｒｉａｌ@Demo.tvcm.jp ' })).toEqual({ account: 'trial@demo.tvcm.jp' });
  });
});
