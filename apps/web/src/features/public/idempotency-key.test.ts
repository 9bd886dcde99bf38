import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh UUID v4 each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds a UUID v4 from random bytes where randomUUID is missing (plain-http origins)', () => {
    const getRandomValues: Crypto['getRandomValues'] = (array) => crypto.getRandomValues(array);
    const key = newIdempotencyKey({ getRandomValues });
    expect(key).toMatch(UUID_V4);
  });
});
