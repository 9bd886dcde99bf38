import { describe, expect, it } from 'vitest';
import { buildAnswer, slotRow } from './components/timetable/timetable-fixtures';
import { slotListItemAt } from './slot-list-item';

describe('slotListItemAt', () => {
  const answer = buildAnswer(
    ['2026-11-23'],
    [
      slotRow(1, '2026-11-23', 3600, { id: 11, programmeId: null }),
      slotRow(2, '2026-11-23', 50_400, {
        id: 12,
        programmeId: 501,
        position: 'PT',
        kind: 2,
        rating: null,
        perCost: null,
        cpm: null,
      }),
    ],
    [
      { id: 500, stationId: 2, date: '2026-11-23', start: 0, end: 3000, title: '朝のニュース' },
      { id: 501, stationId: 2, date: '2026-11-23', start: 50_000, end: 54_000, title: 'クイズ！ひらめき王' },
    ],
  );

  it('builds the list item of a slot from the column arrays, with its station, area and programme', () => {
    expect(slotListItemAt(answer, 1)).toEqual({
      id: 12,
      station: { id: 2, name: '東都放送', shortName: '東都', areaCode: 'kanto' },
      areaName: '関東',
      programmeTitle: 'クイズ！ひらめき王',
      date: '2026-11-23',
      start: 50_400,
      length: 30,
      position: 'PT',
      kind: 2,
      price: 300_000,
      remaining: 2,
      salesStart: '2026-09-14',
      salesEnd: '2026-11-16',
      state: 'onSale',
      rating: null,
      perCost: null,
      cpm: null,
    });
  });

  it('has no programme title for a station break', () => {
    const item = slotListItemAt(answer, 0);
    expect(item.programmeTitle).toBeNull();
    expect(item.station.shortName).toBe('関東テレビ');
    expect(item.rating).toBe(1200);
  });
});
