import type { SlotImportHistoryEntry, SlotImportPreview, StationSlot } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { StationSlotsPage } from './station-slots-page';

/** For tests only: the page at its address, without the shell and the licence guard around it. */
export const stationSlotsRoutes: RouteObject[] = [{ path: '/station/import_cm', element: <StationSlotsPage /> }];

export const STATIONS = { stations: [{ id: 1, code: 'JOAX', name: '関東テレビ', areaCode: 'kanto' }] };

/** A Shift_JIS file of three slots that would all be new. */
export function buildPreview(overrides: Partial<SlotImportPreview> = {}): SlotImportPreview {
  return {
    fileName: '12月第1週.csv',
    encoding: 'CP932',
    sha256: 'a'.repeat(64),
    rowCount: 3,
    counts: { created: 3, changed: 0, unchanged: 0, skipped: 0 },
    problems: [],
    problemCount: 0,
    committable: true,
    changes: [],
    ...overrides,
  };
}

/** A PT slot at 25:30 on Monday 7 December (1:30 on the Tuesday morning), one unit held and one sold of four. */
export function buildSlot(overrides: Partial<StationSlot> = {}): StationSlot {
  return {
    id: 501,
    station: { id: 1, code: 'JOAX', name: '関東テレビ' },
    broadcastDate: '2026-12-07',
    startSecond: (25 * 60 + 30 - 5 * 60) * 60,
    programmeTitle: '深夜のニュース',
    position: 'PT',
    lengthSeconds: 15,
    kind: 1,
    price: 120_000,
    unitsOnSale: 4,
    unitsHeld: 1,
    unitsSold: 1,
    salesStart: '2026-10-01',
    salesEnd: '2026-12-04',
    status: 'ON_SALE',
    hasApplications: true,
    updatedAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export function buildHistoryEntry(overrides: Partial<SlotImportHistoryEntry> = {}): SlotImportHistoryEntry {
  return {
    id: 1,
    fileName: '11月第4週.csv',
    sha256: 'b'.repeat(64),
    encoding: 'CP932',
    rowCount: 1200,
    counts: { created: 1180, changed: 20, unchanged: 0, skipped: 0 },
    user: { id: 3, name: '放送 花子' },
    createdAt: '2026-11-20T01:05:00.000Z',
    ...overrides,
  };
}
