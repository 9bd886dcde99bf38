import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';
import { chooseImportFile as chooseFile, streamingRow as productRow } from './streaming-import';

/*
 * Stations sell catch-up streaming by impressions: the demo station imports a Shift_JIS file of
 * streaming products with one bad row (impressions not in whole thousands), fixes it, commits, and
 * finds the products in its list, where it changes a CPM. The codes are this run's own.
 */

const STATION_ADMIN = 'station-admin@demo.tvcm.jp';
const PAGE = '/station/import_cu';

/** Nothing reaches past the window's right edge but what scrolls inside its own frame (a wide table); asked until the layout settles. */
async function expectPageWidthFits(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('body *'))
          .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter((element) => {
            // Inside a frame that scrolls or clips sideways, a wide table is that frame's to scroll.
            for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
              if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return false;
            }
            return true;
          })
          .slice(0, 5)
          .map((element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`.slice(0, 160),
          ),
      ),
    )
    .toEqual([]);
}

test('the demo station imports a Shift_JIS streaming file, fixes its bad row, commits, and changes a CPM in its list', async ({
  browser,
}) => {
  const station = await newBrowserPage(browser);
  await station.setViewportSize({ width: 1366, height: 768 });
  await logIn(station, STATION_ADMIN);
  await station.goto(PAGE);
  await expect(station.getByRole('heading', { level: 1, name: 'CM枠管理（配信サービス）' })).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);

  const download = station.waitForEvent('download');
  await station.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
  const template = iconv.decode(await readFile((await (await download).path()) as string), 'cp932');
  const [header, example] = template.split(/\r?\n/);
  expect(header).toBe(
    '放送局コード,商品コード,商品名,ジャンル,配信開始日,配信終了日,放送開始日,放送終了日,秒数,CPM,販売インプレッション,最低出稿インプレッション,販売開始日,販売終了日,ターゲティング',
  );
  const stationCode = example?.split(',')[0] as string;
  const run = String(Date.now() % 1_000_000);
  const [first, second] = [`E${run}A`, `E${run}B`];

  const withBadRow = iconv.encode(
    `${[header, productRow(stationCode, first, '500000'), productRow(stationCode, second, '12500')].join('\r\n')}\r\n`,
    'cp932',
  );
  await chooseFile(station, '配信_1月.csv', withBadRow);
  const problems = station.getByRole('table', { name: '確認が必要な行の一覧' });
  await expect(problems.getByRole('row').nth(1)).toContainText('3');
  await expect(problems.getByRole('row').nth(1)).toContainText('販売インプレッション');
  await expect(problems.getByRole('row').nth(1)).toContainText('「12500」は1,000単位ではありません');
  await expect(station.getByText('Shift_JIS（CP932）')).toBeVisible();
  await expect(station.getByRole('button', { name: '取り込む' })).toBeDisabled();
  await expectPageWidthFits(station);
  expect(await seriousViolations(station)).toEqual([]);
  await station.screenshot({ path: test.info().outputPath('streaming-import-1366.png'), fullPage: true });

  const fixed = iconv.encode(
    `${[header, productRow(stationCode, first, '500000'), productRow(stationCode, second, '60000')].join('\r\n')}\r\n`,
    'cp932',
  );
  await chooseFile(station, '配信_1月.csv', fixed);
  await expect(station.getByText('取り込むと、新規2件・変更0件が反映されます。')).toBeVisible();
  await station.getByRole('button', { name: '取り込む' }).click();
  await station.getByRole('dialog', { name: '商品を取り込みますか？' }).getByRole('button', { name: '取り込む' }).click();
  await expect(station.getByText('取り込みました（新規2件・変更0件）。')).toBeVisible();

  await station.getByRole('tab', { name: '取込履歴' }).click();
  const history = station.getByRole('table', { name: '取込履歴の一覧' });
  await expect(history.getByRole('row').nth(1)).toContainText('配信_1月.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('高橋 健太');

  await station.goto(`${PAGE}?tab=products&q=${first}`);
  const list = station.getByRole('table', { name: '登録済みの商品の一覧' });
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expect(list.locator('tbody tr')).toContainText('500,000imp');
  await expectPageWidthFits(station);
  expect(await seriousViolations(station)).toEqual([]);
  await station.screenshot({ path: test.info().outputPath('streaming-products-1366.png'), fullPage: true });

  await list.getByRole('button', { name: new RegExp(`^${first}`) }).click();
  const edit = station.getByRole('dialog', { name: `商品の変更: ${first}` });
  await edit.getByLabel('CPM（円）').fill('2000');
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(station.getByText('変更しました。')).toBeVisible();
  await expect(list.locator('tbody tr')).toContainText('2,000円');

  // On a phone the page opens with the menu closed.
  await station.setViewportSize({ width: 390, height: 844 });
  await station.reload();
  await expect(list.locator('tbody tr')).toHaveCount(1);
  await expectPageWidthFits(station);
  await station.screenshot({ path: test.info().outputPath('streaming-products-390.png'), fullPage: true });
});

test('a broadcaster user without the streaming licence gets CEA-LIC03001 on the page and 403 from its API', async ({ page }) => {
  await logIn(page, 'station-user@demo.tvcm.jp');
  await page.goto(PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
  );
  expect((await page.request.get('/api/digital-imports/streaming')).status()).toBe(403);
  expect((await page.request.get('/api/station-digital-products/streaming')).status()).toBe(403);
});
