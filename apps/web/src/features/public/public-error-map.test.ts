import { newPasswordFormSchema, trialRegistrationRequestSchema } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { publicErrorMap } from './public-error-map';

const VALID_ENTRY = {
  companyName: '株式会社テスト',
  department: '',
  familyName: '山田',
  givenName: '太郎',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'タロウ',
  email: 'taro@example.co.jp',
  phone: '03-1234-5678',
  postalCode: '123-4567',
  address: '東京都港区1-2-3',
  userType: 2,
  referralSources: [5],
  agreedToTerms: true,
  agreedToPrivacyPolicy: true,
};

function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value, { error: publicErrorMap });
  if (result.success) return {};
  // The first message of each field, as react-hook-form shows it.
  const messages: Record<string, string> = {};
  for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('publicErrorMap', () => {
  it('gives each field of an empty entry form the required-item message of §5', () => {
    const messages = messagesOf(trialRegistrationRequestSchema, {
      ...VALID_ENTRY,
      companyName: '　',
      familyName: '',
      email: '',
      phone: '',
      postalCode: '',
      userType: undefined,
      referralSources: [],
    });
    expect(messages).toEqual({
      companyName: '必須項目です。',
      familyName: '必須項目です。',
      email: '必須項目です。',
      phone: '必須項目です。',
      postalCode: '必須項目です。',
      userType: '必須項目です。',
      referralSources: '必須項目です。',
    });
  });

  it('says how many characters fit', () => {
    expect(messagesOf(trialRegistrationRequestSchema, { ...VALID_ENTRY, companyName: 'あ'.repeat(101) })).toEqual({
      companyName: '100文字以内で入力してください。',
    });
  });

  it('asks for numbers where letters went into the phone number or postal code', () => {
    expect(messagesOf(trialRegistrationRequestSchema, { ...VALID_ENTRY, phone: '03-abcd-5678', postalCode: '12a-4567' })).toEqual(
      {
        phone: '数値を入力してください。',
        postalCode: '数値を入力してください。',
      },
    );
    expect(messagesOf(trialRegistrationRequestSchema, { ...VALID_ENTRY, phone: '03-1234-567', postalCode: '123-456' })).toEqual({
      phone: '電話番号は市外局番から、数字10桁または11桁で入力してください。',
      postalCode: '郵便番号は数字7桁で入力してください（例：123-4567）。',
    });
  });

  it('explains the contract rules of furigana, email, one-line text and consent', () => {
    expect(
      messagesOf(trialRegistrationRequestSchema, {
        ...VALID_ENTRY,
        familyNameKana: 'Yamada',
        email: 'taro@',
        address: '東京都\n港区',
        agreedToTerms: false,
        agreedToPrivacyPolicy: undefined,
      }),
    ).toEqual({
      familyNameKana: 'カタカナで入力してください。',
      email: 'メールアドレスの形式で入力してください（例：taro@example.co.jp）。',
      address: '改行やタブは入力できません。',
      agreedToTerms: 'ご同意いただける場合は、チェックを入れてください。',
      agreedToPrivacyPolicy: 'ご同意いただける場合は、チェックを入れてください。',
    });
  });

  it('accepts full-width and hiragana input, which the schema normalises', () => {
    const result = trialRegistrationRequestSchema.safeParse(
      {
        ...VALID_ENTRY,
        familyNameKana: 'やまだ',
        email: 'ＴＡＲＯ＠ＥＸＡＭＰＬＥ．ＣＯ．ＪＰ',
        phone: '０３ー１２３４ー５６７８',
        postalCode: '〒１２３４５６７',
      },
      { error: publicErrorMap },
    );
    expect(result.success && result.data).toMatchObject({
      familyNameKana: 'ヤマダ',
      email: 'taro@example.co.jp',
      phone: '03-1234-5678',
      postalCode: '123-4567',
    });
  });

  it('speaks the password rules and the mismatch message of §5', () => {
    expect(messagesOf(newPasswordFormSchema, { password: 'short1', passwordConfirmation: 'short1' })).toEqual({
      password: '10文字以上で入力してください。',
    });
    expect(messagesOf(newPasswordFormSchema, { password: 'onlyletters', passwordConfirmation: 'onlyletters' })).toEqual({
      password: '英字と数字をそれぞれ1文字以上含めてください。',
    });
    expect(messagesOf(newPasswordFormSchema, { password: 'letters4and2', passwordConfirmation: 'letters4and3' })).toEqual({
      passwordConfirmation: 'パスワードと一致しません。',
    });
    expect(messagesOf(newPasswordFormSchema, { password: '', passwordConfirmation: '' })).toEqual({ password: '必須項目です。' });
    expect(messagesOf(newPasswordFormSchema, { password: 'letters4and2', passwordConfirmation: '' })).toEqual({
      passwordConfirmation: '必須項目です。',
    });
  });
});
