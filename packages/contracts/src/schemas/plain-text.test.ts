import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAX_LENGTH } from '../constants';
import { createCartRequestSchema } from './carts';
import { clientEventSchema } from './events';
import { mailLinkTokenSchema } from './mail-links';
import { tokenRequestSchema } from './oauth';
import { passwordResetRequestSchema } from './password-reset';
import { accountText, multiLineText, normaliseAccount, oneLineText, TEXT_RULE_IDS } from './plain-text';
import { companyCodeParamsSchema } from './points';
import { trialConfirmationMailRequestSchema, trialRegistrationRequestSchema } from './registration';
import { loginRequestSchema } from './session';
import { accountParamsSchema, trialEmailParamsSchema, updateUserRequestSchema } from './user';

const CONTROL_CHARACTERS = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001B',
  DEL: '\u007F',
  'C1 PAD': '\u0080',
  'C1 NEL': '\u0085',
  'C1 APC': '\u009F',
};
const BIDIRECTIONAL_MARKS = {
  'left-to-right embedding': '\u202A',
  'right-to-left embedding': '\u202B',
  'pop directional formatting': '\u202C',
  'left-to-right override': '\u202D',
  'right-to-left override': '\u202E',
  'left-to-right isolate': '\u2066',
  'right-to-left isolate': '\u2067',
  'first-strong isolate': '\u2068',
  'pop directional isolate': '\u2069',
};
const LINE_LAYOUT = { tab: '\t', 'line feed': '\n', 'carriage return': '\r' };

const refusedEverywhere = Object.entries({ ...CONTROL_CHARACTERS, ...BIDIRECTIONAL_MARKS });

const validEntry = {
  companyName: '株式会社テスト広告',
  familyName: '山田',
  givenName: '花子',
  familyNameKana: 'ヤマダ',
  givenNameKana: 'ハナコ',
  email: 'hanako@example.jp',
  phone: '03-1234-5678',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  userType: 2,
  referralSources: [5],
  agreedToTerms: true,
  agreedToPrivacyPolicy: true,
};

describe('oneLineText', () => {
  it.each([...refusedEverywhere, ...Object.entries(LINE_LAYOUT)])('refuses %s', (_name, character) => {
    const result = oneLineText().safeParse(`a${character}b`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { rule: TEXT_RULE_IDS.singleLine } });
  });

  it.each([
    ['Japanese text and an ideographic space', '株式会社テスト　広告'],
    ['the marks that only set direction (LRM, RLM), not override it', 'a\u200Eb\u200Fc'],
    ['emoji with joiners', '👩‍💻 テスト'],
    ['an empty value (the length checks decide)', ''],
  ])('accepts %s', (_name, value) => {
    expect(oneLineText().safeParse(value).success).toBe(true);
  });

  it('leaves the message to the error map of whoever parses, so forms speak their language', () => {
    expect(oneLineText().safeParse('a\u0000b', { error: () => '入力内容をご確認ください。' }).error?.issues[0]?.message).toBe(
      '入力内容をご確認ください。',
    );
  });
});

describe('multiLineText', () => {
  it.each(Object.entries(LINE_LAYOUT))('keeps %s, which stack traces carry', (_name, character) => {
    expect(multiLineText().safeParse(`Error: x${character}    at f (app.js:1:2)`).success).toBe(true);
  });

  it.each(refusedEverywhere)('refuses %s', (_name, character) => {
    expect(multiLineText().safeParse(`a${character}b`).error?.issues[0]).toMatchObject({
      params: { rule: TEXT_RULE_IDS.multiLine },
    });
  });
});

describe('accounts', () => {
  it('are trimmed, folded from full width and lower-cased, one definition for the web and the API', () => {
    expect(normaliseAccount(' Ｔｒｉａｌ@Demo.TVCM.jp　')).toBe('trial@demo.tvcm.jp');
    expect(normaliseAccount(normaliseAccount('ＡＢＣ@Example.jp'))).toBe(normaliseAccount('ＡＢＣ@Example.jp'));
  });

  // İ lower-cases to i and a combining dot: 254 of them are 508 characters as the API looks them up.
  it.each([
    ['the login', (account: string) => loginRequestSchema.safeParse({ account, password: 'x' })],
    ['the account lookup', (account: string) => accountParamsSchema.safeParse({ account })],
  ])('are checked for length after normalisation in %s', (_name, parse) => {
    expect(parse('İ'.repeat(ACCOUNT_MAX_LENGTH)).success).toBe(false);
    expect(parse('İ'.repeat(ACCOUNT_MAX_LENGTH / 2)).success).toBe(true);
    expect(parse(` ${'a'.repeat(ACCOUNT_MAX_LENGTH)} `).success).toBe(true);
  });

  it('are whole mail addresses where one is mailed, checked by the one rule the web forms use too', () => {
    const domain = '@example.jp';
    for (const parse of [
      (email: string) => passwordResetRequestSchema.safeParse({ account: email }),
      (email: string) => trialRegistrationRequestSchema.shape.email.safeParse(email),
      (email: string) => trialConfirmationMailRequestSchema.safeParse({ email }),
    ]) {
      expect(parse('yamamoto@himawari').success).toBe(false);
      expect(parse(' Yamamoto@Himawari.CO.JP ').success).toBe(true);
      expect(parse(`${'a'.repeat(ACCOUNT_MAX_LENGTH - domain.length)}${domain}`).success).toBe(true);
      expect(parse(`${'a'.repeat(ACCOUNT_MAX_LENGTH + 1 - domain.length)}${domain}`).success).toBe(false);
    }
  });

  it('arrive normalised in the login, so the lookup and the login throttle see one account', () => {
    expect(loginRequestSchema.parse({ account: ' Agency-Admin@Demo.tvcm.jp ', password: 'x' }).account).toBe(
      'agency-admin@demo.tvcm.jp',
    );
  });

  it.each(refusedEverywhere)('refuse %s', (_name, character) => {
    expect(accountText().safeParse(`user${character}@example.jp`).success).toBe(false);
    expect(loginRequestSchema.safeParse({ account: `user${character}@example.jp`, password: 'x' }).success).toBe(false);
  });

  it('in the trial existence check are email addresses, normalised as the entry form stores them', () => {
    expect(trialEmailParamsSchema.parse({ email: 'Ｈａｎａｋｏ@Example.jp' })).toEqual({ email: 'hanako@example.jp' });
    expect(trialEmailParamsSchema.safeParse({ email: 'hanako' }).success).toBe(false);
    expect(trialEmailParamsSchema.safeParse({ email: 'hanako@exa\u0000mple.jp' }).success).toBe(false);
  });
});

describe('passwords', () => {
  it('are taken as typed, any character: they are only ever hashed', () => {
    expect(loginRequestSchema.parse({ account: 'a@example.jp', password: ' pass\u0000word\t' }).password).toBe(
      ' pass\u0000word\t',
    );
  });
});

describe('every text input refuses control characters and bidirectional marks', () => {
  const inputs: [string, (value: string) => { success: boolean }][] = [
    [
      'the OAuth client id',
      (value) => tokenRequestSchema.safeParse({ clientId: value, clientSecret: 's', grantType: 'client_credentials' }),
    ],
    [
      'the OAuth client secret',
      (value) => tokenRequestSchema.safeParse({ clientId: 'c', clientSecret: value, grantType: 'client_credentials' }),
    ],
    ['the display name', (value) => updateUserRequestSchema.safeParse({ name: value })],
    ['the cart name', (value) => createCartRequestSchema.safeParse({ name: value })],
    ['the event type', (value) => clientEventSchema.safeParse({ type: value })],
    ['the event path', (value) => clientEventSchema.safeParse({ type: 'error', path: value })],
    ['an event detail key', (value) => clientEventSchema.safeParse({ type: 'error', detail: { [value]: 1 } })],
    ['an event detail value', (value) => clientEventSchema.safeParse({ type: 'error', detail: { stack: value } })],
    ['the event message', (value) => clientEventSchema.safeParse({ type: 'error', message: value })],
    ...(['companyName', 'department', 'familyName', 'familyNameKana', 'email', 'phone', 'postalCode', 'address'] as const).map(
      (field): [string, (value: string) => { success: boolean }] => [
        `the entry form's ${field}`,
        (value) => trialRegistrationRequestSchema.safeParse({ ...validEntry, [field]: value }),
      ],
    ),
  ];
  it.each(
    inputs.flatMap(([input, parse]) => refusedEverywhere.map(([name, character]) => [input, name, parse, character] as const)),
  )('%s refuses %s', (_input, _name, parse, character) => {
    expect(parse(`a${character}b`).success).toBe(false);
  });

  it('while the valid values they are put into are accepted', () => {
    expect(trialRegistrationRequestSchema.safeParse(validEntry).success).toBe(true);
    expect(tokenRequestSchema.safeParse({ clientId: 'c', clientSecret: 's', grantType: 'client_credentials' }).success).toBe(
      true,
    );
  });

  it('but an event message and detail values keep the line layout of a stack trace', () => {
    const stack = 'TypeError: x is undefined\n\tat render (app.js:1:2)\r\n';
    expect(clientEventSchema.safeParse({ type: 'error', message: stack, detail: { stack } }).success).toBe(true);
    expect(clientEventSchema.safeParse({ type: 'error\n' }).success).toBe(false);
  });

  it('and the entry form says which rule, for its own message', () => {
    const issues = trialRegistrationRequestSchema.safeParse({ ...validEntry, companyName: '株式会社\u202Eテスト' }).error?.issues;
    expect(issues).toEqual([expect.objectContaining({ path: ['companyName'], params: { rule: 'singleLine' } })]);
  });
});

describe('identifiers in paths', () => {
  it.each([
    ['a token in the issued form', `${'aB3_-'.repeat(8)}xyz`, true],
    ['a token a mail program cut short (answered as unknown, not malformed)', 'aB3_-xyz', true],
    ['padding', 'abc=', false],
    ['a space', 'abc def', false],
    ['NUL', 'abc\u0000', false],
    ['an empty one', '', false],
    ['an over-long one', 'a'.repeat(257), false],
  ])('mail-link tokens: %s → %s', (_name, token, accepted) => {
    expect(mailLinkTokenSchema.safeParse(token).success).toBe(accepted);
  });

  it.each([
    ['0000A00001', true],
    ['00000T0001', true],
    ['Cdeadbeef', true],
    ['', false],
    ['0000A0000\u0000', false],
    ['0000-A', false],
    ['Ａ0001', false],
    ['a'.repeat(33), false],
  ])('company code %j → %s', (companyCode, accepted) => {
    expect(companyCodeParamsSchema.safeParse({ companyCode }).success).toBe(accepted);
  });
});
