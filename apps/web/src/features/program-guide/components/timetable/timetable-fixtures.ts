import type { ProgramGuideResponse, SlotListItem, Station } from '@tvcm/contracts';

/** Test data: a 関東 answer built from readable rows, turned into the answer's column arrays. */

const station = (id: number, name: string, shortName: string, colour: string): Station => ({
  id,
  code: `st${id}`,
  name,
  shortName,
  areaCode: 'kanto',
  network: { code: `n${id}`, name: `ネットワーク${id}`, colour },
  remoteKey: id,
});

export const KANTO_STATIONS: Station[] = [
  station(1, '関東テレビ放送', '関東テレビ', '#d32f2f'),
  station(2, '東都放送', '東都', '#1976d2'),
  station(3, 'みなと放送', 'みなと', '#388e3c'),
];

export type SlotRow = Omit<SlotListItem, 'station' | 'areaName' | 'programmeTitle'> & {
  stationId: number;
  programmeId: number | null;
};

export interface ProgrammeRow {
  id: number;
  stationId: number;
  date: string;
  start: number;
  end: number;
  title: string;
}

let nextId = 1000;

/** A slot on sale at `start` seconds from 05:00, with overrides. */
export function slotRow(stationId: number, date: string, start: number, overrides: Partial<SlotRow> = {}): SlotRow {
  nextId += 1;
  return {
    id: nextId,
    stationId,
    programmeId: null,
    date,
    start,
    length: 30,
    position: 'SB',
    kind: 1,
    price: 300_000,
    remaining: 2,
    salesStart: '2026-09-14',
    salesEnd: '2026-11-16',
    state: 'onSale',
    rating: 1200,
    perCost: 25_000,
    cpm: 1_800,
    ...overrides,
  };
}

export function buildAnswer(
  dates: string[],
  slotRows: SlotRow[],
  programmeRows: ProgrammeRow[] = [],
  stations: Station[] = KANTO_STATIONS,
): ProgramGuideResponse {
  const column = <Row, Key extends keyof Row>(rows: Row[], key: Key) => rows.map((row) => row[key]);
  return {
    area: { code: 'kanto', name: '関東' },
    dates,
    stations,
    target: 'household',
    ratingType: 'realtime',
    ratingsAreEstimates: true,
    programmes: {
      id: column(programmeRows, 'id'),
      stationId: column(programmeRows, 'stationId'),
      date: column(programmeRows, 'date'),
      start: column(programmeRows, 'start'),
      end: column(programmeRows, 'end'),
      title: column(programmeRows, 'title'),
    },
    slots: {
      id: column(slotRows, 'id'),
      stationId: column(slotRows, 'stationId'),
      programmeId: column(slotRows, 'programmeId'),
      date: column(slotRows, 'date'),
      start: column(slotRows, 'start'),
      length: column(slotRows, 'length'),
      position: column(slotRows, 'position'),
      kind: column(slotRows, 'kind'),
      price: column(slotRows, 'price'),
      remaining: column(slotRows, 'remaining'),
      salesStart: column(slotRows, 'salesStart'),
      salesEnd: column(slotRows, 'salesEnd'),
      state: column(slotRows, 'state'),
      rating: column(slotRows, 'rating'),
      perCost: column(slotRows, 'perCost'),
      cpm: column(slotRows, 'cpm'),
    },
  };
}
