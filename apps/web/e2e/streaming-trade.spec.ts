import { expect, type Page, test } from '@playwright/test';
import iconv from 'iconv-lite';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';
import { chooseImportFile, STREAMING_HEADER, streamingRow } from './streaming-import';

/*
 * The streaming trade across the two sides: the demo station imports a Shift_JIS file of a new
 * series (one bad row, fixed); the agency finds it on 配信サービス販売枠, puts 500,000 impressions
 * of it into a new streaming cart and applies; the station accepts 400,000 and sends the contract notice; the agency sees 400,000
 * contracted at the series' CPM. The streaming badges follow each step. A 1-day day of the demo
 * station's top page goes the same way, and once it is contracted no other buyer can have it.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const STATION = 'station-admin@demo.tvcm.jp';
const ADVERTISER = 'advertiser@demo.tvcm.jp';
const OWN_STATION = 'みなとテレビ';

const yen = (text: string | null) => Number((text ?? '').split('円')[0]?.replace(/[^\d]/g, ''));

/** The badge of a menu group's 配信サービス entry (申込一覧, 購入受付一覧), seen in the group's popup. */
async function streamingDotOf(page: Page, group: string) {
  const menu = page.getByRole('navigation', { name: 'サイドメニュー' });
  await menu.getByRole('button', { name: new RegExp(`^${group}`) }).hover();
  const popup = menu.getByRole('list', { name: group });
  await expect(popup).toBeVisible();
  return popup.getByRole('link', { name: /^配信サービス/ }).locator('[data-badge]');
}

/** The application form of a streaming cart, filled for the demo station. */
async function applyForCart(page: Page, cartName: string, productName: string) {
  await page.goto('/agency/cu/cart/list');
  await expect(page.getByRole('link', { name: cartName }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: cartName }).first().click();
  await expect(page.getByRole('button', { name: '購入申込' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: '購入申込' }).click();
  const apply = page.getByRole('dialog', { name: '購入申込' });
  await apply.getByRole('combobox', { name: '広告主' }).click();
  await page.getByRole('option', { name: /さくら食品株式会社/ }).click();
  await apply.getByLabel('商品名').fill(productName);
  await apply.getByLabel('担当者名').fill('山田 太郎');
  await apply.getByLabel('担当者の電話番号').fill('03-1234-5678');
  await apply.getByLabel(`${OWN_STATION}の販売条件に同意する`).check();
  await apply.getByRole('button', { name: '申し込む' }).click();
  await expect(page.getByText('購入申込を受け付けました（1件）。')).toBeVisible();
}

/**
 * The station opens the agency's new streaming reception, accepts its item (for fewer impressions
 * when asked, in thousands) and sends the contract notice.
 */
async function acceptAndNotify(station: Page, acceptedThousands?: string) {
  await station.goto('/station/cu/receptions');
  const reception = station
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: '株式会社あおば広告' })
    .filter({ hasText: '申込済' });
  await expect(reception).toHaveCount(1);
  expect(await seriousViolations(station)).toEqual([]);
  await reception.getByRole('link').first().click();
  await station
    .getByRole('radiogroup', { name: /の判定$/ })
    .first()
    .getByRole('radio', { name: '受ける' })
    .check();
  if (acceptedThousands) {
    await station.getByRole('textbox', { name: /の受けるインプレッション（千単位）$/ }).fill(acceptedThousands);
  }
  for (const check of [
    '広告主の業態考査',
    '素材考査（秒数・配信仕様）',
    '同一配信枠内の競合',
    '残りインプレッション・日数',
    '配信期間と入稿期限',
  ]) {
    await station.getByRole('checkbox', { name: check }).check();
  }
  await station.getByRole('button', { name: '判定を保存' }).click();
  await expect(station.getByText('判定を保存しました。')).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);
  await station.getByRole('button', { name: '契約成立を通知' }).click();
  await station.getByRole('dialog', { name: '契約成立を通知しますか？' }).getByRole('button', { name: '通知する' }).click();
  await expect(station.getByText('契約成立を通知しました。')).toBeVisible();
}

test('a series imported by the station: 500,000 impressions applied for, 400,000 accepted and contracted at its CPM', async ({
  browser,
}) => {
  // The station imports the series from a Shift_JIS file; its second row is not in whole thousands, then fixed.
  const station = await newBrowserPage(browser);
  await station.setViewportSize({ width: 1366, height: 768 });
  await logIn(station, STATION);
  await station.goto('/station/import_cu');
  const template = iconv.decode(
    Buffer.from(await (await station.request.get('/api/digital-imports/streaming/template')).body()),
    'cp932',
  );
  const stationCode = template.split(/\r?\n/)[1]?.split(',')[0] as string;
  const code = `T${String(Date.now() % 1_000_000)}`;
  const file = (second: string) =>
    iconv.encode(
      `${[STREAMING_HEADER, streamingRow(stationCode, code, '500000'), streamingRow(stationCode, `${code}B`, second)].join('\r\n')}\r\n`,
      'cp932',
    );
  await chooseImportFile(station, '配信_取引.csv', file('12500'));
  await expect(station.getByRole('table', { name: '確認が必要な行の一覧' }).getByRole('row').nth(1)).toContainText(
    '販売インプレッション',
  );
  await chooseImportFile(station, '配信_取引.csv', file('60000'));
  await station.getByRole('button', { name: '取り込む' }).click();
  await station.getByRole('dialog', { name: '商品を取り込みますか？' }).getByRole('button', { name: '取り込む' }).click();
  await expect(station.getByText('取り込みました（新規2件・変更0件）。')).toBeVisible();

  const agency = await newBrowserPage(browser);
  await agency.setViewportSize({ width: 1366, height: 768 });
  await logIn(agency, AGENCY);
  await agency.goto(`/agency/cu/positions?area=kanto&q=${code}`);
  const table = agency.getByRole('table', { name: '配信サービス販売枠の一覧' });
  const first = table
    .locator('tbody tr')
    .filter({ hasText: `E2Eドラマ ${code}` })
    .first();
  await expect(first).toContainText('みなと');
  const cpm = yen(await first.locator('td:nth-child(6)').textContent());
  expect(cpm).toBe(1_800);
  expect(await seriousViolations(agency)).toEqual([]);
  await first.getByRole('button', { name: /をカートに追加$/ }).click();

  const dialog = agency.getByRole('dialog');
  await dialog.getByLabel('インプレッション(千imp単位)').fill('500');
  await dialog.getByRole('radio', { name: '新しいカート' }).check();
  const name = `配信 E2E ${test.info().workerIndex}-${test.info().retry}`;
  await dialog.getByLabel('カート名').fill(name);
  expect(await seriousViolations(agency)).toEqual([]);
  await dialog.getByRole('button', { name: 'カートに追加' }).click();
  await expect(agency.getByText(`${name}に追加しました。`)).toBeVisible();

  // The streaming cart list and the cart, and the application.
  await applyForCart(agency, name, 'さくらおにぎり 配信');
  await expect(agency).toHaveURL(/\/agency\/cu\/bookings/);

  // The station: the streaming reception, 400,000 of the 500,000, the contract notice.
  await expect(await streamingDotOf(station, '購入受付一覧')).toHaveAttribute('data-badge', 'red');
  await acceptAndNotify(station, '400');

  // The agency: the streaming booking contracted for 400,000 at the series' CPM.
  await expect(await streamingDotOf(agency, '申込一覧')).toHaveAttribute('data-badge', 'red');
  await agency.goto('/agency/cu/bookings');
  // The newest first: the one just contracted, above the demo's.
  const booking = agency.getByRole('table').locator('tbody tr').first();
  await expect(booking).toContainText('契約成立');
  expect(await seriousViolations(agency)).toEqual([]);
  await expect(booking).toContainText(`${(400 * cpm).toLocaleString('ja-JP')}円`);
  await booking.getByRole('link').first().click();
  await expect(agency.getByText('400,000').first()).toBeVisible();
  await expect(agency.getByText(/申込 500,000/).first()).toBeVisible();
  expect(await seriousViolations(agency)).toEqual([]);
  await station.context().close();
  await agency.context().close();
});

test('a 1-day day of the top page is contracted once: no second buyer can put it in a cart', async ({ browser }) => {
  const agency = await newBrowserPage(browser);
  await agency.setViewportSize({ width: 1366, height: 768 });
  await logIn(agency, AGENCY);
  await agency.goto('/agency/oneday/positions?area=kanto');
  const calendar = agency.getByRole('table', { name: /デジタル1dayのカレンダー/ });
  await calendar
    .getByRole('button', { name: /^みなと.*トップページ/ })
    .first()
    .click();
  const dialog = agency.getByRole('dialog', { name: '1day商品をカートに追加' });
  await dialog.getByRole('radio', { name: '新しいカート' }).check();
  const name = `1day E2E ${test.info().retry}`;
  await dialog.getByLabel('カート名').fill(name);
  await dialog.getByRole('button', { name: 'カートに追加' }).click();
  await expect(agency.getByText(`${name}に追加しました。`)).toBeVisible();
  const carts = (await (await agency.request.get('/api/cu/carts')).json()) as { carts: { id: number; name: string }[] };
  const cartId = carts.carts.find((cart) => cart.name === name)?.id;
  const detail = (await (await agency.request.get(`/api/cu/carts/${cartId}`)).json()) as {
    digitalItems: { oneDay: { id: number } | null }[];
  };
  const dayId = detail.digitalItems[0]?.oneDay?.id;
  expect(dayId).toBeGreaterThan(0);
  await applyForCart(agency, name, 'さくらおにぎり トップページ');

  const station = await newBrowserPage(browser);
  await station.setViewportSize({ width: 1366, height: 768 });
  await logIn(station, STATION);
  await acceptAndNotify(station);

  // Another buyer: the day is sold, and the API refuses it to a cart (CRT00055).
  const second = await newBrowserPage(browser);
  await logIn(second, ADVERTISER);
  const token = (await second.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { 'X-XSRF-TOKEN': decodeURIComponent(token) };
  const cart = (await (await second.request.post('/api/cu/carts', { data: { name: '1day 二番手' }, headers })).json()) as {
    id: number;
  };
  const refused = await second.request.post(`/api/cu/carts/${cart.id}/items`, { data: { oneDayProductId: dayId }, headers });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('CRT00055');
  await second.context().close();
  await station.context().close();
  await agency.context().close();
});
