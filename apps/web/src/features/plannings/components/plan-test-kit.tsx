import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FUNCTION_LICENCES,
  type LicensedSegment,
  type PlanFigures,
  type PlanLine,
  type PlanOptimisation,
  type PlanSummary,
  type Station,
} from '@tvcm/contracts';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { type ApiHandlers, jsonResponse, type RecordedRequest } from '../../../test/mock-api';
import { buildLicence } from '../../../test/shell-fixtures';

/**
 * For tests only: a plan page at `path` (matched by `pattern`) with a fresh query cache;
 * `location()` tells where the page has navigated to.
 */
export function renderPlanPage(ui: ReactElement, { path, pattern }: { path: string; pattern: string }) {
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  let current: Location | undefined;
  function Probe() {
    current = useLocation();
    return null;
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path={pattern} element={ui} />
          <Route path="*" element={<p>other page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  return { ...view, queryClient, user, location };
}

const station = (id: number, shortName: string): Station => ({
  id,
  code: `ST${id}`,
  name: shortName,
  shortName,
  areaCode: 'kanto',
  network: { code: 'N', name: 'ネット', colour: '#123456' },
  remoteKey: id,
});

export const KANTO = {
  code: 'kanto',
  name: '関東',
  stations: [station(1, '関東TV'), station(2, 'さくらTV')],
  firstOnSaleDate: '2026-12-01',
};
export const KANSAI = {
  code: 'kansai',
  name: '関西',
  stations: [{ ...station(6, '関西放送'), areaCode: 'kansai' }],
  firstOnSaleDate: null,
};

/**
 * The answers every plan page asks for first: the areas, (for the streaming switch) the licences
 * and the licensed target data segments (none unless given).
 */
export function commonHandlers({
  digital = true,
  segments = [],
}: {
  digital?: boolean;
  segments?: LicensedSegment[];
} = {}): ApiHandlers {
  const licences = Object.values(FUNCTION_LICENCES).filter((code) => digital || code !== FUNCTION_LICENCES.digitalPlanning);
  return {
    'GET /api/areas': () => jsonResponse(200, { areas: [KANTO, KANSAI] }),
    'GET /api/target-data/licensed-segments': () => jsonResponse(200, { segments }),
    'GET /api/auth/licenses/base': () =>
      jsonResponse(
        200,
        buildLicence({ company: { code: '0000A00001', functionLicenses: licences, businessType: 'ADVERTISING_COMPANY' } }),
      ),
  };
}

export function buildFigures(overrides: Partial<PlanFigures> = {}): PlanFigures {
  return {
    amount: 29_400_000,
    spots: 42,
    digitalUnits: 0,
    grp: 31_250,
    targetGrp: 20_120,
    tvTargetGrp: 20_120,
    impressions: 8_123_000,
    perCost: 146_123,
    cpm: 3_620,
    reach1: 67.1,
    reach3: 30.2,
    frequency: 2.98,
    tvReach1: 67.1,
    digitalReach1: 0,
    ...overrides,
  };
}

/** A 関東TV slot on Tuesday 1 December at 19:00. */
export function buildLine(overrides: Partial<PlanLine> = {}): PlanLine {
  return {
    kind: 'slot',
    productId: 101,
    station: { id: 1, shortName: '関東TV' },
    programmeTitle: '夜のニュース',
    date: '2026-12-01',
    start: 14 * 3600,
    position: 'SB',
    length: 15,
    title: null,
    deliveryStart: null,
    deliveryEnd: null,
    unitPrice: 700_000,
    remaining: 2,
    minimumUnits: 1,
    rating: 520,
    perCost: 134_615,
    cpm: 3_500,
    impressionsPerUnit: 200_000,
    units: 1,
    pinned: false,
    amount: 700_000,
    targetGrp: 520,
    impressions: 200_000,
    available: true,
    ...overrides,
  };
}

export function buildOptimisation(overrides: Partial<PlanOptimisation> = {}): PlanOptimisation {
  return {
    lines: [
      buildLine(),
      buildLine({ productId: 102, programmeTitle: '朝の情報', start: 2 * 3600, station: { id: 2, shortName: 'さくらTV' } }),
    ],
    figures: buildFigures(),
    optimality: { gapPercent: 0.42, proven: false, candidates: 1_820, modelled: 640, milliseconds: 900 },
    caps: [
      { cap: 'budget', limit: 30_000_000, binding: true, gain: 1_250, unit: 'grp' },
      { cap: 'perProgramme', limit: 1, binding: false, gain: 0, unit: 'grp' },
    ],
    replaced: [],
    requiredBudget: null,
    ratingsAreEstimates: true,
    ...overrides,
  };
}

export function buildPlanSummary(overrides: Partial<PlanSummary> = {}): PlanSummary {
  return {
    id: 12,
    name: '関東 冬キャンペーン',
    advertiser: { id: 3, code: '1234', name: 'さくら食品' },
    area: { code: 'kanto', name: '関東' },
    dateFrom: '2026-12-01',
    dateTo: '2026-12-14',
    budget: 30_000_000,
    goal: 'maxGrp',
    status: 'DRAFT',
    figures: buildFigures(),
    lineCount: 42,
    updatedBy: { id: 7, name: '山田 太郎' },
    updatedAt: '2026-11-20T01:05:00.000Z',
    createdAt: '2026-11-20T01:00:00.000Z',
    ...overrides,
  };
}

export const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body || 'null') as unknown;
