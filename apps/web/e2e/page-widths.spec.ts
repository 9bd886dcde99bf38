import { expect, type Page, test } from '@playwright/test';
import { type ApiProcess, startApiProcess } from './api-process';
import { loginThroughPage } from './fixtures';

/*
 * The acceptance list, and the pages beside it: at 1366×768 no page scrolls sideways and no table is cut
 * (a table wider than its frame scrolls inside it, its first column kept and a sign of more); at
 * 390×844 no page is wider than the screen. On an API of the file's own, so that opening the
 * demo's carts, bookings and receptions changes nothing another file reads.
 */

const DESK = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

let api: ApiProcess;
test.beforeAll(async () => {
  api = await startApiProcess();
});
test.afterAll(async () => {
  await api?.stop();
});

interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

const firstRows = (page: Page) => page.locator('main table tbody tr');

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(`${api.baseURL}${path}`);
  await expect(firstRows(page).first()).toBeVisible();
}

/** Opens the first entry's page from a list by its link in the table. */
async function openFirst(page: Page, listPath: string, detail: RegExp): Promise<void> {
  await visit(page, listPath);
  await page.locator('main table tbody').getByRole('link').first().click();
  await expect(page).toHaveURL(detail);
  await expect(firstRows(page).first()).toBeVisible();
}

const top: Screen = {
  name: 'TOP',
  open: async (page) => {
    await page.goto(`${api.baseURL}/top`);
    await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
  },
};

const BUYER_SCREENS: Screen[] = [
  top,
  { name: 'カート一覧', open: (page) => visit(page, '/agency/cart/list') },
  { name: 'カート詳細', open: (page) => openFirst(page, '/agency/cart/list', /\/agency\/cart\/\d+$/) },
  {
    name: '番組表の一覧表示',
    open: async (page) => {
      await page.goto(`${api.baseURL}/agency/program_guide`);
      await page.getByRole('button', { name: '一覧', exact: true }).click();
      await expect(page.getByRole('table', { name: '枠の一覧' }).locator('tbody tr').first()).toBeVisible();
    },
  },
  { name: '通常枠', open: (page) => visit(page, '/agency/positions?kind_cm=1') },
  { name: '申込一覧', open: (page) => visit(page, '/agency/bookings') },
  { name: '申込詳細', open: (page) => openFirst(page, '/agency/bookings', /\/agency\/bookings\/\d+$/) },
  { name: 'ポイント', open: (page) => visit(page, '/agency/point_service/points') },
  { name: '広告主設定', open: (page) => visit(page, '/agency/sponsor') },
  { name: 'ユーザー一覧', open: (page) => visit(page, '/manage/users') },
  { name: '配信サービス販売枠', open: (page) => visit(page, '/agency/cu/positions') },
  { name: 'デジタル1day', open: (page) => visit(page, '/agency/oneday/positions') },
  { name: 'カート一覧（配信）', open: (page) => visit(page, '/agency/cu/cart/list') },
  { name: 'カート詳細（配信）', open: (page) => openFirst(page, '/agency/cu/cart/list', /\/agency\/cu\/cart\/\d+$/) },
  { name: '申込一覧（配信）', open: (page) => visit(page, '/agency/cu/bookings') },
  { name: '申込詳細（配信）', open: (page) => openFirst(page, '/agency/cu/bookings', /\/agency\/cu\/bookings\/\d+$/) },
  {
    // Optimised and saved, so that the list below has a plan (the e2e demo holds two weeks of slots).
    name: 'プラン作成',
    open: async (page) => {
      await page.goto(`${api.baseURL}/agency/plannings/edit`);
      await page.getByRole('button', { name: '最適化' }).click();
      await expect(page.getByRole('table', { name: 'プランの明細' }).locator('tbody tr').first()).toBeVisible();
      await page.getByRole('button', { name: '保存', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'プランの保存' });
      await dialog.getByLabel('プラン名').fill('画面幅の確認');
      await dialog.getByRole('button', { name: '保存する' }).click();
      await expect(page).toHaveURL(/\/agency\/plannings\/edit\?id=\d+/);
    },
  },
  { name: 'プラン一覧', open: (page) => visit(page, '/agency/plannings') },
  {
    name: 'TV×デジタルプランニング',
    open: async (page) => {
      await page.goto(`${api.baseURL}/agency/digital_planning`);
      await page.getByRole('button', { name: '試算' }).click();
      await expect(page.getByRole('table', { name: 'テレビの予算比率ごとの到達率1+（推定）' }).locator('tbody tr')).toHaveCount(
        11,
      );
    },
  },
  { name: 'データ購入TOP', open: (page) => visit(page, '/data_sales/purchase') },
  {
    name: '購入手続き',
    open: async (page) => {
      await visit(page, '/data_sales/purchase');
      await page
        .getByRole('link', { name: /の購入手続きへ$/ })
        .first()
        .click();
      await expect(page.getByRole('button', { name: '申し込む' })).toBeVisible();
    },
  },
  { name: '購入履歴', open: (page) => visit(page, '/data_sales/purchase/histories') },
  { name: 'ターゲットから探す', open: (page) => visit(page, '/agency/target_search') },
  { name: '全枠分析（広告会社）', open: (page) => visit(page, '/agency/analyze_all') },
];

const DATA_COMPANY_SCREENS: Screen[] = [
  { name: '販売管理', open: (page) => visit(page, '/data_sales/sales/management') },
  { name: 'ターゲットデータ販売審査', open: (page) => visit(page, '/data_sales/sales/examinations') },
  { name: '販売実績一覧', open: (page) => visit(page, '/data_sales/sales/actuals') },
];

const STATION_SCREENS: Screen[] = [
  { name: '購入受付一覧', open: (page) => visit(page, '/station/receptions') },
  { name: '購入受付詳細', open: (page) => openFirst(page, '/station/receptions', /\/station\/receptions\/\d+$/) },
  { name: '枠一覧', open: (page) => visit(page, '/station/import_cm?tab=slots') },
  { name: 'トライアル企業', open: (page) => visit(page, '/station/permission/trial_user') },
  { name: '購入受付一覧（配信）', open: (page) => visit(page, '/station/cu/receptions') },
  {
    name: '購入受付詳細（配信）',
    open: (page) => openFirst(page, '/station/cu/receptions', /\/station\/cu\/receptions\/\d+$/),
  },
  { name: '配信サービスの商品', open: (page) => visit(page, '/station/import_cu?tab=products') },
  { name: 'デジタル1dayの商品', open: (page) => visit(page, '/station/import_oneday?tab=products') },
  { name: '配信サービスの取込履歴', open: (page) => visit(page, '/station/import_cu?tab=history') },
  { name: '販売管理', open: (page) => visit(page, '/station/sales_summary') },
  { name: '全枠分析', open: (page) => visit(page, '/station/analyze_all') },
  {
    name: '全枠分析データ取込',
    open: async (page) => {
      // The file guide's column table is folded away: the history is the table to wait for.
      await page.goto(`${api.baseURL}/station/import_cm_analyze_all`);
      await expect(page.getByRole('table', { name: '取込履歴の一覧' }).locator('tbody tr').first()).toBeVisible();
    },
  },
  top,
];

/**
 * What reaches past its frame: the page itself, or a table that is cut, or one that scrolls in
 * its frame without its first column kept or without a sign of the columns hidden.
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page is ${root.scrollWidth} px wide`);
    for (const table of Array.from(document.querySelectorAll('main table'))) {
      const label = table.getAttribute('aria-label') ?? 'a table';
      const region = table.closest('[role="region"]');
      const frame = region ?? table.parentElement;
      if (!frame || frame.scrollWidth <= frame.clientWidth + 1) continue;
      if (!region) {
        problems.push(`${label} is cut`);
        continue;
      }
      const firstCell = table.querySelector('tbody tr > :first-child:not([colspan])');
      if (!firstCell || getComputedStyle(firstCell).position !== 'sticky')
        problems.push(`${label} scrolls its first column away`);
      if (!region.hasAttribute('data-more-after') && !region.hasAttribute('data-more-before')) {
        problems.push(`${label} shows no sign of more columns`);
      }
    }
    return problems;
  });
}

async function checkScreens(page: Page, account: string, screens: Screen[]): Promise<void> {
  await page.setViewportSize(DESK);
  await page.goto(`${api.baseURL}/login`);
  await loginThroughPage(page, account);
  await expect(page).toHaveURL(/\/top$/);
  for (const screen of screens) {
    await test.step(`${screen.name} at 1366`, async () => {
      await screen.open(page);
      // Asked until the layout has settled (fonts, the menu's transition).
      await expect.poll(() => layoutProblems(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`${screen.name}-1366.png`) });
    });
  }
  await page.setViewportSize(PHONE);
  for (const screen of screens) {
    await test.step(`${screen.name} at 390`, async () => {
      await screen.open(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: test.info().outputPath(`${screen.name}-390.png`) });
    });
  }
}

test("a buyer's carts, slot and streaming lists, bookings, points, settings and target data fit 1366 and 390 pixels", async ({
  page,
}) => {
  await checkScreens(page, 'agency-admin@demo.tvcm.jp', BUYER_SCREENS);
});

test("a data company's segments, examinations and sales fit 1366 and 390 pixels", async ({ page }) => {
  await checkScreens(page, 'data-admin@demo.tvcm.jp', DATA_COMPANY_SCREENS);
});

test("a station's receptions, slots, streaming products and trial companies fit 1366 and 390 pixels", async ({ page }) => {
  await checkScreens(page, 'station-admin@demo.tvcm.jp', STATION_SCREENS);
});
