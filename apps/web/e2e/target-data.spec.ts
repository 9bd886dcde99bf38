import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, businessDateOf, datesFrom, daysBetween, lastDayOfMonth, mondayOf } from '@tvcm/contracts';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage, seriousViolations } from './fixtures';

/*
 * The target data market's acceptance: the demo data company registers a segment, uploads its
 * values (one bad row fixed) and publishes it; the demo agency finds it in the catalogue and
 * applies for 関東 × this month, its points reserved; the data company approves, the points are
 * used and the ledger shows each step; the segment is a target in target search (heat map and
 * ranked slots) and in the program guide's rating settings. The server is then started again on
 * the same data days after the licence's last day (CLOCK_OFFSET_DAYS), and the segment is gone.
 * On an API of the file's own: the purchase changes the balance other files read.
 */

const DATA_COMPANY = 'data-admin@demo.tvcm.jp';
const AGENCY = 'agency-admin@demo.tvcm.jp';
const SEGMENT = 'ペット飼育層（犬・猫）';
const PROVIDER = '株式会社ひかりデータ';
const PRICE = 10_000;
const KANTO_STATIONS = ['kanto-NNN', 'kanto-ANN', 'kanto-JNN', 'kanto-TXN', 'kanto-FNN'];

const today = businessDateOf(Date.now());
const month = today.slice(0, 7);
const nextMonth = addDays(lastDayOfMonth(month), 1).slice(0, 7);
// The e2e demo holds two weeks of slots from this week's Monday: the values cover those of this month.
const days = datesFrom(mondayOf(today), addDays(mondayOf(today), 13)).filter((date) => date.startsWith(month));

let api: ApiProcess;
test.beforeAll(async () => {
  api = await startApiProcess();
});
test.afterAll(async () => {
  await api?.stop();
});

/** The values file: every 関東 station, day and hour; late-night cells stand on 12 panellists, under the minimum. */
function valuesFile(withBadRow: boolean): Buffer {
  const lines = ['放送局コード,放送日,時間帯,視聴率,パネル数'];
  for (const [index, station] of KANTO_STATIONS.entries()) {
    for (const date of days) {
      for (let hour = 5; hour <= 28; hour += 1) {
        const rating = (0.5 + ((hour * 7 + index * 3) % 11) * 0.45).toFixed(2);
        lines.push(`${station},${date},${hour},${rating},${hour >= 26 ? 12 : 80}`);
      }
    }
  }
  if (withBadRow) lines[2] = lines[2]?.replace(/,[0-9.]+,(\d+)$/, ',4.2x,$1') ?? '';
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

async function signedIn(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await page.goto('/login');
  await loginThroughPage(page, account);
  await expect(page).toHaveURL(/\/top$/);
  return page;
}

const balance = (page: Page) => page.getByRole('banner').getByRole('link', { name: /保有ポイント/ });

/** Each destination, whose account opens it, and what shows once its data has come. */
const DESTINATIONS: { account: string; path: string; heading: string; ready: (page: Page) => Locator }[] = [
  {
    account: AGENCY,
    path: '/agency/target_search',
    heading: 'ターゲットから探す',
    ready: (page) => page.locator('main table tbody tr'),
  },
  {
    account: AGENCY,
    path: '/data_sales/purchase',
    heading: 'データ購入TOP',
    ready: (page) => page.locator('main table tbody tr'),
  },
  {
    account: AGENCY,
    path: '/data_sales/purchase/procedure',
    heading: '購入手続き',
    ready: (page) => page.getByRole('combobox', { name: 'セグメント' }),
  },
  {
    account: AGENCY,
    path: '/data_sales/purchase/histories',
    heading: '購入履歴',
    ready: (page) => page.locator('main table tbody tr'),
  },
  {
    account: DATA_COMPANY,
    path: '/data_sales/sales/examinations',
    heading: 'ターゲットデータ販売審査',
    ready: (page) => page.locator('main table tbody tr'),
  },
  {
    account: DATA_COMPANY,
    path: '/data_sales/sales/actuals',
    heading: '販売実績一覧',
    ready: (page) => page.locator('main table tbody tr'),
  },
  {
    account: DATA_COMPANY,
    path: '/data_sales/sales/management',
    heading: '販売管理',
    ready: (page) => page.locator('main table tbody tr'),
  },
];

test('the seven destinations are pages of their own for the accounts their licences open them to, axe clean', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const pages = new Map([
    [AGENCY, await signedIn(browser, api.baseURL, AGENCY)],
    [DATA_COMPANY, await signedIn(browser, api.baseURL, DATA_COMPANY)],
  ]);
  for (const destination of DESTINATIONS) {
    const page = pages.get(destination.account) as Page;
    await page.goto(destination.path);
    await expect(page.getByRole('heading', { level: 1, name: destination.heading })).toBeVisible();
    await expect(destination.ready(page).first()).toBeVisible();
    await expect(page.getByRole('main').getByText('準備中')).toHaveCount(0);
    expect(await seriousViolations(page), destination.path).toEqual([]);
  }
  for (const page of pages.values()) await page.context().close();
});

test('a data company sells a segment, a buyer licenses it, uses it as a target, and it is gone after its last day', async ({
  browser,
}) => {
  // Two people's whole flow and a restart of the server: longer than one page's work.
  test.setTimeout(240_000);
  const dataCompany = await signedIn(browser, api.baseURL, DATA_COMPANY);
  const agency = await signedIn(browser, api.baseURL, AGENCY);

  await test.step('the data company registers the segment', async () => {
    await dataCompany.goto('/data_sales/sales/management');
    await dataCompany.getByRole('button', { name: '新規登録' }).click();
    const form = dataCompany.getByRole('dialog', { name: 'セグメントの新規登録' });
    await form.getByRole('textbox', { name: 'セグメント名' }).fill(SEGMENT);
    await form
      .getByRole('textbox', { name: '定義' })
      .fill('犬または猫を飼っている世帯の個人。スマートテレビの視聴ログと登録情報による。');
    await form.getByRole('combobox', { name: '手法' }).selectOption({ label: 'スマートTVログ' });
    await form.getByRole('textbox', { name: 'サンプルサイズ（人）' }).fill('5000');
    await form.getByLabel(/対象期間（開始月）/).fill(month);
    await form.getByLabel(/対象期間（終了月）/).fill(nextMonth);
    await form.getByRole('textbox', { name: '価格（pt／1エリア・1か月）' }).fill(String(PRICE));
    await form.getByRole('checkbox', { name: '関東' }).check();
    await form.getByRole('textbox', { name: '関東の人口（人）' }).fill('3000000');
    await form.getByRole('button', { name: '保存' }).click();
    await expect(dataCompany.getByRole('dialog', { name: new RegExp(SEGMENT.replace(/[（）]/g, '.')) })).toBeVisible();
  });

  await test.step('uploads its values, fixes the bad row, and publishes it', async () => {
    const dialog = dataCompany.getByRole('dialog', { name: new RegExp(SEGMENT.replace(/[（）]/g, '.')) });
    const fileInput = dialog.getByLabel('取り込むファイル（CSV・Excel）');
    await fileInput.setInputFiles({ name: 'ペット飼育層.csv', mimeType: 'text/csv', buffer: valuesFile(true) });
    await dialog.getByRole('button', { name: 'プレビュー' }).click();
    const problems = dialog.getByRole('table', { name: 'エラーがある行の一覧' });
    await expect(problems.getByRole('row').nth(1)).toContainText('3');
    await expect(problems.getByRole('row').nth(1)).toContainText('視聴率');
    await expect(dialog.getByRole('button', { name: '取り込む' })).toBeDisabled();

    await fileInput.setInputFiles({ name: 'ペット飼育層.csv', mimeType: 'text/csv', buffer: valuesFile(false) });
    await dialog
      .getByRole('button', { name: /プレビュー/ })
      .first()
      .click();
    await expect(dialog.getByText(/エラーはありません。/)).toBeVisible();
    await dialog.getByRole('button', { name: '取り込む' }).click();
    await expect(dialog.getByRole('table', { name: '取込履歴（バージョンの一覧）' }).getByRole('row')).toHaveCount(2);
    await dialog.getByRole('button', { name: '公開', exact: true }).click();
    await expect(dialog.getByText('公開中')).toBeVisible();
    expect(await seriousViolations(dataCompany)).toEqual([]);
  });

  await test.step('the agency finds it in the catalogue and applies for 関東 × this month', async () => {
    await expect(balance(agency)).toHaveAccessibleName(/52,000pt/);
    await agency.goto('/data_sales/purchase');
    await agency.getByRole('link', { name: `「${SEGMENT}」の購入手続きへ` }).click();
    await expect(agency).toHaveURL(/\/data_sales\/purchase\/procedure\?segment=\d+/);
    await agency.getByRole('checkbox', { name: '関東' }).check();
    await agency.getByRole('combobox', { name: '開始月' }).selectOption(month);
    await agency.getByRole('combobox', { name: '終了月' }).selectOption(month);
    await agency
      .getByRole('textbox', { name: '利用目的' })
      .fill('ペットフードの新商品キャンペーンで、関東の飼育層に届く枠を選ぶために利用します。');
    await expect(agency.getByRole('main')).toContainText('10,000pt');
    await agency.getByRole('button', { name: '申し込む' }).click();
    await expect(agency.getByRole('heading', { name: '申し込みました' })).toBeVisible();
    await expect(balance(agency)).toHaveAccessibleName(/42,000pt/);
    expect(await seriousViolations(agency)).toEqual([]);
  });

  await test.step('the data company approves the application', async () => {
    await dataCompany.keyboard.press('Escape');
    await dataCompany.goto('/data_sales/sales/examinations');
    await dataCompany.getByRole('button', { name: `株式会社あおば広告の「${SEGMENT}」の申込を審査` }).click();
    const dialog = dataCompany.getByRole('dialog', { name: '購入申込の審査' });
    await dialog.getByRole('button', { name: '承認する' }).click();
    await expect(dataCompany.getByText('株式会社あおば広告の申込を承認しました。')).toBeVisible();
  });

  await test.step('the points are used, and the points page shows each step', async () => {
    await agency.goto('/agency/point_service/points');
    await expect(agency.getByRole('main').getByRole('definition')).toHaveText('42,000pt');
    const history = agency.getByRole('table', { name: 'ポイント履歴の一覧' });
    await expect(history.getByRole('row').filter({ hasText: `ターゲットデータ購入: ${SEGMENT}` })).toContainText('−10,000pt');
    await expect(history.getByRole('row').filter({ hasText: `予約解除: ${SEGMENT}` })).toContainText('+10,000pt');
    await expect(history.getByRole('row').filter({ hasText: `ターゲットデータ購入申込（予約）: ${SEGMENT}` })).toContainText(
      '−10,000pt',
    );
  });

  await test.step('the segment is a target in target search: heat map and ranked slots', async () => {
    const [first, last] = [days[0] ?? today, days.at(-1) ?? today];
    await agency.goto(`/agency/target_search?area=kanto&dateFrom=${first}&dateTo=${last}`);
    await agency.getByRole('combobox', { name: 'ターゲット' }).selectOption({ label: `${SEGMENT}（${PROVIDER}）` });
    await expect(agency).toHaveURL(/segment=\d+/);
    const heatmap = agency.getByRole('table', { name: /曜日×時間帯の含有率指数/ });
    await expect(heatmap.locator('tbody td').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
    const ranked = agency.getByRole('table', { name: 'ターゲット別の枠ランキング' });
    await expect(ranked.locator('tbody tr').first()).toBeVisible();
    expect(await seriousViolations(agency)).toEqual([]);
  });

  await test.step("and in the program guide's rating settings", async () => {
    await agency.goto('/agency/program_guide');
    await agency
      .getByRole('button', { name: /^ターゲット：.*（変更する）$/ })
      .first()
      .click();
    const dialog = agency.getByRole('dialog', { name: '視聴率設定' });
    await dialog.getByRole('combobox', { name: 'ターゲット' }).click();
    await agency.getByRole('option', { name: `${SEGMENT}（${PROVIDER}）` }).click();
    const guideAnswer = agency.waitForResponse((response) => /\/api\/program-guide\?.*segment=\d+/.test(response.url()));
    await dialog.getByRole('button', { name: '保存' }).click();
    expect((await guideAnswer).status()).toBe(200);
    await expect(agency.getByRole('button', { name: `ターゲット：${SEGMENT}（変更する）` }).first()).toBeVisible();
  });

  await test.step('after the licence’s last day the segment is gone', async () => {
    await agency.context().close();
    await dataCompany.context().close();
    await api.stop();
    api = await startApiProcess(
      { CLOCK_OFFSET_DAYS: String(daysBetween(today, lastDayOfMonth(month)) + 2) },
      { dataDir: api.dataDir },
    );
    const later = await signedIn(browser, api.baseURL, AGENCY);
    await later.goto('/data_sales/purchase/histories');
    await expect(
      later.getByRole('table', { name: '購入履歴の一覧' }).getByRole('row').filter({ hasText: SEGMENT }),
    ).toContainText('期限切れ');
    await later.goto('/agency/target_search?area=kanto');
    await expect(later.getByRole('combobox', { name: 'ターゲット' })).toBeVisible();
    await expect(later.getByRole('combobox', { name: 'ターゲット' }).locator('option', { hasText: SEGMENT })).toHaveCount(0);
  });
});
