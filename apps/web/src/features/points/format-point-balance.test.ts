import { describe, expect, it } from 'vitest';
import { formatPointBalance } from './format-point-balance';

describe('formatPointBalance', () => {
  it.each([
    { balance: 76000, shown: '76,000pt' },
    { balance: 0, shown: '0pt' },
    { balance: 1234567, shown: '1,234,567pt' },
    { balance: -1200, shown: '-1,200pt' },
    { balance: undefined, shown: '-' },
  ])('$balance → $shown', ({ balance, shown }) => {
    expect(formatPointBalance(balance)).toBe(shown);
  });
});
