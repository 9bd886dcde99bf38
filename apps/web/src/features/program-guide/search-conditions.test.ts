import { type Area, TIME_BAND_PRESETS } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import {
  bandStartOf,
  type CmRatingSettingForm,
  currentSalesWindow,
  INITIAL_RATING_SETTING,
  initialSearchConditionForm,
  manualSalesPeriodStillApplies,
  openingConditions,
  type SearchConditionForm,
  shownDates,
  slotListOpeningArea,
  toProgramGuideQuery,
  toSlotListQuery,
} from './search-conditions';

const form = (changes: Partial<SearchConditionForm> = {}): SearchConditionForm => ({
  ...initialSearchConditionForm(),
  area: 'kanto',
  date: '2026-11-26',
  ...changes,
});

const rating: CmRatingSettingForm = { ...INITIAL_RATING_SETTING, target: 'f1' };

describe('shownDates', () => {
  it('is the day in the day view', () => {
    expect(shownDates({ view: 'day', date: '2026-11-26' })).toEqual(['2026-11-26']);
  });

  it('is Monday to Sunday of the week in the week view, whichever day is chosen', () => {
    const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    expect(shownDates({ view: 'week', date: '2026-11-26' })).toEqual(week);
    expect(shownDates({ view: 'week', date: '2026-11-29' })).toEqual(week);
    expect(shownDates({ view: 'week', date: '2026-11-23' })).toEqual(week);
  });

  it('crosses a month and a year', () => {
    expect(shownDates({ view: 'week', date: '2027-01-01' })).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('is empty without a date', () => {
    expect(shownDates({ view: 'week', date: null })).toEqual([]);
  });
});

describe('currentSalesWindow', () => {
  it('runs from today to the last day shown', () => {
    expect(currentSalesWindow({ view: 'day', date: '2026-11-26' }, '2026-11-23')).toEqual(['2026-11-23', '2026-11-26']);
    expect(currentSalesWindow({ view: 'week', date: '2026-11-26' }, '2026-11-23')).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('is today alone when the dates shown are past or missing', () => {
    expect(currentSalesWindow({ view: 'day', date: '2026-11-20' }, '2026-11-23')).toEqual(['2026-11-23', '2026-11-23']);
    expect(currentSalesWindow({ view: 'day', date: null }, '2026-11-23')).toEqual(['2026-11-23', '2026-11-23']);
  });
});

describe('manualSalesPeriodStillApplies', () => {
  const manual = form({ salesPeriod: ['2026-11-23', '2026-11-30'] });

  it('applies while the area stays and the dates shown start by its end', () => {
    expect(manualSalesPeriodStillApplies(manual, { ...manual, date: '2026-11-30' })).toBe(true);
    expect(manualSalesPeriodStillApplies(manual, { ...manual, view: 'week', date: '2026-11-30' })).toBe(true);
    expect(manualSalesPeriodStillApplies(manual, { ...manual, maxPrice: 100000 })).toBe(true);
  });

  it('no longer applies once the dates shown start after its end', () => {
    expect(manualSalesPeriodStillApplies(manual, { ...manual, date: '2026-12-01' })).toBe(false);
    expect(manualSalesPeriodStillApplies(manual, { ...manual, view: 'week', date: '2026-12-07' })).toBe(false);
  });

  it('no longer applies in another area', () => {
    expect(manualSalesPeriodStillApplies(manual, { ...manual, area: 'kansai' })).toBe(false);
  });

  it('applies without an end date', () => {
    const open = form({ salesPeriod: ['2026-11-23', null] });
    expect(manualSalesPeriodStillApplies(open, { ...open, date: '2027-03-01' })).toBe(true);
  });
});

describe('bandStartOf', () => {
  it("is a preset's earliest band, a start time, or null for the whole day", () => {
    expect(bandStartOf({ pattern: 'golden', timeFrom: null })).toBe(TIME_BAND_PRESETS.golden[0]?.from);
    expect(bandStartOf({ pattern: null, timeFrom: 9 * 3600 })).toBe(9 * 3600);
    expect(bandStartOf({ pattern: null, timeFrom: null })).toBeNull();
  });
});

describe('openingConditions', () => {
  const ON_AIR = '2026-11-26';
  const areas: Area[] = [
    { code: 'kanto', name: '関東', stations: [], firstOnSaleDate: '2026-12-03' },
    { code: 'kansai', name: '関西', stations: [], firstOnSaleDate: null },
  ];

  it("opens a first visit on the first area's first day with slots on sale", () => {
    const opening = openingConditions(initialSearchConditionForm(), areas, ON_AIR);
    expect(opening).toMatchObject({ area: 'kanto', stationIds: [], date: '2026-12-03' });
  });

  it("opens a kept area without a date on that area's first day on sale, or the day on air when it has none", () => {
    expect(openingConditions(form({ area: 'kansai', stationIds: [12], date: null }), areas, ON_AIR)).toMatchObject({
      area: 'kansai',
      stationIds: [12],
      date: ON_AIR,
    });
  });

  it('keeps the kept area and date as they are', () => {
    const kept = form({ area: 'kansai', date: '2026-11-30' });
    expect(openingConditions(kept, areas, ON_AIR)).toBe(kept);
  });

  it('replaces an area no longer offered, with its stations', () => {
    expect(openingConditions(form({ area: 'chukyo', stationIds: [21], date: null }), areas, ON_AIR)).toMatchObject({
      area: 'kanto',
      stationIds: [],
      date: '2026-12-03',
    });
  });
});

describe('slotListOpeningArea', () => {
  const areas = [
    { code: 'kanto', name: '関東', stations: [], firstOnSaleDate: null },
    { code: 'kansai', name: '関西', stations: [], firstOnSaleDate: null },
  ];

  it("keeps the user's last area while it is offered, and starts from the first area otherwise", () => {
    expect(slotListOpeningArea({ area: 'kansai', stationIds: [12] }, areas)).toEqual({ area: 'kansai', stationIds: [12] });
    expect(slotListOpeningArea({ area: null, stationIds: [] }, areas)).toEqual({ area: 'kanto', stationIds: [] });
    expect(slotListOpeningArea({ area: 'chukyo', stationIds: [21] }, areas)).toEqual({ area: 'kanto', stationIds: [] });
  });
});

describe('toProgramGuideQuery', () => {
  it('serialises the conditions, stations and weekdays as comma lists', () => {
    const query = toProgramGuideQuery(
      form({
        view: 'week',
        stationIds: [3, 4],
        weekdays: [0, 5],
        timeFrom: 14 * 3600,
        timeTo: 17 * 3600,
        salesPeriod: ['2026-11-23', '2026-12-31'],
        position: 'SB',
        length: 15,
        kind: 2,
        maxPrice: 300000,
        maxPerCost: 80000,
        onSaleOnly: true,
      }),
      rating,
    );
    expect(query).toEqual({
      area: 'kanto',
      view: 'week',
      date: '2026-11-26',
      stations: '3,4',
      weekdays: '0,5',
      timeFrom: 50400,
      timeTo: 61200,
      pattern: undefined,
      salesFrom: '2026-11-23',
      salesTo: '2026-12-31',
      position: 'SB',
      length: 15,
      kind: 2,
      maxPrice: 300000,
      maxPerCost: 80000,
      onSaleOnly: 'true',
      target: 'f1',
      ratingType: 'realtime',
    });
  });

  it('drops weekdays and hours when a pattern replaces them', () => {
    const query = toProgramGuideQuery(form({ weekdays: [1], timeFrom: 0, timeTo: 3600, pattern: 'uShape' }), rating);
    expect(query).toMatchObject({ pattern: 'uShape', weekdays: undefined, timeFrom: undefined, timeTo: undefined });
  });

  it('leaves out what is not set, keeping a time of 5:00 (zero seconds)', () => {
    const query = toProgramGuideQuery(form({ timeFrom: 0 }), INITIAL_RATING_SETTING);
    expect(query).toMatchObject({
      stations: undefined,
      weekdays: undefined,
      salesFrom: undefined,
      maxPrice: undefined,
      onSaleOnly: undefined,
      timeFrom: 0,
    });
  });

  it('is null while the area or the date is missing', () => {
    expect(toProgramGuideQuery(form({ area: null }), rating)).toBeNull();
    expect(toProgramGuideQuery(form({ date: null }), rating)).toBeNull();
  });
});

describe('toSlotListQuery', () => {
  const paging = { sort: 'cpm', order: 'asc', page: 1, pageSize: 50 } as const;

  it('searches the dates shown, in every area when none is chosen', () => {
    const query = toSlotListQuery(form({ area: null, view: 'week', stationIds: [3, 4] }), rating, paging);
    expect(query).toMatchObject({ area: undefined, dateFrom: '2026-11-23', dateTo: '2026-11-29', stations: '3,4', ...paging });
  });

  it('takes the dates it is given, and is null without any', () => {
    expect(toSlotListQuery(form(), rating, paging, ['2026-12-01', '2026-12-14'])).toMatchObject({
      dateFrom: '2026-12-01',
      dateTo: '2026-12-14',
    });
    expect(toSlotListQuery(form({ date: null }), rating, paging)).toBeNull();
  });

  it('asks for a licensed segment chosen as the target, and for none otherwise', () => {
    expect(toSlotListQuery(form(), { ...rating, segment: 8 }, paging)).toMatchObject({ target: 'f1', segment: '8' });
    expect(toProgramGuideQuery(form(), { ...rating, segment: 8 })).toMatchObject({ segment: '8' });
    expect(toProgramGuideQuery(form(), rating)?.segment).toBeUndefined();
    expect(toProgramGuideQuery(form(), { ...rating, segment: null })?.segment).toBeUndefined();
  });
});
