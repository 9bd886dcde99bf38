import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartDetail, CartSummary, SlotListItem } from '@tvcm/contracts';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { jsonResponse } from '../../../test/mock-api';

/**
 * For tests only: the carts' components with a fresh query cache (the app's query client, so
 * its error toasts apply). Features may not import app's providers; the i18n instance is global
 * and toasts are read from their store.
 */
export function renderWithQueries(ui: ReactElement) {
  const queryClient = createQueryClient();
  // No pause between keystrokes, so no timer can run between two keys.
  const user = userEvent.setup({ delay: null });
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient, user };
}

/** A 関東 slot on Monday 23 November at 25:30 on the broadcast clock. */
export function buildSlot(overrides: Partial<SlotListItem> = {}): SlotListItem {
  return {
    id: 101,
    station: { id: 1, name: '関東テレビ', shortName: '関東TV', areaCode: 'kanto' },
    areaName: '関東',
    programmeTitle: '深夜のニュース',
    date: '2026-11-23',
    start: (25 * 60 + 30 - 5 * 60) * 60,
    length: 15,
    position: 'SB',
    kind: 2,
    price: 400_000,
    remaining: 3,
    salesStart: '2026-10-01',
    salesEnd: '2026-11-22',
    state: 'onSale',
    rating: 1234,
    perCost: 32_415,
    cpm: 1_500,
    ...overrides,
  };
}

export const KANSAI_STATION = { id: 6, name: '関西放送', shortName: '関西放送', areaCode: 'kansai' };

export function buildCart(overrides: Partial<CartSummary> = {}): CartSummary {
  return {
    id: 5,
    service: 'TV',
    name: '関東 11/16 カート',
    status: 'OPEN',
    area: { code: 'kanto', name: '関東' },
    itemCount: 1,
    units: 1,
    currentValue: 400_000,
    stations: [{ id: 1, shortName: '関東TV' }],
    householdGrp: 1234,
    createdBy: '山田 太郎',
    createdAt: '2026-11-16T01:00:00.000Z',
    updatedAt: '2026-11-16T01:00:00.000Z',
    sentBy: null,
    sentAt: null,
    appliedAt: null,
    ...overrides,
  };
}

export function buildCartDetail(overrides: Partial<CartDetail> = {}): CartDetail {
  return {
    ...buildCart(),
    items: [],
    digitalItems: [],
    target: 'household',
    ratingType: 'realtime',
    grp: 0,
    averagePerCost: null,
    averageCpm: null,
    ...overrides,
  };
}

/** An error answer with the parameters a message interpolates (mock-api's helper has none). */
export function apiErrorWithParams(status: number, code: string, path: string, params: Record<string, string>) {
  return jsonResponse(status, { errors: [{ code, statusCode: status, params }], path });
}

/**
 * For tests only: a cart page at `path` (matched by `pattern`) with a fresh query cache;
 * `location()` tells where the page has navigated to.
 */
export function renderCartPage(ui: ReactElement, { path, pattern }: { path: string; pattern: string }) {
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
