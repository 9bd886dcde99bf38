import { expect, type Page, test } from '@playwright/test';
import { logIn, seriousViolations } from './fixtures';

/*
 * The buyers' streaming search and 1-day calendar on the demo data: filters kept in the address,
 * the server's sort, sold days marked, and both fitting a laptop and a phone without the page
 * scrolling sideways (the tables scroll in their own box).
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  });
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the streaming search filters through the address and sorts by CPM on the server', async ({ page }) => {
    await logIn(page, AGENCY);
    await page.getByRole('navigation', { name: 'サイドメニュー' }).getByText('枠一覧から探す').click();
    await page.getByRole('navigation', { name: 'サイドメニュー' }).getByRole('link', { name: '配信サービス販売枠' }).click();
    await expect(page).toHaveURL(/\/agency\/cu\/positions$/);
    const table = page.getByRole('table', { name: '配信サービス販売枠の一覧' });
    await expect(table).toBeVisible();

    const form = page.getByRole('search', { name: '検索条件' });
    await form.getByLabel('エリア').selectOption({ label: '関東' });
    await form.getByLabel('ジャンル').selectOption({ label: 'ドラマ' });
    await form.getByLabel('販売中のみ').check();
    await form.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/area=kanto/);
    await expect(page).toHaveURL(/genre=DRAMA/);
    await expect(page).toHaveURL(/onSaleOnly=true/);
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toContainText('ドラマ');
    await expect(rows.first()).toContainText('関東');

    await table.getByRole('button', { name: /CPM/ }).first().click();
    await expect(page).toHaveURL(/order=desc/);
    // The page shown stays until the sorted one arrives.
    const cpms = async () =>
      (await rows.locator('td:nth-child(6)').allTextContents()).map((text) => Number(text.replace(/[^\d]/g, '')));
    await expect
      .poll(async () => {
        const shown = await cpms();
        return (shown[0] ?? 0) > (shown.at(-1) ?? 0);
      })
      .toBe(true);
    const values = await cpms();
    expect(values).toEqual([...values].sort((a, b) => b - a));
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the 1-day calendar shows four weeks of surfaces with sold days marked, and moves by four weeks', async ({ page }) => {
    await logIn(page, AGENCY);
    await page.goto('/agency/oneday/positions?area=kanto');
    const table = page.getByRole('table', { name: /デジタル1dayのカレンダー/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveCount(29);
    await expect(table.getByText('売切').first()).toBeVisible();
    await table.getByRole('button').first().click();
    await expect(page.getByRole('dialog', { name: '1day商品をカートに追加' })).toBeVisible();
    await page.getByRole('button', { name: 'キャンセル' }).click();
    await page.getByRole('button', { name: '次の4週' }).click();
    await expect(page).toHaveURL(/week=\d{4}-\d{2}-\d{2}/);
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both pages keep their tables in their own scrolling box', async ({ page }) => {
    await logIn(page, AGENCY);
    await page.goto('/agency/cu/positions');
    await expect(page.getByRole('table', { name: '配信サービス販売枠の一覧' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.goto('/agency/oneday/positions');
    await expect(page.getByRole('table', { name: /デジタル1dayのカレンダー/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});
