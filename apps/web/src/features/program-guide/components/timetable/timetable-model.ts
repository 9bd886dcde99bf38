import { BROADCAST_DAY_SECONDS, type ProgramGuideResponse, type ProgramGuideView } from '@tvcm/contracts';
import { formatShortDate } from '../../../../lib/format-broadcast';
import { weekendOf } from '../../slot-format';

/** Pixels per minute of the broadcast day: programme blocks and chips sit at their time. */
export const MINUTE_PX = 6;
/** Virtual rows are quarter-hour bands; only the bands on screen are in the DOM. */
export const ROW_MINUTES = 15;
export const ROW_HEIGHT = ROW_MINUTES * MINUTE_PX;
export const ROW_COUNT = BROADCAST_DAY_SECONDS / 60 / ROW_MINUTES;
export const ROWS_PER_HOUR = 60 / ROW_MINUTES;
/** A chip is four short lines; the demo's slots are at least ten minutes (60 px) apart. */
export const CHIP_HEIGHT = 58;
const CHIP_GAP = 2;
/** Each column shows its programmes in a narrow lane on the left and the chips beside them. */
export const PROGRAMME_LANE_WIDTH = 64;

export const topOf = (seconds: number) => (seconds / 60) * MINUTE_PX;
export const rowOf = (top: number) => Math.max(0, Math.min(ROW_COUNT - 1, Math.floor(top / ROW_HEIGHT)));

export interface TimetableColumn {
  key: string;
  /** Station short name (day view) or 11/23(月) (week view). */
  label: string;
  stationId: number;
  stationName: string;
  date: string;
  /** 11/23(月), for the chips' accessible names. */
  dateLabel: string;
  /** The network's colour bar of a station column. */
  networkColour: string | null;
  weekend: 'saturday' | 'sunday' | null;
  /** Slot indexes of the answer in this column, by start time. */
  slots: number[];
  /** Laid-out top of each of `slots` in pixels: its time, pushed down below a chip it would overlap. */
  tops: number[];
  /** `slots[rowFirst[r]] … slots[rowFirst[r + 1] - 1]` are the chips whose top is in row r. */
  rowFirst: number[];
  /** Programme indexes of the answer in this column, by start time. */
  programmes: number[];
}

export interface TimetableModel {
  columns: TimetableColumn[];
  /** Where each slot id is: its column and its position in the column's `slots`. */
  positions: Map<number, { column: number; position: number }>;
  /** The body's height: the broadcast day, or more when pushed-down chips run past 28:59. */
  height: number;
  slotCount: number;
  /** Programme index in the answer by programme id, for a chip's programme title. */
  programmeIndexes: Map<number, number>;
}

const emptyLists = () => ({ slots: [], tops: [], rowFirst: [], programmes: [] });

function columnsOf(answer: ProgramGuideResponse, view: ProgramGuideView, weekStationId: number | null): TimetableColumn[] {
  if (view === 'day') {
    const date = answer.dates[0] ?? '';
    return answer.stations.map((station) => ({
      ...emptyLists(),
      key: `station-${station.id}`,
      label: station.shortName,
      stationId: station.id,
      stationName: station.shortName,
      date,
      dateLabel: formatShortDate(date),
      networkColour: station.network.colour,
      weekend: null,
    }));
  }
  const station = answer.stations.find((candidate) => candidate.id === weekStationId) ?? answer.stations[0];
  if (!station) return [];
  return answer.dates.map((date) => ({
    ...emptyLists(),
    key: `date-${date}`,
    label: formatShortDate(date),
    stationId: station.id,
    stationName: station.shortName,
    date,
    dateLabel: formatShortDate(date),
    networkColour: null,
    weekend: weekendOf(date),
  }));
}

/**
 * The grid's columns with their slots sorted, laid out and bucketed by row, computed once per
 * answer straight from the column arrays (no object per slot): rendering then reads only the
 * rows on screen, which keeps a full area-week (thousands of slots) fast to paint and scroll.
 */
export function timetableModel(
  answer: ProgramGuideResponse,
  view: ProgramGuideView,
  weekStationId: number | null,
): TimetableModel {
  const columns = columnsOf(answer, view, weekStationId);
  const byKey = new Map(columns.map((column) => [`${column.stationId}|${column.date}`, column]));
  const { slots, programmes } = answer;
  for (let index = 0; index < slots.id.length; index += 1) {
    byKey.get(`${slots.stationId[index]}|${slots.date[index]}`)?.slots.push(index);
  }
  for (let index = 0; index < programmes.id.length; index += 1) {
    byKey.get(`${programmes.stationId[index]}|${programmes.date[index]}`)?.programmes.push(index);
  }
  const starts = slots.start;
  const positions = new Map<number, { column: number; position: number }>();
  let height = ROW_COUNT * ROW_HEIGHT;
  let slotCount = 0;
  columns.forEach((column, columnIndex) => {
    column.slots.sort(
      (a, b) => (starts[a] as number) - (starts[b] as number) || (slots.id[a] as number) - (slots.id[b] as number),
    );
    column.programmes.sort((a, b) => (programmes.start[a] as number) - (programmes.start[b] as number));
    let bottom = Number.NEGATIVE_INFINITY;
    column.slots.forEach((index, position) => {
      const top = Math.max(topOf(starts[index] as number), bottom + CHIP_GAP);
      column.tops.push(top);
      bottom = top + CHIP_HEIGHT;
      positions.set(slots.id[index] as number, { column: columnIndex, position });
    });
    let position = 0;
    for (let row = 0; row < ROW_COUNT; row += 1) {
      while (position < column.tops.length && rowOf(column.tops[position] as number) < row) position += 1;
      column.rowFirst.push(position);
    }
    column.rowFirst.push(column.slots.length);
    height = Math.max(height, bottom);
    slotCount += column.slots.length;
  });
  const programmeIndexes = new Map(programmes.id.map((id, index) => [id, index]));
  return { columns, positions, height, slotCount, programmeIndexes };
}

/** The position in `column` whose start is nearest to `start`, for moving left and right. */
export function nearestInTime(column: TimetableColumn, starts: readonly number[], start: number): number | undefined {
  const { slots } = column;
  if (slots.length === 0) return undefined;
  const startAt = (position: number) => starts[slots[position] as number] as number;
  let low = 0;
  let high = slots.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (startAt(middle) < start) low = middle + 1;
    else high = middle;
  }
  return low > 0 && start - startAt(low - 1) <= startAt(low) - start ? low - 1 : low;
}
