import { describe, expect, it } from 'vitest';
import { formatBroadcastTime, formatFigure, formatShortDate, formatYen, weekdayLabel, weekendOf } from './slot-format';

describe('slot formats', () => {
  it('shows times on the 29-hour clock of the broadcast day', () => {
    expect(formatBroadcastTime(0)).toBe('5:00');
    expect(formatBroadcastTime(19 * 3600 + 59 * 60 + 59)).toBe('24:59');
    expect(formatBroadcastTime(24 * 3600 - 1)).toBe('28:59');
  });

  it('shows the chosen figure: a rating in percent, per-cost and CPM in yen, a dash without a rating', () => {
    const figures = { rating: 1234, perCost: 25_000, cpm: 1_234_000 };
    expect(formatFigure('rating', figures)).toBe('12.3%');
    expect(formatFigure('perCost', figures)).toBe('25,000円');
    expect(formatFigure('cpm', figures)).toBe('1,234,000円');
    expect(formatFigure('cpm', { rating: null, perCost: null, cpm: null })).toBe('—');
    expect(formatYen(1_234_000)).toBe('1,234,000円');
  });

  it('labels business dates by their own weekday, Monday first', () => {
    expect(weekdayLabel('2026-11-23')).toBe('月');
    expect(weekdayLabel('2026-11-29')).toBe('日');
    expect(formatShortDate('2026-11-28')).toBe('11/28(土)');
    expect(weekendOf('2026-11-27')).toBeNull();
    expect(weekendOf('2026-11-28')).toBe('saturday');
    expect(weekendOf('2026-11-29')).toBe('sunday');
  });
});
