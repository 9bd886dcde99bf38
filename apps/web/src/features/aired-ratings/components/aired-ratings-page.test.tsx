import { screen, waitFor, within } from '@testing-library/react';
import {
  AIRED_RATING_PROBLEM_CODES,
  type AiredRatingProblem,
  type AiredRatingsHistory,
  API_ERROR_CODES,
  SLOT_IMPORT_MAX_BYTES,
} from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../lib/toasts';
import { doubleClickAtOnce } from '../../../test/double-click-at-once';
import { heldAnswer } from '../../../test/held-answer';
import { type ApiHandlers, apiErrorResponse, jsonResponse, mockApi } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render-routes';
import { problemMessage } from '../problem-message';
import { airedRatingsRoutes, buildHistoryEntry, buildPreview } from './aired-ratings-test-kit';

const PAGE = '/station/import_cm_analyze_all';
const CSV =
  '放送局コード,放送日,開始時刻,SB/PT,番組名,秒数,個人全体(リアルタイム)\nJOAX,2026/11/16,25:30,PT,深夜のニュース,15,3.25\n';

/** A server whose history answers what it holds at the time. */
function uploadApi(history: AiredRatingsHistory, handlers: ApiHandlers = {}) {
  const requests = mockApi({ 'GET /api/aired-ratings': () => jsonResponse(200, history), ...handlers });
  const calls = (key: string) => requests.filter((request) => `${request.method} ${request.url.pathname}` === key);
  return { requests, calls };
}

const toasts = () => useToastStore.getState().toasts.map(({ severity, message }) => ({ severity, message }));

async function chooseFile(user: ReturnType<typeof renderRoutes>['user'], name = '全枠_12月第1週.csv') {
  await user.upload(
    screen.getByLabelText('取り込むファイル（CSV・Excel）'),
    new File([CSV], name, { type: 'application/vnd.ms-excel' }),
  );
}

async function previewFile(user: ReturnType<typeof renderRoutes>['user']) {
  await chooseFile(user);
  await user.click(screen.getByRole('button', { name: 'プレビュー' }));
  return screen.findByRole('region', { name: /^プレビュー: / });
}

const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the actual-ratings upload', () => {
  it('explains the file: every break aired, its columns, the 29-hour clock, blanks and replacement', async () => {
    uploadApi({ entries: [] });
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: '全枠分析データ取込' })).toBeInTheDocument();
    expect(document.title).toBe('全枠分析データ取込 | tvcm-market');
    const upload = screen.getByRole('region', { name: 'ファイルの取込' });
    expect(within(upload).getByText(/この取引所で販売した枠に限りません/)).toBeInTheDocument();
    expect(within(upload).getByText(/29時制（5:00〜28:59:59）/)).toBeInTheDocument();
    expect(within(upload).getByText(/空欄は「未計測」/)).toBeInTheDocument();
    expect(within(upload).getByText(/登録済みのCM枠はすべて新しいファイルの内容に置き換わります/)).toBeInTheDocument();
    expect(within(upload).getByText(/^ファイルは.+・100,000行まで$/)).toBeInTheDocument();

    await user.click(within(upload).getByRole('button', { name: 'ファイルの形式' }));
    const columns = cellTexts(within(upload).getByRole('table', { name: '取込ファイルの列' }));
    expect(columns.slice(1).map(([column]) => column)).toEqual([
      '放送局コード',
      '放送日',
      '開始時刻',
      'SB/PT',
      '番組名',
      '秒数',
      '視聴率の列（1列以上）',
    ]);
    expect(columns.at(-1)?.[1]).toMatch(/: 世帯\(リアルタイム\)、個人全体\(リアルタイム\)、.*、世帯\(世帯4週平均\)$/);
    expect(screen.getByRole('button', { name: 'プレビュー' })).toBeDisabled();
  });

  it('sends the file’s bytes for the preview and shows what it holds and what a commit replaces', async () => {
    const { calls } = uploadApi({ entries: [] }, { 'POST /api/aired-ratings/previews': () => jsonResponse(200, buildPreview()) });
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    const preview = await previewFile(user);
    expect(preview).toHaveAccessibleName('プレビュー: 全枠_12月第1週.csv');
    const [sent] = calls('POST /api/aired-ratings/previews');
    expect(sent?.url.searchParams.get('fileName')).toBe('全枠_12月第1週.csv');
    expect(sent?.headers.get('content-type')).toBe('text/csv');
    expect(sent?.body).toBe(CSV);

    const figures = [...preview.querySelectorAll('dt')].map(
      (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
    );
    expect(figures).toEqual([
      '形式・文字コード Shift_JIS（CP932）',
      'CM枠 1,240件',
      '放送局 1局',
      '放送日 2026/11/16〜2026/11/22',
      '視聴率の列 個人全体(リアルタイム)、世帯(リアルタイム)',
      '販売枠と対応 310件',
      'うち成約のある枠 42件',
      '置き換わる登録済みの枠 180件',
    ]);
    expect(
      within(preview).getByText(
        '取り込むと、1,240件のCM枠の視聴率が登録されます。 この放送局・放送日の登録済みのCM枠180件は、このファイルの内容に置き換わります。',
      ),
    ).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeEnabled();
    expect(within(preview).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists every problem by line and column in Japanese and offers no commit while there are errors', async () => {
    const { calls } = uploadApi(
      { entries: [] },
      {
        'POST /api/aired-ratings/previews': () =>
          jsonResponse(
            200,
            buildPreview({
              committable: false,
              problemCount: 1_204,
              problems: [
                { line: 0, column: null, code: 'noRatingColumn', params: {} },
                { line: 3, column: 'date', code: 'invalidDate', params: { value: '2026/13/01' } },
                { line: 4, column: 'time', code: 'invalidTime', params: { value: '29:10' } },
                { line: 4, column: 'realtime_individual', code: 'invalidRating', params: { value: '120' } },
                { line: 5, column: 'position', code: 'invalidChoice', params: { value: 'CM', choices: 'SB, PT' } },
                { line: 6, column: 'stationCode', code: 'notOwnStation', params: { value: 'JOBX' } },
                { line: 7, column: null, code: 'duplicateRow', params: { line: 2 } },
                { line: 8, column: 'programme', code: 'required', params: {} },
              ],
            }),
          ),
      },
    );
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    const preview = await previewFile(user);
    expect(
      within(preview).getByText('エラーがあるため取り込めません。ファイルを修正して、もう一度選択してください。'),
    ).toBeInTheDocument();
    expect(within(preview).getByText('全1,204件のうち、最初の8件を表示しています。')).toBeInTheDocument();
    expect(within(preview).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(cellTexts(within(preview).getByRole('table', { name: '確認が必要な行の一覧' }))).toEqual([
      ['行', '列', '内容'],
      ['ファイル全体', '—', '視聴率の列がありません。放送局コードから秒数までの列の後に、視聴率の列を1列以上並べてください。'],
      ['3', '放送日', '「2026/13/01」は日付として読み取れません。2026/12/07の形式で、存在する日付を入力してください。'],
      [
        '4',
        '開始時刻',
        '「29:10」は時刻として読み取れません。29時制（5:00〜28:59:59）で、25:30 または 25:30:15 の形式で入力してください。',
      ],
      [
        '4',
        '個人全体(リアルタイム)',
        '「120」は視聴率として読み取れません。0〜100の%の値を、小数点以下2桁までで入力してください（未計測は空欄）。',
      ],
      ['5', 'SB/PT', '「CM」は指定できません。SB, PTのいずれかを入力してください。'],
      ['6', '放送局コード', '放送局コード「JOBX」は自局の放送局ではありません。自局のCM枠だけ取り込めます。'],
      ['7', '—', '2行目と同じ放送局・放送日・開始時刻・SB/PTのCM枠です。'],
      ['8', '番組名', '必須項目です。'],
    ]);
    expect(calls('POST /api/aired-ratings')).toEqual([]);
  });

  it('has a Japanese message for every problem code, with the values it names', () => {
    for (const code of AIRED_RATING_PROBLEM_CODES) {
      const problem: AiredRatingProblem = {
        line: 2,
        column: 'date',
        code,
        params: { value: 'X', max: 100, choices: 'SB、PT', line: 1, header: '視聴率', expected: 7, actual: 6 },
      };
      const message = problemMessage(problem);
      expect(message, code).not.toMatch(/airedRatings|\{\{/);
      expect(message.length, code).toBeGreaterThan(5);
    }
    expect(problemMessage({ line: 1, column: null, code: 'unknownHeader', params: { value: '個人(RT)' } })).toBe(
      '見出し「個人(RT)」は視聴率の列として読み取れないか、2回目です。「個人全体(リアルタイム)」のように、テンプレートの見出しを1回ずつ使ってください。',
    );
    expect(
      problemMessage({ line: 1, column: 'time', code: 'unknownHeader', params: { value: '時刻', expected: '開始時刻' } }),
    ).toBe('見出し「時刻」はこの列には使えません。この列の見出しは「開始時刻」にしてください。');
    expect(problemMessage({ line: 1, column: 'length', code: 'missingHeader', params: { expected: '秒数', value: '' } })).toBe(
      '見出し「秒数」がありません。最初の6列はテンプレートの見出しをこの順で並べてください。',
    );
    expect(problemMessage({ line: 1, column: null, code: 'missingHeader', params: { value: '' } })).toBe(
      '視聴率の列に見出しがありません。見出しのない列は削除するか、「個人全体(リアルタイム)」のように見出しを付けてください。',
    );
    expect(problemMessage({ line: 4, column: 'length', code: 'invalidLength', params: { value: '0', max: 600 } })).toBe(
      '「0」は秒数として読み取れません。1〜600の整数で入力してください。',
    );
    expect(
      problemMessage({ line: 5, column: 'date', code: 'futureDate', params: { value: '2026-11-27', max: '2026-11-26' } }),
    ).toBe('放送日「2026/11/27」はまだ放送されていません。視聴率は放送後に取り込んでください（今日は2026/11/26です）。');
    expect(problemMessage({ line: 3, column: null, code: 'columnCount', params: { expected: 8, actual: 7 } })).toBe(
      '列の数が7列です。見出しと同じ8列にしてください。',
    );
    expect(problemMessage({ line: 0, column: null, code: 'tooManyRows', params: { max: 100_000 } })).toBe(
      '行数が多すぎます。100,000行以下のファイルに分けてください。',
    );
  });

  it('commits the same bytes once confirmed, naming what it replaces, then refreshes the history and clears the file', async () => {
    const history: AiredRatingsHistory = { entries: [buildHistoryEntry()] };
    const { calls } = uploadApi(history, {
      'POST /api/aired-ratings/previews': () => jsonResponse(200, buildPreview()),
      'POST /api/aired-ratings': () => {
        const entry = buildHistoryEntry({
          id: 2,
          fileName: '全枠_12月第1週.csv',
          rowCount: 1_240,
          matched: 310,
          dateFrom: '2026-11-16',
          dateTo: '2026-11-22',
          createdAt: '2026-11-23T02:00:00.000Z',
        });
        history.entries = [entry, ...history.entries];
        return jsonResponse(200, { entry });
      },
    });
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);
    const table = await screen.findByRole('table', { name: '取込履歴の一覧' });
    expect(cellTexts(table)).toEqual([
      ['取込日時', '取込者', 'ファイル名', '放送日', '放送局', 'CM枠', '販売枠と対応'],
      ['2026/11/16 10:05', '放送 花子', '全枠_11月第2週.csv', '2026/11/09〜2026/11/15', '関東テレビ', '1,180', '295'],
    ]);

    const preview = await previewFile(user);
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    const confirm = screen.getByRole('dialog', { name: '全枠分析データを取り込みますか？' });
    expect(confirm).toHaveAccessibleDescription(
      '「全枠_12月第1週.csv」から、1局・2026/11/16〜2026/11/22のCM枠1,240件の視聴率を取り込みます。 登録済みのCM枠180件は、このファイルの内容に置き換わります。',
    );
    expect(within(confirm).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('POST /api/aired-ratings')).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取り込む' }));

    await waitFor(() =>
      expect(toasts()).toEqual([{ severity: 'success', message: '取り込みました（CM枠1,240件、販売枠と対応310件）。' }]),
    );
    const [committed] = calls('POST /api/aired-ratings');
    expect(committed?.url.searchParams.get('fileName')).toBe('全枠_12月第1週.csv');
    expect(committed?.headers.get('content-type')).toBe('text/csv');
    expect(committed?.body).toBe(CSV);
    expect(screen.queryByRole('region', { name: /^プレビュー: / })).not.toBeInTheDocument();
    expect(screen.getByText('ファイルが選択されていません。')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' })).toHaveFocus());

    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('全枠_12月第1週.csv');
    expect(calls('GET /api/aired-ratings')).toHaveLength(2);
  });

  it('says nothing stored is replaced when the file names only new days', async () => {
    uploadApi({ entries: [] }, { 'POST /api/aired-ratings/previews': () => jsonResponse(200, buildPreview({ replaced: 0 })) });
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    const preview = await previewFile(user);
    expect(within(preview).getByText('取り込むと、1,240件のCM枠の視聴率が登録されます。')).toBeInTheDocument();
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(/置き換わる登録済みのCM枠はありません。$/);
  });

  it('commits once on a double click, with the commit button busy meanwhile', async () => {
    const commit = heldAnswer();
    const { calls } = uploadApi(
      { entries: [] },
      { 'POST /api/aired-ratings/previews': () => jsonResponse(200, buildPreview()), 'POST /api/aired-ratings': commit.answer },
    );
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    const preview = await previewFile(user);
    await user.dblClick(within(preview).getByRole('button', { name: '取り込む' }));
    doubleClickAtOnce(
      within(screen.getByRole('dialog', { name: '全枠分析データを取り込みますか？' })).getByRole('button', { name: '取り込む' }),
    );

    expect(await within(preview).findByRole('button', { name: '取込中…' })).toBeDisabled();
    expect(calls('POST /api/aired-ratings')).toHaveLength(1);
    commit.release(jsonResponse(200, { entry: buildHistoryEntry({ id: 2 }) }));
    await waitFor(() => expect(toasts().map((toast) => toast.severity)).toEqual(['success']));
    expect(calls('POST /api/aired-ratings')).toHaveLength(1);
  });

  it('shows why a commit was refused (IMP00002) with a fresh preview, and no toast', async () => {
    let previews = 0;
    const { calls } = uploadApi(
      { entries: [] },
      {
        'POST /api/aired-ratings/previews': () => {
          previews += 1;
          return jsonResponse(
            200,
            previews === 1
              ? buildPreview()
              : buildPreview({
                  committable: false,
                  problems: [{ line: 2, column: 'stationCode', code: 'notOwnStation', params: { value: 'JOAX' } }],
                  problemCount: 1,
                }),
          );
        },
        'POST /api/aired-ratings': () => apiErrorResponse(422, API_ERROR_CODES.airedRatingsInvalid, '/api/aired-ratings'),
      },
    );
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    const preview = await previewFile(user);
    await user.click(within(preview).getByRole('button', { name: '取り込む' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '取り込む' }));

    expect(await screen.findByText(/最新の状態で確認し直しました/)).toBeInTheDocument();
    const refreshed = screen.getByRole('region', { name: /^プレビュー: / });
    expect(
      within(refreshed).getByText('放送局コード「JOAX」は自局の放送局ではありません。自局のCM枠だけ取り込めます。'),
    ).toBeInTheDocument();
    expect(within(refreshed).getByRole('button', { name: '取り込む' })).toBeDisabled();
    expect(calls('POST /api/aired-ratings/previews')).toHaveLength(2);
    expect(toasts()).toEqual([]);
  });

  it('refuses a file larger than the API takes before sending it', async () => {
    const { calls } = uploadApi({ entries: [] });
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);
    const file = new File([CSV], '全枠_半年分.csv');
    Object.defineProperty(file, 'size', { value: SLOT_IMPORT_MAX_BYTES + 1 });
    await user.upload(await screen.findByLabelText('取り込むファイル（CSV・Excel）'), file);

    expect(screen.getByText(/^ファイルが大きすぎます。.+以下のファイルを選択してください。$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'プレビュー' })).toBeDisabled();
    expect(calls('POST /api/aired-ratings/previews')).toEqual([]);
  });

  it('shows an empty history', async () => {
    uploadApi({ entries: [] });
    renderRoutes(airedRatingsRoutes, PAGE);
    expect(await screen.findByText('取込の履歴はありません。')).toBeInTheDocument();
    expect(screen.getByText('最近の100件を、新しい順に表示します。')).toBeInTheDocument();
  });

  it('shows the history’s failure in its place, the upload still usable', async () => {
    mockApi({ 'GET /api/aired-ratings': () => apiErrorResponse(500, API_ERROR_CODES.internal, '/api/aired-ratings') });
    renderRoutes(airedRatingsRoutes, PAGE, { retry: false });
    const history = await screen.findByRole('region', { name: '取込履歴' });
    expect(await within(history).findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' })).toBeEnabled();
  });

  it('downloads the template under the name the server gives it', async () => {
    const { calls } = uploadApi(
      { entries: [] },
      {
        'GET /api/aired-ratings/template.csv': () =>
          new Response(new Uint8Array([0x95, 0xfa]), {
            headers: {
              'content-type': 'text/csv; charset=Shift_JIS',
              'content-disposition': `attachment; filename="template.csv"; filename*=UTF-8''${encodeURIComponent('全枠分析データ取込テンプレート.csv')}`,
            },
          }),
      },
    );
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
    const { user } = renderRoutes(airedRatingsRoutes, PAGE);

    await user.click(await screen.findByRole('button', { name: 'テンプレートをダウンロード' }));
    await waitFor(() => expect(saved).toEqual(['全枠分析データ取込テンプレート.csv blob:template']));
    expect(calls('GET /api/aired-ratings/template.csv')).toHaveLength(1);
    expect(createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ size: 2 }));
  });
});
