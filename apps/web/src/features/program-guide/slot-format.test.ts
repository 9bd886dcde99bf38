import { describe, expect, it } from 'vitest';
import { formatFigure, weekendOf } from './slot-format';

describe('slot formats', () => {
  it('shows the chosen figure: a rating in percent, per-cost and CPM in yen, a dash without a rating', () => {
    const figures = { rating: 1234, perCost: 25_000, cpm: 1_234_000 };
    expect(formatFigure('rating', figures)).toBe('12.3%');
    expect(formatFigure('perCost', figures)).toBe('25,000円');
    expect(formatFigure('cpm', figures)).toBe('1,234,000円');
    expect(formatFigure('cpm', { rating: null, perCost: null, cpm: null })).toBe('—');
  });

  it('tells the weekend days of business dates by their own weekday', () => {
    expect(weekendOf('2026-11-27')).toBeNull();
    expect(weekendOf('2026-11-28')).toBe('saturday');
    expect(weekendOf('2026-11-29')).toBe('sunday');
  });
});
