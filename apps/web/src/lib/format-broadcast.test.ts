import { describe, expect, it } from 'vitest';
import { formatBroadcastTime, formatGrp, formatMonthDay, formatRating, formatShortDate, formatYen } from './format-broadcast';

describe('broadcast formats', () => {
  it('shows the broadcast day on the 29-hour clock', () => {
    expect(formatBroadcastTime(0)).toBe('5:00');
    expect(formatBroadcastTime(14 * 3600 + 30 * 60)).toBe('19:30');
    expect(formatBroadcastTime(24 * 3600 - 60)).toBe('28:59');
    expect(formatBroadcastTime(19 * 3600 + 59 * 60 + 59)).toBe('24:59');
    expect(formatBroadcastTime(24 * 3600 - 1)).toBe('28:59');
  });

  it('shows yen, ratings and GRP', () => {
    expect(formatYen(1_234_000)).toBe('1,234,000円');
    expect(formatYen(null)).toBe('—');
    expect(formatRating(1234)).toBe('12.3%');
    expect(formatRating(null)).toBe('—');
    expect(formatGrp(12_345)).toBe('123.5');
  });

  it('shows a business date with its own weekday', () => {
    expect(formatMonthDay('2026-11-03')).toBe('11/3');
    expect(formatShortDate('2026-11-23')).toBe('11/23(月)');
    expect(formatShortDate('2026-11-28')).toBe('11/28(土)');
    expect(formatShortDate('2026-11-29')).toBe('11/29(日)');
  });
});
