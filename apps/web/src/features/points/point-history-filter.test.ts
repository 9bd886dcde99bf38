import { describe, expect, it } from 'vitest';
import { historyQueryOf, periodOf, pointHistoryFilterOf, presetOf, searchParamsOf } from './point-history-filter';

// 00:30 on 1 December in Tokyo, still 30 November in UTC.
const JST_FIRST_OF_DECEMBER = Date.parse('2026-11-30T15:30:00Z');
// 23:59 on 31 January in Tokyo.
const JST_END_OF_JANUARY = Date.parse('2027-01-31T14:59:00Z');

describe('periodOf', () => {
  it.each([
    { now: JST_FIRST_OF_DECEMBER, preset: 'thisMonth' as const, period: { from: '2026-12-01', to: '2026-12-31' } },
    { now: JST_FIRST_OF_DECEMBER, preset: 'lastMonth' as const, period: { from: '2026-11-01', to: '2026-11-30' } },
    { now: JST_FIRST_OF_DECEMBER, preset: 'last3Months' as const, period: { from: '2026-10-01', to: '2026-12-31' } },
    { now: JST_END_OF_JANUARY, preset: 'thisMonth' as const, period: { from: '2027-01-01', to: '2027-01-31' } },
    { now: JST_END_OF_JANUARY, preset: 'lastMonth' as const, period: { from: '2026-12-01', to: '2026-12-31' } },
    { now: JST_END_OF_JANUARY, preset: 'last3Months' as const, period: { from: '2026-11-01', to: '2027-01-31' } },
    // February of a leap year ends on the 29th.
    { now: Date.parse('2028-03-10T00:00:00Z'), preset: 'lastMonth' as const, period: { from: '2028-02-01', to: '2028-02-29' } },
  ])('$preset on Japan’s calendar at $now', ({ now, preset, period }) => {
    expect(periodOf(preset, now)).toEqual(period);
    expect(presetOf(period, now)).toBe(preset);
  });

  it('names no quick choice for a period of the user’s own', () => {
    expect(presetOf({ from: '2026-12-01', to: '2026-12-15' }, JST_FIRST_OF_DECEMBER)).toBeUndefined();
  });
});

describe('the address and the API’s query', () => {
  it('reads the filter back from the address it writes, and asks the API up to the day after the last day', () => {
    const filter = { from: '2026-11-01', to: '2026-11-30', kind: 'USE' as const, page: 3 };
    const params = searchParamsOf(filter);
    expect(params.toString()).toBe('from=2026-11-01&to=2026-11-30&kind=USE&page=3');
    expect(pointHistoryFilterOf(params, JST_FIRST_OF_DECEMBER)).toEqual(filter);
    expect(historyQueryOf(filter)).toEqual({ from: '2026-11-01', to: '2026-12-01', kind: 'USE', page: 3 });
    // A year's last day: the end is the next year's first.
    expect(historyQueryOf({ ...filter, to: '2026-12-31' }).to).toBe('2027-01-01');
  });

  it('leaves the first page and every kind out of the address', () => {
    expect(searchParamsOf({ from: '2026-12-01', to: '2026-12-31', kind: undefined, page: 1 }).toString()).toBe(
      'from=2026-12-01&to=2026-12-31',
    );
  });

  it.each([
    { search: '', why: 'nothing chosen' },
    { search: 'from=2026-11-01', why: 'half a period' },
    { search: 'from=2026-11-31&to=2026-12-05', why: 'a day that does not exist' },
    { search: 'from=2026-12-05&to=2026-12-04', why: 'the wrong way round' },
    { search: 'from=2020-01-01&to=2026-12-31', why: 'longer than the API lists' },
  ])('shows this month for $why', ({ search }) => {
    expect(pointHistoryFilterOf(new URLSearchParams(search), JST_FIRST_OF_DECEMBER)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      kind: undefined,
      page: 1,
    });
  });

  it('drops a kind or page the API would refuse, keeping the period', () => {
    const params = new URLSearchParams('from=2026-12-05&to=2026-12-05&kind=BONUS&page=0');
    expect(pointHistoryFilterOf(params, JST_FIRST_OF_DECEMBER)).toEqual({
      from: '2026-12-05',
      to: '2026-12-05',
      kind: undefined,
      page: 1,
    });
  });
});
