import { describe, expect, it } from 'vitest';
import { buildAnswer, slotRow } from './timetable-fixtures';
import { CHIP_HEIGHT, nearestInTime, ROW_COUNT, ROW_HEIGHT, timetableModel, topOf } from './timetable-model';

const MONDAY = '2026-11-23';
const TUESDAY = '2026-11-24';

describe('timetableModel', () => {
  const answer = buildAnswer(
    [MONDAY, TUESDAY],
    [
      slotRow(1, MONDAY, 7200, { id: 3 }),
      slotRow(1, MONDAY, 600, { id: 1 }),
      // One minute after the first: pushed below it rather than drawn over it.
      slotRow(1, MONDAY, 660, { id: 2 }),
      slotRow(2, MONDAY, 86_340, { id: 4 }),
      slotRow(1, TUESDAY, 600, { id: 5 }),
    ],
  );

  it('puts the day view’s slots in their station’s column by time, pushing overlapping chips down', () => {
    const model = timetableModel(answer, 'day', null);

    expect(model.columns.map((column) => column.label)).toEqual(['関東テレビ', '東都', 'みなと']);
    const [first, second] = model.columns;
    expect(first?.slots.map((index) => answer.slots.id[index])).toEqual([1, 2, 3]);
    expect(first?.tops).toEqual([topOf(600), topOf(600) + CHIP_HEIGHT + 2, topOf(7200)]);
    // Rows hold the chips whose top is in them: 5:10 in row 0, 5:11 pushed into row 1, 7:00 in row 8.
    expect(first?.rowFirst.slice(0, 10)).toEqual([0, 1, 2, 2, 2, 2, 2, 2, 2, 3]);
    expect(first?.rowFirst).toHaveLength(ROW_COUNT + 1);
    // A chip at 28:59 overruns the day: the body grows to hold it.
    expect(second?.rowFirst[ROW_COUNT - 1]).toBe(0);
    expect(model.height).toBe(topOf(86_340) + CHIP_HEIGHT);
    expect(model.height).toBeGreaterThan(ROW_COUNT * ROW_HEIGHT);
    expect(model.positions.get(2)).toEqual({ column: 0, position: 1 });
    // Tuesday is not in a day view of Monday.
    expect(model.slotCount).toBe(4);
  });

  it('has one column per date for the week view’s station', () => {
    const model = timetableModel(answer, 'week', 1);

    expect(model.columns.map((column) => column.label)).toEqual(['11/23(月)', '11/24(火)']);
    expect(model.columns[1]?.slots.map((index) => answer.slots.id[index])).toEqual([5]);
    expect(model.slotCount).toBe(4);
  });

  it('finds the slot nearest in time in another column', () => {
    const column = timetableModel(answer, 'day', null).columns[0];
    if (!column) throw new Error('no column');
    expect(nearestInTime(column, answer.slots.start, 0)).toBe(0);
    expect(nearestInTime(column, answer.slots.start, 650)).toBe(1);
    expect(nearestInTime(column, answer.slots.start, 5000)).toBe(2);
    expect(nearestInTime(column, answer.slots.start, 90_000)).toBe(2);
  });
});
