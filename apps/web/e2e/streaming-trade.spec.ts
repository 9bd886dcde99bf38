import { expect, test } from '@playwright/test';
import { logIn, newBrowserPage, seriousViolations } from './fixtures';

/*
 * The streaming trade across the two sides on the demo data: the agency finds a streaming series
 * on 配信サービス販売枠 and puts 500,000 impressions of it into a new streaming cart, at the series'
 * CPM; the streaming badges follow the records.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';

test('the agency adds 500,000 impressions of a streaming series to a new streaming cart', async ({ browser }) => {
  const agency = await newBrowserPage(browser);
  await agency.setViewportSize({ width: 1366, height: 768 });
  await logIn(agency, AGENCY);
  await agency.goto('/agency/cu/positions?area=kanto&genre=VARIETY&onSaleOnly=true');
  const table = agency.getByRole('table', { name: '配信サービス販売枠の一覧' });
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('バラエティ');
  const cpm = Number(((await first.locator('td:nth-child(6)').textContent()) ?? '').split('円')[0]?.replace(/[^\d]/g, ''));
  expect(cpm).toBeGreaterThan(0);
  await first.getByRole('button', { name: /をカートに追加$/ }).click();

  const dialog = agency.getByRole('dialog');
  await dialog.getByLabel('インプレッション(千imp単位)').fill('500');
  await dialog.getByRole('radio', { name: '新しいカート' }).check();
  const name = `配信 E2E ${Date.now()}`;
  await dialog.getByLabel('カート名').fill(name);
  expect(await seriousViolations(agency)).toEqual([]);
  await dialog.getByRole('button', { name: 'カートに追加' }).click();
  await expect(agency.getByText(`${name}に追加しました。`)).toBeVisible();

  const carts = (await (await agency.request.get('/api/cu/carts')).json()) as {
    carts: { name: string; units: number; currentValue: number; service: string }[];
  };
  const cart = carts.carts.find((candidate) => candidate.name === name);
  expect(cart).toMatchObject({ service: 'CU', units: 500, currentValue: 500 * cpm });
  await agency.context().close();
});
