import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonth, formatMonthRange, formatSlashDate } from './format-calendar';

describe('calendar formats', () => {
  it('write a month, a range of months and a date as Japanese readers do', () => {
    expect(formatMonth('2026-12')).toBe('2026年12月');
    expect(formatMonth('2027-01')).toBe('2027年1月');
    expect(formatMonthRange('2026-12', '2027-01')).toBe('2026年12月〜2027年1月');
    expect(formatMonthRange('2026-12', '2026-12')).toBe('2026年12月');
    expect(formatSlashDate('2026-12-31')).toBe('2026/12/31');
    expect(formatLongDate('2026-11-06')).toBe('2026年11月6日');
  });
});
