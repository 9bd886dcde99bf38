import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';

/*
 * Stations publish their inventory: the demo station imports a Shift_JIS file of slots that a buyer
 * then finds in the program guide. The slots go to the 5:00 programme of the demo station's Monday
 * four weeks ahead, a day no other test looks at, at seconds the demo's own slots never use.
 */

const STATION_ADMIN = 'station-admin@demo.tvcm.jp';
const IMPORT_PAGE = '/station/import_cm';
const PROGRAMME = '取込確認スペシャル';

/** `yyyy/MM/dd` of a business date `days` after today's broadcast day (which starts at 5:00 in Japan). */
function broadcastDay(days: number): { slash: string; date: Date } {
  const date = new Date(Date.now() + (9 - 5) * 3_600_000);
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  const slash = date.toISOString().slice(0, 10).replaceAll('-', '/');
  return { slash, date };
}

/** The Monday four weeks after this broadcast week's: the program guide's week view, 翌週 four times. */
function importMonday() {
  const today = broadcastDay(0).date;
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return broadcastDay(28 - sinceMonday);
}

/** Full-width digits where Excel users type them, as the issue asks the import to read. */
const fullWidth = (text: string) => text.replace(/[0-9]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) + 0xfee0));

function slotRows(stationCode: string, times: readonly string[]): string[] {
  const monday = importMonday().slash;
  const salesEnd = broadcastDay(21).slash;
  return times.map((time) =>
    [
      stationCode,
      monday,
      '5:00',
      '5:50',
      PROGRAMME,
      time,
      'PT',
      '15',
      '通常',
      fullWidth('2'),
      '"30,000"',
      broadcastDay(0).slash,
      salesEnd,
    ].join(','),
  );
}

async function chooseFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: /プレビュー/ }).click();
}

test('the demo station imports a Shift_JIS file, fixes its bad row, and a buyer finds the slots; the same file again changes nothing', async ({
  browser,
}) => {
  const station = await newBrowserPage(browser);
  await logIn(station, STATION_ADMIN);
  await station.goto(IMPORT_PAGE);
  await expect(station.getByRole('heading', { level: 1, name: 'CM枠管理（テレビCM）' })).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);

  const download = station.waitForEvent('download');
  await station.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
  const template = iconv.decode(await readFile((await (await download).path()) as string), 'cp932');
  const [header, example] = template.replace(/^\uFEFF/, '').split(/\r?\n/);
  expect(header?.startsWith('放送局コード,放送日,')).toBe(true);
  const stationCode = example?.split(',')[0] as string;

  const good = slotRows(stationCode, ['5:05', '5:20', '5:45']);
  const bad = slotRows(stationCode, ['30:10']);
  const withBadRow = iconv.encode(`${[header, ...good, ...bad].join('\r\n')}\r\n`, 'cp932');
  await chooseFile(station, 'CM枠_12月.csv', withBadRow);
  const problems = station.getByRole('table', { name: '確認が必要な行の一覧' });
  await expect(problems.getByRole('row').nth(1)).toContainText('5');
  await expect(problems.getByRole('row').nth(1)).toContainText('CM時刻');
  await expect(problems.getByRole('row').nth(1)).toContainText('「30:10」は時刻として読み取れません');
  await expect(station.getByText('Shift_JIS（CP932）')).toBeVisible();
  await expect(station.getByRole('button', { name: '取り込む' })).toBeDisabled();
  expect(await seriousViolations(station)).toEqual([]);

  const fixed = iconv.encode(`${[header, ...good, ...slotRows(stationCode, ['5:30'])].join('\r\n')}\r\n`, 'cp932');
  await chooseFile(station, 'CM枠_12月.csv', fixed);
  await expect(station.getByText('取り込むと、新規4件・変更0件が反映されます。')).toBeVisible();
  await station.getByRole('button', { name: '取り込む' }).click();
  const confirm = station.getByRole('dialog', { name: 'CM枠を取り込みますか？' });
  await confirm.getByRole('button', { name: '取り込む' }).click();
  await expect(station.getByText('取り込みました（新規4件・変更0件・反映しない0件）。')).toBeVisible();

  await chooseFile(station, 'CM枠_12月.csv', fixed);
  await expect(station.getByText('変更はありません。このファイルの内容はすべて登録済みです。')).toBeVisible();
  await expect(station.getByRole('button', { name: '取り込む' })).toBeDisabled();

  await station.getByRole('tab', { name: '取込履歴' }).click();
  const history = station.getByRole('table', { name: '取込履歴の一覧' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1)).toContainText('CM枠_12月.csv');
  await expect(history.getByRole('row').nth(1)).toContainText('高橋 健太');
  expect(await seriousViolations(station)).toEqual([]);

  await station.getByRole('tab', { name: '枠一覧' }).click();
  await expect(station.getByRole('table', { name: '登録済みの枠の一覧' })).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);

  const buyer = await newBrowserPage(browser);
  await logIn(buyer, 'agency-admin@demo.tvcm.jp');
  await buyer.goto('/agency/program_guide');
  await expect(buyer.getByRole('heading', { level: 1, name: '番組表から探す' })).toBeVisible();
  await buyer.getByRole('button', { name: '1週間', exact: true }).click();
  for (let week = 0; week < 4; week += 1) await buyer.getByRole('button', { name: '翌週' }).click();
  const grid = buyer.getByRole('grid', { name: '番組表' });
  for (const time of ['5:05', '5:20', '5:30', '5:45']) {
    await expect(grid.locator(`button[data-slot-id][aria-label*="${time} ${PROGRAMME}"]`)).toHaveCount(1);
  }
});

test('a broadcaster user without the import licence gets CEA-LIC03001 on the page and 403 from its API', async ({ page }) => {
  await logIn(page, 'station-user@demo.tvcm.jp');
  await page.goto(IMPORT_PAGE);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'この機能を利用するためのライセンスが設定されていません。運用管理者にライセンスの設定をご依頼ください。',
  );
  expect((await page.request.get('/api/slot-imports')).status()).toBe(403);
  expect((await page.request.get('/api/slot-imports/template')).status()).toBe(403);
});
