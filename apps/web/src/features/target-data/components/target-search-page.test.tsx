import { screen, waitFor, within } from '@testing-library/react';
import type { TargetHeatmapResponse, TargetSlotsResponse } from '@tvcm/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RecordedRequest } from '../../../test/mock-api';
import { buildTargetSlot, commonHandlers, renderTargetDataPage } from './target-data-test-kit';
import { type TargetSearchCartDialogProps, TargetSearchPage } from './target-search-page';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T03:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const HEATMAP: TargetHeatmapResponse = {
  target: 'individual',
  ratingType: 'realtime',
  segment: null,
  averageShare: 2_350,
  figuresAreEstimates: true,
  medianPerCost: 150_000,
  cells: [
    { weekday: 0, hour: 20, slots: 12, index: 132, perCost: 140_000 },
    { weekday: 6, hour: 25, slots: 3, index: 88, perCost: 210_000 },
  ],
};

const SLOTS: TargetSlotsResponse = {
  target: 'individual',
  ratingType: 'realtime',
  segment: null,
  averageShare: 2_350,
  figuresAreEstimates: true,
  medianPerCost: 150_000,
  slots: [
    buildTargetSlot(),
    buildTargetSlot({ id: 502, bargain: false, index: 101, programmeTitle: '朝の情報', start: 2 * 3600 }),
  ],
  total: 2,
  page: 1,
  pageSize: 50,
};

function searchApi() {
  const requests = mockApi({
    ...commonHandlers(),
    'GET /api/target-data/licensed-segments': () =>
      jsonResponse(200, {
        segments: [
          {
            id: 8,
            name: '化粧品購買層',
            provider: 'コスメデータ',
            areas: [{ area: 'kanto', startsOn: '2026-12-01', endsOn: '2026-12-31', universe: 3_000_000 }],
          },
        ],
      }),
    'GET /api/target-search/heatmap': () => jsonResponse(200, HEATMAP),
    'GET /api/target-search/slots': () => jsonResponse(200, SLOTS),
  });
  const last = (path: string) =>
    Object.fromEntries(
      requests.filter((request: RecordedRequest) => request.url.pathname === path).at(-1)?.url.searchParams ?? [],
    );
  return { requests, last };
}

function CartDialogProbe({ open, slots, figures }: TargetSearchCartDialogProps) {
  return open ? (
    <p>{`cart dialog: ${slots.map((slot) => `${slot.id} ${slot.areaName} ${slot.station.areaCode}`).join()} ${figures.target}`}</p>
  ) : null;
}

const renderSearch = (path = '/agency/target_search') =>
  renderTargetDataPage(<TargetSearchPage CartDialog={CartDialogProbe} />, { path, pattern: '/agency/target_search' });

describe('TargetSearchPage', () => {
  it('draws the heat map as a table of index figures and ranks the slots, marking 穴場', async () => {
    const { last } = searchApi();
    const { user } = renderSearch();

    const heatmap = await screen.findByRole('table', { name: '曜日×時間帯の含有率指数（指数（推定））' });
    expect(screen.getByRole('heading', { level: 1, name: 'ターゲットから探す' })).toBeInTheDocument();
    expect(within(heatmap).getByRole('columnheader', { name: '月' })).toBeInTheDocument();
    const eight = within(heatmap).getByRole('rowheader', { name: '20時' }).closest('tr') as HTMLElement;
    expect(within(eight).getAllByRole('cell')[0]).toHaveTextContent('132');
    expect(within(eight).getAllByRole('cell')[0]).toHaveAttribute('title', '月 20時：指数 132、パーコスト 140,000円、12枠');
    expect(screen.getByText('エリア平均含有率：23.5%')).toBeInTheDocument();
    // Four weeks from the area's first day on sale.
    expect(last('/api/target-search/heatmap')).toEqual({
      area: 'kanto',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-28',
      target: 'individual',
      ratingType: 'realtime',
      pattern: 'allDay',
    });

    const list = screen.getByRole('table', { name: 'ターゲット別の枠ランキング' });
    expect(within(list).getByRole('columnheader', { name: '指数（推定）' })).toBeInTheDocument();
    const first = within(list).getByText('深夜のドラマ').closest('tr') as HTMLElement;
    expect(within(first).getByText('穴場')).toBeInTheDocument();
    expect(within(within(list).getByText('朝の情報').closest('tr') as HTMLElement).queryByText('穴場')).not.toBeInTheDocument();
    expect(within(first).getByText('31.0%')).toBeInTheDocument();
    expect(within(first).getByText('1,800円')).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: '関東TV 12/1(火) 25:00の枠をカートに追加' }));
    expect(screen.getByText('cart dialog: 501 関東 kanto individual')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'パーコスト' }));
    expect(
      within(await screen.findByRole('table', { name: '曜日×時間帯の含有率指数（パーコスト（推定））' })).getByText('140,000円'),
    ).toBeInTheDocument();
  });

  it('writes a change of target, pattern, sort and 穴場のみ into the address and asks again', async () => {
    const { last } = searchApi();
    const { user, location } = renderSearch();
    await screen.findByRole('table', { name: 'ターゲット別の枠ランキング' });
    const conditions = screen.getByRole('search', { name: '検索条件' });

    await user.selectOptions(within(conditions).getByRole('combobox', { name: 'ターゲット' }), 'F1');
    await waitFor(() => expect(new URLSearchParams(location().search).get('target')).toBe('f1'));
    await waitFor(() => expect(last('/api/target-search/heatmap').target).toBe('f1'));

    await user.selectOptions(within(conditions).getByRole('combobox', { name: '購入パターン' }), '逆L');
    await waitFor(() => expect(new URLSearchParams(location().search).get('pattern')).toBe('reverseL'));
    await waitFor(() => expect(last('/api/target-search/slots').pattern).toBe('reverseL'));

    await user.selectOptions(within(conditions).getByRole('combobox', { name: 'ターゲット' }), '化粧品購買層（コスメデータ）');
    await waitFor(() => expect(new URLSearchParams(location().search).get('segment')).toBe('8'));
    await waitFor(() => expect(last('/api/target-search/heatmap').segment).toBe('8'));
    expect(within(conditions).getByRole('combobox', { name: '視聴率種別' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: '並び順' }), 'CPMの安い順');
    await user.click(screen.getByRole('switch', { name: '穴場枠のみ' }));
    await waitFor(() =>
      expect(last('/api/target-search/slots')).toMatchObject({ sort: 'cpm', bargainsOnly: 'true', segment: '8' }),
    );
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      target: 'f1',
      pattern: 'reverseL',
      segment: '8',
      sort: 'cpm',
      bargainsOnly: 'true',
    });
  });

  it('reads the conditions from the address', async () => {
    const { last } = searchApi();
    renderSearch('/agency/target_search?area=kansai&dateFrom=2026-12-07&dateTo=2026-12-13&target=m2&pattern=uShape&page=2');
    await screen.findByRole('table', { name: 'ターゲット別の枠ランキング' });
    expect(last('/api/target-search/slots')).toEqual({
      area: 'kansai',
      dateFrom: '2026-12-07',
      dateTo: '2026-12-13',
      target: 'm2',
      ratingType: 'realtime',
      pattern: 'uShape',
      sort: 'index',
      bargainsOnly: 'false',
      page: '2',
    });
  });
});
