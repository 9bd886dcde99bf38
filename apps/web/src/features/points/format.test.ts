import { describe, expect, it } from 'vitest';
import { directionOf, formatBusinessDate, formatPointAmount } from './format';

describe('formatPointAmount', () => {
  it.each([
    { amount: 100_000, shown: '+100,000pt', direction: 'in' },
    { amount: -24_000, shown: '\u221224,000pt', direction: 'out' },
    { amount: 0, shown: '0pt', direction: 'none' },
  ])('$amount → $shown', ({ amount, shown, direction }) => {
    expect(formatPointAmount(amount)).toBe(shown);
    expect(directionOf(amount)).toBe(direction);
  });
});

describe('formatBusinessDate', () => {
  it('writes a business date with slashes', () => {
    expect(formatBusinessDate('2027-03-31')).toBe('2027/03/31');
  });
});
