import { screen, waitFor, within } from '@testing-library/react';
import { API_ERROR_CODES, type DigitalImportPreview, type SlotImportHistory } from '@tvcm/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { DigitalProductsPage } from './digital-products-page';

/** The pages at their addresses, without the shell and the licence guard around them. */
const routes: RouteObject[] = [
  { path: '/station/import_cu', element: <DigitalProductsPage /> },
  { path: '/station/import_oneday', element: <DigitalProductsPage /> },
];
const CSV = '放送局コード,商品コード\nJOAX,DRAMA01\n';

function buildPreview(overrides: Partial<DigitalImportPreview> = {}): DigitalImportPreview {
  return {
    fileName: '配信1月.csv',
    encoding: 'CP932',
    sha256: 'a'.repeat(64),
    rowCount: 2,
    counts: { created: 2, changed: 0, unchanged: 0, skipped: 0 },
    problems: [],
    problemCount: 0,
    committable: true,
    changes: [],
    ...overrides,
  };
}

function importApi(history: SlotImportHistory, handlers: ApiHandlers) {
  const requests = mockApi({ 'GET /api/digital-imports/streaming': () => jsonResponse(200, history), ...handlers });
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key);
  return { calls };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

async function previewFile(user: ReturnType<typeof renderRoutes>['user'], name = '配信1月.csv') {
  await user.upload(screen.getByLabelText('取り込むファイル（CSV・Excel）'), new File([CSV], name, { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'プレビュー' }));
  return screen.findByRole('region', { name: /^プレビュー: / });
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the streaming import tab', () => {
  it('previews the file and shows each problem by line, column and message, with no commit', async () => {
    const { calls } = importApi(
      { entries: [] },
      {
        'POST /api/digital-imports/streaming/previews': () =>
          jsonResponse(
            200,
            buildPreview({
              committable: false,
              counts: { created: 1, changed: 0, unchanged: 0, skipped: 0 },
              problemCount: 3,
              problems: [
                {
                  line: 3,
                  column: 'impressionsOnSale',
                  code: 'notWholeThousands',
                  severity: 'error',
                  params: { value: '12500' },
                },
                { line: 3, column: 'salesEnd', code: 'mismatch', severity: 'error', params: { target: 'deliveryEnd' } },
                {
                  line: 4,
                  column: 'impressionsOnSale',
                  code: 'belowHeldOrSold',
                  severity: 'error',
                  params: { held: 300000, sold: 0 },
                },
              ],
            }),
          ),
      },
    );
    const { user } = renderRoutes(routes, '/station/import_cu');
    expect(await screen.findByRole('heading', { level: 1, name: 'CM枠管理（配信サービス）' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '取込ファイルの列' })).toHaveTextContent('ターゲティング');

    const preview = await previewFile(user);
    const [sent] = calls('POST /api/digital-imports/streaming/previews');
    expect(sent?.url.searchParams.get('fileName')).toBe('配信1月.csv');
    expect(sent?.body).toBe(CSV);
    expect(within(preview).getByText('Shift_JIS（CP932）')).toBeInTheDocument();
    expect(
      within(preview).getByText('エラーがあるため取り込めません。ファイルを修正して、もう一度選択してください。'),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(cellsOf(within(preview).getByRole('table', { name: '確認が必要な行の一覧' }))).toEqual([
      [
        '3',
        '販売インプレッション',
        'エラー',
        '「12500」は1,000単位ではありません。インプレッションは1,000単位で入力してください。',
      ],
      ['3', '販売終了日', 'エラー', '配信終了日と一致しません。'],
      ['4', '販売インプレッション', 'エラー', '仮押さえ300,000・成約0を下回る販売数にはできません。'],
    ]);
    expect(calls('POST /api/digital-imports/streaming')).toEqual([]);
  });

  it('commits the same bytes once confirmed, says what it did and shows it in the history', async () => {
    const history: SlotImportHistory = { entries: [] };
    const { calls } = importApi(history, {
      'POST /api/digital-imports/streaming/previews': () => jsonResponse(200, buildPreview()),
      'POST /api/digital-imports/streaming': () => {
        const entry = {
          id: 7,
          fileName: '配信1月.csv',
          sha256: 'a'.repeat(64),
          encoding: 'CP932' as const,
          rowCount: 2,
          counts: { created: 2, changed: 0, unchanged: 0, skipped: 0 },
          user: { id: 3, name: '放送 花子' },
          createdAt: '2026-11-20T01:05:00.000Z',
        };
        history.entries = [entry];
        return jsonResponse(200, { counts: entry.counts, problems: [], entry });
      },
    });
    const { user } = renderRoutes(routes, '/station/import_cu');
    const preview = await previewFile(user);
    expect(within(preview).getByText('取り込むと、新規2件・変更0件が反映されます。')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    const confirm = screen.getByRole('dialog', { name: '商品を取り込みますか？' });
    await user.click(within(confirm).getByRole('button', { name: '取り込む' }));

    await waitFor(() => expect(toasts()).toEqual([{ severity: 'success', message: '取り込みました（新規2件・変更0件）。' }]));
    expect(calls('POST /api/digital-imports/streaming')).toHaveLength(1);
    expect(calls('POST /api/digital-imports/streaming')[0]?.body).toBe(CSV);
    expect(screen.getByText('ファイルが選択されていません。')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '取込履歴' }));
    const table = await screen.findByRole('table', { name: '取込履歴の一覧' });
    expect(within(table).getByRole('row', { name: /配信1月\.csv/ })).toHaveTextContent('放送 花子');
  });

  it('shows why a commit was refused with a fresh preview, and no toast', async () => {
    let previews = 0;
    importApi(
      { entries: [] },
      {
        'POST /api/digital-imports/streaming/previews': () => {
          previews += 1;
          return jsonResponse(
            200,
            previews === 1
              ? buildPreview()
              : buildPreview({
                  committable: false,
                  problemCount: 1,
                  problems: [
                    { line: 2, column: 'stationCode', code: 'notOwnStation', severity: 'error', params: { value: 'JOBX' } },
                  ],
                }),
          );
        },
        'POST /api/digital-imports/streaming': () =>
          apiErrorResponse(422, API_ERROR_CODES.slotImportInvalid, '/api/digital-imports/streaming'),
      },
    );
    const { user } = renderRoutes(routes, '/station/import_cu');
    const preview = await previewFile(user);
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取り込む' }));
    expect(await screen.findByText(/プレビューの後に登録内容が変わったため/)).toBeInTheDocument();
    expect(
      screen.getByText('放送局コード「JOBX」は自局の放送局ではありません。自局の商品だけ取り込めます。'),
    ).toBeInTheDocument();
    expect(toasts()).toEqual([]);
  });
});

describe('the 1-day import tab', () => {
  it('sends the file to the 1-day import and names its columns', async () => {
    const requests = mockApi({
      'POST /api/digital-imports/oneday/previews': () => jsonResponse(200, buildPreview({ fileName: '1day.csv' })),
    });
    const { user } = renderRoutes(routes, '/station/import_oneday');
    expect(await screen.findByRole('heading', { level: 1, name: 'CM枠管理（デジタル1day）' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '取込ファイルの列' })).toHaveTextContent('想定インプレッション');
    await previewFile(user, '1day.csv');
    expect(requests.map((request) => request.url.pathname)).toContain('/api/digital-imports/oneday/previews');
  });
});
