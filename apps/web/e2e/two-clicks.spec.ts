import { readFile } from 'node:fs/promises';
import { expect, type Page, type Request, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { chipsOnSale, logIn, newBrowserPage, openDayOnSale, scrollToChipsOnSale, timetableGrid } from './fixtures';

/*
 * One click, one action: a double click on a button that sends (購入申込's 申し込む, the contract
 * notice's 通知する) sends once, and a double click on a button that opens a dialog leaves the dialog
 * open. Runs after trading.spec.ts (files run in name order on one server) and touches only its own
 * cart and booking.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const STATION = 'station-admin@demo.tvcm.jp';
/** The demo broadcaster's own station, so that the station side can contract what the agency applies for. */
const OWN_STATION = { name: 'みなとテレビ', short: 'みなと' };
const CART_NAME = '二度押しテスト 関東';
const PRODUCT = '二度押し確認用の商品';

/** Counts the requests the page makes whose method and path match. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) seen.push(request);
  });
  return () => seen.length;
}

test('a double click applies once and notifies once, and a double click opens a dialog that stays open', async ({
  page: agency,
  browser,
}) => {
  test.setTimeout(120_000);

  // A cart of one slot of the station's own.
  await logIn(agency, AGENCY);
  await openDayOnSale(agency);
  await scrollToChipsOnSale(agency, { [OWN_STATION.short]: 1 });
  await chipsOnSale(agency, OWN_STATION.short).first().click();
  const add = agency.getByRole('dialog', { name: 'カートに追加' });
  await add.getByRole('radio', { name: '新しいカート' }).check();
  await add.getByLabel('新しいカートの名前').fill(CART_NAME);
  await add.getByRole('button', { name: 'カートに追加' }).click();
  await expect(add).toBeHidden();
  await expect(timetableGrid(agency)).toBeVisible();

  await agency.goto('/agency/cart/list');
  await agency.getByRole('link', { name: CART_NAME }).first().click();
  await expect(agency.getByRole('heading', { level: 1, name: new RegExp(CART_NAME) })).toBeVisible();

  // 購入申込 twice: the dialog opens and stays open for the form to be filled in.
  await agency.getByRole('button', { name: '購入申込' }).dblclick();
  const apply = agency.getByRole('dialog', { name: '購入申込' });
  await expect(apply).toBeVisible();
  await apply.getByRole('combobox', { name: '広告主' }).click();
  await agency.getByRole('option', { name: /さくら食品株式会社/ }).click();
  await apply.getByLabel('商品名').fill(PRODUCT);
  await apply.getByLabel('担当者名').fill('山田 太郎');
  await apply.getByLabel('担当者の電話番号').fill('03-1234-5678');
  await apply.getByLabel(`${OWN_STATION.name}の販売条件に同意する`).check();

  const applications = countRequests(agency, 'POST', /^\/api\/carts\/\d+\/applications$/);
  const applied = agency.waitForResponse((response) => /\/applications$/.test(response.url()));
  await apply.getByRole('button', { name: '申し込む' }).dblclick();
  const { bookings } = (await (await applied).json()) as { bookings: { id: number }[] };
  await expect(agency.getByText('購入申込を受け付けました（1件）。')).toBeVisible();
  await expect(agency).toHaveURL(/\/agency\/bookings/);
  expect(applications()).toBe(1);
  expect(bookings).toHaveLength(1);
  const list = (await (await agency.request.get('/api/bookings')).json()) as { items: { productName: string }[] };
  expect(list.items.filter((booking) => booking.productName === PRODUCT)).toHaveLength(1);
  await expect(agency.getByRole('alert').filter({ hasText: /エラー|できません/ })).toHaveCount(0);

  // The station decides, then 契約成立を通知 and 通知する twice each.
  const station = await newBrowserPage(browser);
  await logIn(station, STATION);
  await station.goto(`/station/receptions/${bookings[0]?.id}`);
  await expect(station.getByRole('heading', { level: 1, name: /購入受付/ })).toBeVisible();
  await station
    .getByRole('radiogroup', { name: /の判定$/ })
    .getByRole('radio', { name: '受ける' })
    .check();
  for (const check of ['広告主の業態審査', '素材の確認', '同一ブレイク内の競合', '残り枠数', 'CM総量（時間）規制']) {
    await station.getByRole('checkbox', { name: check }).check();
  }
  await station.getByRole('button', { name: '判定を保存' }).click();
  await expect(station.getByText('判定を保存しました。')).toBeVisible();

  await station.getByRole('button', { name: '契約成立を通知' }).dblclick();
  const notice = station.getByRole('dialog', { name: '契約成立を通知しますか？' });
  await expect(notice).toBeVisible();
  await notice.getByLabel('申込会社へのメッセージ（任意）').fill('ご契約ありがとうございます。');
  const notices = countRequests(station, 'POST', /^\/api\/receptions\/\d+\/contract-notice$/);
  await notice.getByRole('button', { name: '通知する' }).dblclick();
  await expect(station.getByText('契約成立を通知しました。')).toBeVisible();
  expect(notices()).toBe(1);
  // No refusal: the one alert says the booking is closed.
  await expect(station.getByRole('alert')).toHaveText(['この申込は完了しているため、判定を変更できません。']);
  const detail = (await (await station.request.get(`/api/receptions/${bookings[0]?.id}`)).json()) as {
    status: string;
    messages: { kind: string }[];
  };
  expect(detail.status).toBe('CONTRACTED');
  expect(detail.messages.filter((message) => message.kind === 'CONTRACT_NOTICE')).toHaveLength(1);
  await station.context().close();
});

/** `yyyy/MM/dd` of the Monday four weeks after this broadcast week's (the broadcast day starts at 5:00 in Japan). */
function mondayInFourWeeks(): string {
  const date = new Date(Date.now() + (9 - 5) * 3_600_000);
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + 28 - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10).replaceAll('-', '/');
}

test('a double click on the import’s commit imports once, and a double click on 取り込む leaves its confirmation open', async ({
  browser,
}) => {
  const station = await newBrowserPage(browser);
  await logIn(station, STATION);
  await station.goto('/station/import_cm');
  await expect(station.getByRole('heading', { level: 1, name: 'CM枠管理（テレビCM）' })).toBeVisible();

  const download = station.waitForEvent('download');
  await station.getByRole('button', { name: 'テンプレートをダウンロード' }).click();
  const template = iconv.decode(await readFile((await (await download).path()) as string), 'cp932');
  const [header, example] = template.replace(/^\uFEFF/, '').split(/\r?\n/);
  const stationCode = example?.split(',')[0] as string;
  // The 5:00 programme station-inventory.spec.ts imports into, at a second of its own.
  const today = new Date(Date.now() + (9 - 5) * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '/');
  const row = [
    stationCode,
    mondayInFourWeeks(),
    '5:00',
    '5:50',
    '取込確認スペシャル',
    '5:10',
    'PT',
    '15',
    '通常',
    '1',
    '30000',
    today,
    mondayInFourWeeks(),
  ];
  const file = iconv.encode(`${header}\r\n${row.join(',')}\r\n`, 'cp932');

  const chooser = station.waitForEvent('filechooser');
  await station.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' }).click();
  await (await chooser).setFiles({ name: '二度押し確認.csv', mimeType: 'text/csv', buffer: file });
  await station.getByRole('button', { name: /プレビュー/ }).click();
  await expect(station.getByText('取り込むと、新規1件・変更0件が反映されます。')).toBeVisible();

  await station.getByRole('button', { name: '取り込む' }).dblclick();
  const confirm = station.getByRole('dialog', { name: 'CM枠を取り込みますか？' });
  await expect(confirm).toBeVisible();
  const commits = countRequests(station, 'POST', /^\/api\/slot-imports$/);
  await confirm.getByRole('button', { name: '取り込む' }).dblclick();
  await expect(station.getByText('取り込みました（新規1件・変更0件・反映しない0件）。')).toBeVisible();
  expect(commits()).toBe(1);
  await expect(station.getByRole('alert').filter({ hasText: /エラー|できません|変わった/ })).toHaveCount(0);
  await station.context().close();
});
