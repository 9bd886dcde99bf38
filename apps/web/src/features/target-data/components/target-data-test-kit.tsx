import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreasResponse, CatalogueSegment, DataPurchase, TargetSlot } from '@tvcm/contracts';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { type ApiHandlers, jsonResponse } from '../../../test/mock-api';
import { buildLicence } from '../../../test/shell-fixtures';

export const COMPANY = '0000A00001';

/** For tests only: a page at `path` (matched by `pattern`) with a fresh query cache; `location()` tells where it went. */
export function renderTargetDataPage(ui: ReactElement, { path, pattern }: { path: string; pattern: string }) {
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

export const AREAS: AreasResponse = {
  areas: [
    {
      code: 'kanto',
      name: '関東',
      stations: [
        {
          id: 1,
          code: 'ST1',
          name: '関東テレビ',
          shortName: '関東TV',
          areaCode: 'kanto',
          network: { code: 'N', name: 'ネット', colour: '#123456' },
          remoteKey: 1,
        },
      ],
      firstOnSaleDate: '2026-12-01',
    },
    { code: 'kansai', name: '関西', stations: [], firstOnSaleDate: '2026-12-02' },
  ],
};

export function commonHandlers(balance = 76_000): ApiHandlers {
  return {
    'GET /api/areas': () => jsonResponse(200, AREAS),
    'GET /api/auth/licenses/base': () => jsonResponse(200, buildLicence()),
    [`GET /api/points/companies/${COMPANY}/status`]: () => jsonResponse(200, { status: { balance } }),
  };
}

export function buildSegment(overrides: Partial<CatalogueSegment> = {}): CatalogueSegment {
  return {
    id: 7,
    name: '自動車購入意向層',
    definition: '1年以内に自動車の購入を検討している人',
    method: 'PANEL',
    sampleSize: 12_000,
    provider: { code: 'D0001', name: 'デモデータ' },
    areas: [
      { area: 'kanto', areaName: '関東' },
      { area: 'kansai', areaName: '関西' },
    ],
    coverageFrom: '2026-11',
    coverageTo: '2027-04',
    pricePoints: 10_000,
    preview: [{ stationName: '関東テレビ', date: '2026-12-01', hour: 25, rating: 412 }],
    licensed: false,
    ...overrides,
  };
}

export function buildPurchase(overrides: Partial<DataPurchase> = {}): DataPurchase {
  return {
    id: 1,
    segment: { id: 7, name: '自動車購入意向層' },
    provider: { code: 'D0001', name: 'デモデータ' },
    buyer: { code: COMPANY, name: 'デモ広告' },
    applicant: '山田 太郎',
    areas: [{ area: 'kanto', areaName: '関東' }],
    monthFrom: '2026-12',
    monthTo: '2027-01',
    startsOn: '2026-12-01',
    endsOn: '2027-01-31',
    points: 20_000,
    purpose: '冬のキャンペーンの出稿計画',
    status: 'EXAMINING',
    state: 'EXAMINING',
    appliedAt: '2026-11-20T01:00:00.000Z',
    examinedAt: null,
    examinedBy: null,
    returnReason: null,
    ...overrides,
  };
}

export function buildTargetSlot(overrides: Partial<TargetSlot> = {}): TargetSlot {
  return {
    id: 501,
    station: { id: 1, name: '関東テレビ', shortName: '関東TV' },
    programmeTitle: '深夜のドラマ',
    date: '2026-12-01',
    weekday: 1,
    start: 20 * 3600,
    length: 15,
    position: 'SB',
    kind: 1,
    price: 300_000,
    remaining: 2,
    state: 'onSale',
    rating: 250,
    share: 3_100,
    index: 142,
    perCost: 120_000,
    cpm: 1_800,
    bargain: true,
    ...overrides,
  };
}
