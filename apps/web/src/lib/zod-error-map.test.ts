import { loginRequestSchema } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from './zod-error-map';

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value, { error: zodErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('zodErrorMap', () => {
  it('speaks the generic messages of the spec', () => {
    expect(messagesOf(loginRequestSchema, { account: '', password: '' })).toEqual(['必須項目です。', '必須項目です。']);
    expect(messagesOf(z.string().max(5), 'abcdefg')).toEqual(['5文字以内で入力してください。']);
    expect(messagesOf(z.string().min(8), 'abc')).toEqual(['8文字以上で入力してください。']);
    expect(messagesOf(z.number(), 'x')).toEqual(['数値を入力してください。']);
    expect(messagesOf(z.number().max(10), 11)).toEqual(['10以下の数値を入力してください。']);
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual(['必須項目です。']);
    expect(messagesOf(z.email(), 'not-an-address')).toEqual(['入力内容をご確認ください。']);
  });
});
