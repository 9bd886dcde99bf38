import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type StationSlot } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { captureDownloads, xlsxResponse } from '../../../test/file-downloads';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { pasteInto } from '../../../test/paste-into';
import { renderRoutes } from '../../../test/render-routes';
import { buildSlot, STATIONS, stationSlotsRoutes } from './station-slots-test-kit';

const SLOTS_PAGE = '/station/import_cm?tab=slots';

/** A server holding `slots`; the list answers what it holds at the time. */
function slotsApi(state: { slots: StationSlot[] }, handlers: ApiHandlers = {}) {
  const requests = mockApi({
    'GET /api/station-slots/stations': () => jsonResponse(200, STATIONS),
    'GET /api/station-slots': () => jsonResponse(200, { slots: state.slots, total: state.slots.length, page: 1, pageSize: 100 }),
    'GET /api/slot-imports': () => jsonResponse(200, { entries: [] }),
    ...handlers,
  });
  const lists = () => requests.filter((request) => request.method === 'GET' && request.url.pathname === '/api/station-slots');
  const writes = () => requests.filter((request) => request.method !== 'GET');
  return { lists, writes };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const slotTable = () => screen.findByRole('table', { name: '登録済みの枠の一覧' });

describe('the page’s tabs', () => {
  it('opens the import tab by default and keeps the chosen tab in the address', async () => {
    slotsApi({ slots: [] });
    const { user, location } = renderRoutes(stationSlotsRoutes, '/station/import_cm?tab=unknown');

    const tabs = await screen.findByRole('tablist', { name: 'CM枠管理の機能' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['取込', '枠一覧', '取込履歴']);
    expect(screen.getByRole('tab', { name: '取込' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: '取込' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: '枠一覧' }));
    expect(new URLSearchParams(location().search).get('tab')).toBe('slots');
    expect(screen.getByRole('tab', { name: '枠一覧' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('tabpanel', { name: '枠一覧' })).getByRole('heading', { name: '登録済みの枠' })).toBeVisible();

    await user.click(screen.getByRole('tab', { name: '取込' }));
    expect(location().search).toBe('');
    // The import tab is kept while hidden, so it comes back as it was.
    expect(screen.getByRole('tabpanel', { name: '取込' })).toBeVisible();
  });

  it('opens the tab the address names', async () => {
    slotsApi({ slots: [] });
    renderRoutes(stationSlotsRoutes, '/station/import_cm?tab=history');

    expect(await screen.findByRole('tab', { name: '取込履歴' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('table', { name: '取込履歴の一覧' })).toBeInTheDocument();
  });
});

describe('the slot list', () => {
  it('shows this broadcast week’s slots on the 29-hour clock and filters them through the address', async () => {
    // 02:00 on Wednesday 9 December in Tokyo still belongs to Tuesday's broadcast day: the week of Monday 7.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-09T02:00:00+09:00'));
    const { lists } = slotsApi({ slots: [buildSlot()] });
    const { user, location } = renderRoutes(stationSlotsRoutes, SLOTS_PAGE);

    const table = await slotTable();
    expect(Object.fromEntries(lists()[0]?.url.searchParams ?? [])).toEqual({
      dateFrom: '2026-12-07',
      dateTo: '2026-12-13',
      page: '1',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      '放送日',
      '時刻',
      '番組',
      '枠種別',
      '秒数',
      '区分',
      '単価',
      '販売',
      '仮押さえ',
      '成約',
      '販売期間',
      '状態',
      '申込',
      '操作',
    ]);
    const row = within(table).getByRole('row', { name: /12\/7\(月\)/ });
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '12/7(月)',
      '25:30',
      '深夜のニュース',
      'PT',
      '15秒',
      '通常',
      '120,000円',
      '4',
      '1',
      '1',
      '10/1(木)〜12/4(金)',
      '販売中',
      '申込あり',
      '編集',
    ]);

    await pasteInto(user, screen.getByRole('textbox', { name: '番組名' }), 'ニュース');
    await user.selectOptions(screen.getByRole('combobox', { name: '状態' }), '完売');
    await user.click(screen.getByRole('button', { name: '絞り込む' }));

    await waitFor(() => expect(lists()).toHaveLength(2));
    expect(Object.fromEntries(lists()[1]?.url.searchParams ?? [])).toEqual({
      dateFrom: '2026-12-07',
      dateTo: '2026-12-13',
      programme: 'ニュース',
      status: 'SOLD_OUT',
      page: '1',
    });
    expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
      tab: 'slots',
      from: '2026-12-07',
      to: '2026-12-13',
      programme: 'ニュース',
      status: 'SOLD_OUT',
    });
  });

  it('downloads the filtered list as Excel under the server’s name, and asks for narrower filters on SLT00002', async () => {
    let tooLarge = false;
    const exports: URL[] = [];
    slotsApi(
      { slots: [buildSlot()] },
      {
        'GET /api/station-slots/export': (request) => {
          exports.push(request.url);
          if (tooLarge) return apiErrorResponse(422, API_ERROR_CODES.slotExportTooLarge, '/api/station-slots/export');
          return xlsxResponse('CM枠一覧_20261209.xlsx', 'slot-list-20261209.xlsx');
        },
      },
    );
    const saved = captureDownloads('blob:slot-list');
    const { user } = renderRoutes(stationSlotsRoutes, `${SLOTS_PAGE}&from=2026-12-07&to=2026-12-13&status=ON_SALE&page=3`);
    await slotTable();

    const button = screen.getByRole('button', { name: 'Excelでダウンロード' });
    expect(button).toHaveAccessibleDescription(/取込ファイルと同じ列で出力します/);
    await user.click(button);
    await waitFor(() => expect(saved).toEqual(['CM枠一覧_20261209.xlsx blob:slot-list']));
    // Every page of the filtered list: the filters go, the page does not.
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({
      dateFrom: '2026-12-07',
      dateTo: '2026-12-13',
      status: 'ON_SALE',
    });

    tooLarge = true;
    await user.click(button);
    expect(
      await screen.findByText('枠が100,000件を超えるため出力できません。放送局や期間を絞り込んでください。'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });

  it('refuses dates the wrong way round or too far apart before asking the server', async () => {
    const { lists } = slotsApi({ slots: [] });
    const { user } = renderRoutes(stationSlotsRoutes, `${SLOTS_PAGE}&from=2026-12-07&to=2026-12-13`);
    await slotTable();

    const to = screen.getByLabelText(/^放送日（まで）/);
    await user.clear(to);
    await user.type(to, '2026-12-01');
    await user.click(screen.getByRole('button', { name: '絞り込む' }));

    expect(to).toHaveAccessibleDescription('終了日は開始日以降の日付を入力してください。');

    await user.clear(to);
    await user.type(to, '2027-03-09');
    expect(to).toHaveAccessibleDescription('期間は92日以内で指定してください。');
    await user.click(screen.getByRole('button', { name: '絞り込む' }));
    expect(lists()).toHaveLength(1);
  });
});

describe('the slot edit dialog', () => {
  it('says what limits the slot, checks the units before sending, and explains SLT00001 without a toast', async () => {
    const state = { slots: [buildSlot()] };
    const { lists, writes } = slotsApi(state, {
      'PATCH /api/station-slots/501': () => {
        // An application held another unit meanwhile: three of four are now taken.
        state.slots = [buildSlot({ unitsHeld: 2, updatedAt: '2026-11-20T02:00:00.000Z' })];
        return jsonResponse(409, {
          errors: [{ code: API_ERROR_CODES.slotChangeRefused, statusCode: 409, params: { reason: 'belowHeldOrSold' } }],
          path: '/api/station-slots/501',
        });
      },
    });
    const { user } = renderRoutes(stationSlotsRoutes, SLOTS_PAGE);

    await slotTable();
    await user.click(screen.getByRole('button', { name: '関東テレビ 12/7(月) 25:30の枠を編集' }));
    const dialog = screen.getByRole('dialog', { name: '枠を編集' });
    const price = within(dialog).getByRole('textbox', { name: /^単価（円）/ });
    const units = within(dialog).getByRole('textbox', { name: /^販売枠数/ });
    expect(price).toHaveFocus();
    expect(price).toHaveValue('120000');
    expect(units).toHaveAccessibleDescription('仮押さえ1枠・成約1枠があるため、2枠より少なくはできません。');
    expect(within(dialog).getByRole('radio', { name: '販売停止' })).toBeDisabled();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(
      '申込のある枠は販売停止にできません。申込への回答が済んでから変更してください。',
    );

    await user.clear(units);
    await user.type(units, '１');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByText('仮押さえ・成約済みの2枠より少なくはできません。')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.clear(price);
    await user.paste('１５０，０００');
    await user.clear(units);
    await user.type(units, '2');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    // The list is asked again, and the form starts over from the slot as it now is, saying why.
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /^販売枠数/ })).toHaveAccessibleDescription(
        '仮押さえ2枠・成約1枠があるため、3枠より少なくはできません。',
      ),
    );
    expect(
      within(dialog).getByText(
        '変更できませんでした。この枠には新たに仮押さえ・成約された枠があり、販売枠数をそれより少なくはできません。最新の内容を表示しました。',
      ),
    ).toBeInTheDocument();
    expect(writes().map((request) => JSON.parse(request.body) as unknown)).toEqual([{ price: 150_000, unitsOnSale: 2 }]);
    expect(lists().length).toBeGreaterThanOrEqual(2);
    expect(toasts()).toEqual([]);
  });

  it('withdraws a slot without applications, sending only the status', async () => {
    const free = buildSlot({ unitsHeld: 0, unitsSold: 0, hasApplications: false });
    const state = { slots: [free] };
    const { writes } = slotsApi(state, {
      'PATCH /api/station-slots/501': () => {
        state.slots = [{ ...free, status: 'WITHDRAWN', updatedAt: '2026-11-20T02:00:00.000Z' }];
        return jsonResponse(200, state.slots[0]);
      },
    });
    const { user } = renderRoutes(stationSlotsRoutes, SLOTS_PAGE);

    const table = await slotTable();
    await user.click(within(table).getByRole('button', { name: /の枠を編集$/ }));
    const dialog = screen.getByRole('dialog', { name: '枠を編集' });
    expect(within(dialog).getByRole('textbox', { name: /^販売枠数/ })).toHaveAccessibleDescription('0〜99枠');
    await user.click(within(dialog).getByRole('radio', { name: '販売停止' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes().map((request) => JSON.parse(request.body) as unknown)).toEqual([{ status: 'WITHDRAWN' }]);
    expect(toasts()).toEqual([{ severity: 'success', message: '枠を更新しました。' }]);
    expect(await within(table).findByText('販売停止')).toBeInTheDocument();
  });

  it('closes on a slot that is gone (SLT04001), saying so', async () => {
    slotsApi(
      { slots: [buildSlot()] },
      { 'PATCH /api/station-slots/501': () => apiErrorResponse(404, API_ERROR_CODES.slotNotFound, '/api/station-slots/501') },
    );
    const { user } = renderRoutes(stationSlotsRoutes, SLOTS_PAGE);

    await slotTable();
    await user.click(screen.getByRole('button', { name: /の枠を編集$/ }));
    const dialog = screen.getByRole('dialog', { name: '枠を編集' });
    await user.clear(within(dialog).getByRole('textbox', { name: /^単価（円）/ }));
    await user.paste('0');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([{ severity: 'error', message: 'この枠は見つかりません。一覧を更新しました。' }]);
  });
});
