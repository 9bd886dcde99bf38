import { describe, expect, it } from 'vitest';
import {
  addDays,
  broadcastDateOf,
  businessDateOf,
  businessDateStartIso,
  datesFrom,
  daysBetween,
  mondayOf,
  weekdayOf,
} from './business-date';

describe('business dates (JST)', () => {
  it('takes the JST date of an instant, not the UTC one', () => {
    expect(businessDateOf(Date.parse('2026-11-22T14:59:59Z'))).toBe('2026-11-22');
    expect(businessDateOf(Date.parse('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });

  it('puts 01:30 JST on Tuesday into the broadcast day of Monday, and 05:00 into that of Tuesday', () => {
    expect(broadcastDateOf(Date.parse('2026-11-24T01:30:00+09:00'))).toBe('2026-11-23');
    expect(broadcastDateOf(Date.parse('2026-11-24T05:00:00+09:00'))).toBe('2026-11-24');
  });

  it('counts weekdays from Monday 0 to Sunday 6, and weeks from Monday', () => {
    expect(weekdayOf('2026-11-23')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('adds days across months and years, and lists ranges', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-23', '2026-11-29')).toBe(6);
    expect(datesFrom('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
  });

  it('starts a business date at JST midnight, the previous day 15:00 UTC, across a month and a year', () => {
    expect(businessDateStartIso('2026-11-01')).toBe('2026-10-31T15:00:00.000Z');
    expect(businessDateStartIso('2027-01-01')).toBe('2026-12-31T15:00:00.000Z');
    expect(businessDateOf(Date.parse(businessDateStartIso('2026-11-01')))).toBe('2026-11-01');
    expect(businessDateOf(Date.parse(businessDateStartIso('2026-11-01')) - 1)).toBe('2026-10-31');
  });
});
