import { screen, waitFor, within } from '@testing-library/react';
import type { DigitalSplitPoint } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../../test/mock-api';
import { DigitalSplitPage } from './digital-split-page';
import { bodyOf, commonHandlers, renderPlanPage } from './plan-test-kit';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T01:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

/** The sweep from 0 to 100 % TV in steps of 10, total reach peaking at 60 % TV. */
const POINTS: DigitalSplitPoint[] = Array.from({ length: 11 }, (_, index) => {
  const tvSharePercent = index * 10;
  const tvReach = tvSharePercent * 0.7;
  const digitalReach = (100 - tvSharePercent) * 0.45;
  const totalReach = Math.round((100 - (100 - tvReach) * (1 - digitalReach / 100) - (tvSharePercent === 60 ? 0 : 3)) * 10) / 10;
  return {
    tvSharePercent,
    tvBudget: tvSharePercent * 500_000,
    digitalBudget: (100 - tvSharePercent) * 500_000,
    tvReach,
    digitalReach,
    totalReach,
    incrementalReach: Math.round((totalReach - tvReach) * 10) / 10,
    targetGrp: tvSharePercent * 300,
  };
});

describe('DigitalSplitPage', () => {
  it('posts the conditions, shows the reach of each split with the best one marked, and opens a plan with the split chosen', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/digital-split': () =>
        jsonResponse(200, { points: POINTS, bestTvSharePercent: 60, ratingsAreEstimates: true }),
    });
    const { user, location } = renderPlanPage(<DigitalSplitPage />, {
      path: '/agency/digital_planning',
      pattern: '/agency/digital_planning',
    });

    const conditions = await screen.findByRole('region', { name: '条件' });
    expect(screen.getByRole('heading', { level: 1, name: 'TV×デジタルプランニング' })).toBeInTheDocument();
    expect(within(conditions).getByRole('spinbutton', { name: '予算（円）' })).toHaveValue(50_000_000);
    await user.selectOptions(within(conditions).getByRole('combobox', { name: 'ターゲット' }), 'F1');
    await user.click(within(conditions).getByRole('button', { name: '試算' }));

    const table = await screen.findByRole('table', { name: 'テレビの予算比率ごとの到達率1+（推定）' });
    expect(requests.filter((request) => request.method === 'POST').map(bodyOf)).toEqual([
      {
        area: 'kanto',
        dateFrom: '2026-12-01',
        dateTo: '2026-12-14',
        target: 'f1',
        ratingType: 'pc7',
        segment: null,
        budget: 50_000_000,
        pattern: 'allDay',
      },
    ]);
    // Two heading rows (the four reach figures share one heading) and eleven steps.
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toMatchObject({ target: 'f1', budget: '50000000' }),
    );
    expect(within(table).getByRole('rowheader', { name: /^60%/ })).toHaveTextContent('60%最適');
    const best = within(table).getByRole('rowheader', { name: /^60%/ }).closest('tr');
    expect(best).toHaveAttribute('data-best', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('到達率1+（推定）が最も高い配分：テレビ 60%（到達率1+ 52.4%）');
    expect(screen.getByRole('figure', { name: 'テレビの予算比率ごとの到達率1+（推定）のグラフ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '到達率の推定方法' })).toHaveTextContent('Sainsbury');

    await user.click(within(table).getByRole('button', { name: 'テレビ 60%の配分でプランを作成' }));
    await waitFor(() => expect(location().pathname).toBe('/agency/plannings/edit'));
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      area: 'kanto',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-14',
      target: 'f1',
      ratingType: 'pc7',
      budget: '50000000',
      pattern: 'allDay',
      tvSharePercent: '60',
    });
  });

  it('shows the sweep of the conditions an address holds (a bookmark, the way back from a plan)', async () => {
    const requests = mockApi({
      ...commonHandlers(),
      'POST /api/plannings/digital-split': () =>
        jsonResponse(200, { points: POINTS, bestTvSharePercent: 60, ratingsAreEstimates: true }),
    });
    renderPlanPage(<DigitalSplitPage />, {
      path: '/agency/digital_planning?area=kansai&dateFrom=2026-12-07&dateTo=2026-12-20&target=household&ratingType=realtime&budget=20000000&pattern=reverseL',
      pattern: '/agency/digital_planning',
    });

    expect(await screen.findByRole('table', { name: 'テレビの予算比率ごとの到達率1+（推定）' })).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST').map(bodyOf)).toEqual([
      {
        area: 'kansai',
        dateFrom: '2026-12-07',
        dateTo: '2026-12-20',
        target: 'household',
        ratingType: 'realtime',
        segment: null,
        budget: 20_000_000,
        pattern: 'reverseL',
      },
    ]);
  });
});
