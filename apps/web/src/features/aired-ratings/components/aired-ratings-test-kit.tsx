import type { AiredRatingsImport, AiredRatingsPreview } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { AiredRatingsPage } from './aired-ratings-page';

/** For tests only: the page at its address, without the shell and the licence guard around it. */
export const airedRatingsRoutes: RouteObject[] = [{ path: '/station/import_cm_analyze_all', element: <AiredRatingsPage /> }];

/** A Shift_JIS file of a week of one station's breaks, two rating columns, part of it sold here and one day sent before. */
export function buildPreview(overrides: Partial<AiredRatingsPreview> = {}): AiredRatingsPreview {
  return {
    fileName: '全枠_12月第1週.csv',
    encoding: 'CP932',
    rowCount: 1_240,
    ratingColumns: ['realtime_individual', 'realtime_household'],
    stations: 1,
    dateFrom: '2026-11-16',
    dateTo: '2026-11-22',
    matched: 310,
    matchedSold: 42,
    replaced: 180,
    problems: [],
    problemCount: 0,
    committable: true,
    ...overrides,
  };
}

export function buildHistoryEntry(overrides: Partial<AiredRatingsImport> = {}): AiredRatingsImport {
  return {
    id: 1,
    fileName: '全枠_11月第2週.csv',
    sha256: 'b'.repeat(64),
    encoding: 'CP932',
    rowCount: 1_180,
    matched: 295,
    dateFrom: '2026-11-09',
    dateTo: '2026-11-15',
    stationNames: ['関東テレビ'],
    user: { id: 3, name: '放送 花子' },
    createdAt: '2026-11-16T01:05:00.000Z',
    ...overrides,
  };
}
