import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type SlotImportHistory, type SlotImportPreview } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { buildHistoryEntry, buildPreview, stationSlotsRoutes } from './station-slots-test-kit';

const PAGE = '/station/import_cm';
const CSV = '放送局コード,放送日\nJOAX,2026/12/07\n';

/** A server whose history answers what it holds at the time. */
function importApi(history: SlotImportHistory, handlers: ApiHandlers) {
  const requests = mockApi({ 'GET /api/slot-imports': () => jsonResponse(200, history), ...handlers });
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key);
  return { requests, calls };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));
const previewAnswer = (preview: SlotImportPreview) => () => jsonResponse(200, preview);

async function chooseFile(user: ReturnType<typeof renderRoutes>['user'], name = '12月第1週.csv') {
  const file = new File([CSV], name, { type: 'application/vnd.ms-excel' });
  await user.upload(screen.getByLabelText('取り込むファイル（CSV・Excel）'), file);
  return file;
}

async function previewFile(user: ReturnType<typeof renderRoutes>['user']) {
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'プレビュー' }));
  return screen.findByRole('region', { name: /^プレビュー: / });
}

describe('the import tab', () => {
  it('sends the file’s bytes as CSV for the preview and shows every problem with its line, column and message', async () => {
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': previewAnswer(
          buildPreview({
            rowCount: 3,
            counts: { created: 1, changed: 0, unchanged: 0, skipped: 1 },
            committable: false,
            problemCount: 1_204,
            problems: [
              { line: 3, column: 'broadcastDate', code: 'invalidDate', severity: 'error', params: { value: '2026/13/01' } },
              { line: 4, column: 'slotTime', code: 'mismatch', severity: 'error', params: { target: 'programmeStart' } },
              { line: 4, column: 'price', code: 'numberMax', severity: 'error', params: { max: 100_000_000 } },
              { line: 5, column: 'unitsOnSale', code: 'belowHeldOrSold', severity: 'skip', params: { held: 1, sold: 2 } },
            ],
          }),
        ),
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'CM枠管理（テレビCM）' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'プレビュー' })).toBeDisabled();
    await chooseFile(user);
    expect(screen.getByText(/^12月第1週\.csv（\d+ バイト）$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'プレビュー' }));

    const preview = await screen.findByRole('region', { name: 'プレビュー: 12月第1週.csv' });
    const [sent] = calls('POST /api/slot-imports/previews');
    expect(sent?.url.searchParams.get('fileName')).toBe('12月第1週.csv');
    expect(sent?.headers.get('content-type')).toBe('text/csv');
    expect(sent?.body).toBe(CSV);

    expect(within(preview).getByText('Shift_JIS（CP932）')).toBeInTheDocument();
    expect(within(preview).getByText('3行')).toBeInTheDocument();
    expect(
      within(preview).getByText('エラーがあるため取り込めません。ファイルを修正して、もう一度選択してください。'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('全1,204件のうち、最初の4件を表示しています。')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();

    const problems = within(preview).getByRole('table', { name: '確認が必要な行の一覧' });
    const rows = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['3', '放送日', 'エラー', '「2026/13/01」は日付として読み取れません。2026/12/07の形式で、存在する日付を入力してください。'],
      ['4', 'CM時刻', 'エラー', '番組開始と一致しません。'],
      ['4', '単価', 'エラー', '100,000,000以下の数値を入力してください。'],
      ['5', '販売枠数', '反映しない', '仮押さえ1枠・成約2枠を下回る販売枠数にはできません。'],
    ]);
  });

  it('offers no commit when nothing would change, and says so', async () => {
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': previewAnswer(
          buildPreview({ counts: { created: 0, changed: 0, unchanged: 3, skipped: 0 } }),
        ),
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);

    const preview = await previewFile(user);
    expect(within(preview).getByText('変更はありません。このファイルの内容はすべて登録済みです。')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(calls('POST /api/slot-imports')).toEqual([]);
  });

  it('lists each changed row with its slot and the old → new value of every field that changes', async () => {
    importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': previewAnswer(
          buildPreview({
            fileName: 'CM枠一覧_20261125.xlsx',
            encoding: 'XLSX',
            counts: { created: 0, changed: 1_500, unchanged: 1, skipped: 0 },
            changes: [
              {
                line: 3,
                stationCode: 'JOAX',
                broadcastDate: '2026-12-07',
                startSecond: (19 * 60 + 28 - 5 * 60) * 60,
                fields: [
                  { column: 'unitsOnSale', old: 2, new: 1 },
                  { column: 'price', old: 1_600_000, new: 1_800_000 },
                ],
              },
              {
                line: 5,
                stationCode: 'JOAX',
                broadcastDate: '2026-12-07',
                startSecond: (25 * 60 + 30 - 5 * 60) * 60,
                fields: [
                  { column: 'programmeStart', old: null, new: (25 * 60 - 5 * 60) * 60 },
                  { column: 'programmeTitle', old: '深夜映画', new: '深夜映画セレクト' },
                  { column: 'kind', old: 1, new: 2 },
                  { column: 'lengthSeconds', old: 15, new: 30 },
                  { column: 'salesEnd', old: '2026-12-04', new: '2026-12-06' },
                ],
              },
            ],
          }),
        ),
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);
    const preview = await previewFile(user);

    expect(within(preview).getByText('Excel（.xlsx）')).toBeInTheDocument();
    expect(within(preview).getByText(/取り込むと、新規0件・変更1,500件が反映されます。/)).toBeInTheDocument();
    expect(within(preview).getByRole('heading', { name: '変更される枠' })).toBeInTheDocument();
    expect(within(preview).getByText('全1,500件のうち、最初の2件を表示しています。')).toBeInTheDocument();
    const table = within(preview).getByRole('table', { name: '変更される枠の一覧' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['行', '枠', '変更内容（登録済み → ファイル）'],
      ['3', 'JOAX12/7(月) 19:28', '販売枠数変更前: 2枠→変更後: 1枠単価変更前: 1,600,000円→変更後: 1,800,000円'],
      [
        '5',
        'JOAX12/7(月) 25:30',
        '番組開始変更前: （番組なし）→変更後: 25:00' +
          '番組名変更前: 深夜映画→変更後: 深夜映画セレクト' +
          '販売区分変更前: 通常→変更後: 直前' +
          '秒数変更前: 15秒→変更後: 30秒' +
          '販売終了日変更前: 12/4(金)→変更後: 12/6(日)',
      ],
    ]);
    // The old value is marked as removed and the new one as inserted, which assistive technology announces.
    expect(within(table).getAllByRole('deletion')[1]).toHaveTextContent('1,600,000円');
    expect(within(table).getAllByRole('insertion')[1]).toHaveTextContent('1,800,000円');
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeEnabled();
  });

  it('sends an Excel file as .xlsx, and shows no changes table for a round trip with nothing to change', async () => {
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': previewAnswer(
          buildPreview({ encoding: 'XLSX', counts: { created: 0, changed: 0, unchanged: 3, skipped: 0 } }),
        ),
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);
    await chooseFile(user, 'CM枠一覧_20261125.xlsx');
    await user.click(screen.getByRole('button', { name: 'プレビュー' }));
    const preview = await screen.findByRole('region', { name: /^プレビュー: / });
    expect(calls('POST /api/slot-imports/previews')[0]?.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(within(preview).getByText('変更はありません。このファイルの内容はすべて登録済みです。')).toBeInTheDocument();
    expect(within(preview).queryByRole('table', { name: '変更される枠の一覧' })).not.toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();
  });

  it('commits only once confirmed, then says what it did, refreshes the history and clears the file', async () => {
    const history: SlotImportHistory = { entries: [] };
    const { calls } = importApi(history, {
      'POST /api/slot-imports/previews': previewAnswer(
        buildPreview({ counts: { created: 2, changed: 1, unchanged: 0, skipped: 1 } }),
      ),
      'POST /api/slot-imports': () => {
        const entry = buildHistoryEntry({
          id: 2,
          fileName: '12月第1週.csv',
          counts: { created: 2, changed: 1, unchanged: 0, skipped: 1 },
        });
        history.entries = [entry];
        return jsonResponse(200, { counts: entry.counts, problems: [], entry });
      },
    });
    const { user } = renderRoutes(stationSlotsRoutes, `${PAGE}?tab=history`);
    expect(await screen.findByText('取込の履歴はありません。')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '取込' }));

    const preview = await previewFile(user);
    expect(within(preview).getByText(/取り込むと、新規2件・変更1件が反映されます。/)).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    const confirm = screen.getByRole('dialog', { name: 'CM枠を取り込みますか？' });
    expect(confirm).toHaveAccessibleDescription(
      '「12月第1週.csv」から、新規2件・変更1件を反映します。 反映しない1件は取り込まれません。',
    );
    expect(within(confirm).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/slot-imports')).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取り込む' }));

    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', message: '取り込みました（新規2件・変更1件・反映しない1件）。' }]),
    );
    const [committed] = calls('POST /api/slot-imports');
    expect(committed?.url.searchParams.get('fileName')).toBe('12月第1週.csv');
    expect(committed?.body).toBe(CSV);
    expect(screen.queryByRole('region', { name: /^プレビュー: / })).not.toBeInTheDocument();
    expect(screen.getByText('ファイルが選択されていません。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' })).toHaveFocus());

    await user.click(screen.getByRole('tab', { name: '取込履歴' }));
    const table = await screen.findByRole('table', { name: '取込履歴の一覧' });
    expect(within(table).getByRole('row', { name: /12月第1週\.csv/ })).toHaveTextContent('放送 花子');
    expect(calls('GET /api/slot-imports')).toHaveLength(2);
  });

  it('commits once on a double click, with the commit button busy meanwhile', async () => {
    const commit = heldAnswer();
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': previewAnswer(buildPreview()),
        'POST /api/slot-imports': commit.answer,
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);

    const preview = await previewFile(user);
    await user.dblClick(within(preview).getByRole('button', { name: '取り込む' }));
    doubleClickAtOnce(
      within(screen.getByRole('dialog', { name: 'CM枠を取り込みますか？' })).getByRole('button', { name: '取り込む' }),
    );

    expect(await within(preview).findByRole('button', { name: '取込中…' })).toBeDisabled();
    expect(calls('POST /api/slot-imports')).toHaveLength(1);
    const entry = buildHistoryEntry({ id: 2 });
    commit.release(jsonResponse(200, { counts: entry.counts, problems: [], entry }));
    await waitFor(() => expect(toasts().map((toast) => toast.severity)).toEqual(['success']));
    expect(calls('POST /api/slot-imports')).toHaveLength(1);
  });

  it('shows why a commit was refused (IMP00001) with a fresh preview, and no toast', async () => {
    let previews = 0;
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/slot-imports/previews': () => {
          previews += 1;
          return jsonResponse(
            200,
            previews === 1
              ? buildPreview()
              : buildPreview({
                  committable: false,
                  counts: { created: 2, changed: 0, unchanged: 0, skipped: 0 },
                  problems: [
                    { line: 2, column: 'stationCode', code: 'notOwnStation', severity: 'error', params: { value: 'JOBX' } },
                  ],
                  problemCount: 1,
                }),
          );
        },
        'POST /api/slot-imports': () => apiErrorResponse(422, API_ERROR_CODES.slotImportInvalid, '/api/slot-imports'),
      },
    );
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);

    const preview = await previewFile(user);
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取り込む' }));

    expect(await screen.findByText(/プレビューの後に登録内容が変わったため/)).toBeInTheDocument();
    const refreshed = screen.getByRole('region', { name: /^プレビュー: / });
    expect(
      within(refreshed).getByText('放送局コード「JOBX」は自局の放送局ではありません。自局の枠だけ取り込めます。'),
    ).toBeInTheDocument();
    expect(within(refreshed).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(calls('POST /api/slot-imports/previews')).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });

  it('downloads the template under the name the server gives it', async () => {
    mockApi({
      'GET /api/slot-imports/template': () =>
        new Response(new Uint8Array([0x95, 0xfa]), {
          headers: {
            'content-type': 'text/csv; charset=Shift_JIS',
            'content-disposition': `attachment; filename="template.csv"; filename*=UTF-8''${encodeURIComponent('CM枠取込テンプレート.csv')}`,
          },
        }),
    });
    const createObjectURL = vi.fn(() => 'blob:template');
    // jsdom has no object URLs; a subclass keeps every other use of URL as it is.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderRoutes(stationSlotsRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: 'テンプレートをダウンロード' }));
    await waitFor(() => expect(saved).toEqual(['CM枠取込テンプレート.csv blob:template']));
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 2 }));
  });
});
