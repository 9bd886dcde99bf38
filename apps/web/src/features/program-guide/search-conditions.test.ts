import { describe, expect, it } from 'vitest';
import {
  type CmRatingSettingForm,
  currentSalesWindow,
  INITIAL_RATING_SETTING,
  initialSearchConditionForm,
  manualSalesPeriodStillApplies,
  type SearchConditionForm,
  shownDates,
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
});
