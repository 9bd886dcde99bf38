import { describe, expect, it } from 'vitest';
import { createSealedBox } from './sealed-box';

const SECRET = 'a-session-secret-that-is-long-enough-1234';

describe('sealed box', () => {
  it('opens what it sealed, and the sealed text shows nothing of it', () => {
    const box = createSealedBox(SECRET, 'mail-outbox');
    const sealed = box.seal('https://tvcm.example.jp/public/pages/entry?token=live-token');
    expect(sealed).not.toContain('live-token');
    expect(box.open(sealed)).toBe('https://tvcm.example.jp/public/pages/entry?token=live-token');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a text sealed for another purpose or secret, or altered', () => {
    const sealed = createSealedBox(SECRET, 'mail-outbox').seal('text');
    expect(() => createSealedBox(SECRET, 'other').open(sealed)).toThrow();
    expect(() => createSealedBox(`${SECRET}x`, 'mail-outbox').open(sealed)).toThrow();
    const altered = `${sealed.slice(0, -4)}${sealed.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(() => createSealedBox(SECRET, 'mail-outbox').open(altered)).toThrow();
  });
});
