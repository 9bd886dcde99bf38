import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { NOTIFICATION_POLLING_MS } from '@tvcm/contracts';
import { expectOnTop, loginThroughPage, seriousViolations } from './fixtures';

// A window tall enough that no demo menu scrolls, so the widths are the plain 226 / 60 px of SPEC.md §9.
test.use({ viewport: { width: 1280, height: 900 } });

const NO_LICENCE_MESSAGE = 'メニューの利用が許可されていません。運用管理者にライセンスの設定をご依頼ください。';
const AIRING_CONDITIONS_TOOLTIP = 'キャンペーンの規模と予算から、テレビCMとデジタル動画広告をCPMの低い順に一覧表示します。';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
const banner = (page: Page) => page.getByRole('banner');
const menuToggle = (page: Page) => sideMenu(page).getByRole('button', { name: 'メニューの開閉' });

async function logIn(page: Page, account: string): Promise<void> {
  await loginThroughPage(page, account);
  await expectOnTop(page);
  await expect(page.getByRole('heading', { level: 1, name: /^ようこそ、/ })).toBeVisible();
}

async function menuWidth(page: Page): Promise<number> {
  const box = await sideMenu(page).boundingBox();
  return Math.round(box?.width ?? 0);
}

/** The badge inside an entry, by the colour the app says it drew. */
const badgeOf = (entry: Locator) => entry.locator('[data-badge]');

test.describe('top bar and side menu of each demo account', () => {
  const accounts = [
    {
      account: 'agency-admin@demo.tvcm.jp',
      name: '管理者ID：山田 太郎 様',
      points: '52,000pt',
      sections: ['広告会社・広告主', '管理'],
      entries: ['TOP', 'ガイド', '番組表から探す', '枠一覧から探す', '放送条件から探す', 'ターゲットから探す', 'ユーザー一覧'],
    },
    {
      account: 'agency-user@demo.tvcm.jp',
      name: '一般ID：佐藤 花子 様',
      points: '52,000pt',
      sections: ['広告会社・広告主'],
      entries: ['TOP', '番組表から探す', 'カート一覧', '申込一覧'],
    },
    {
      account: 'advertiser@demo.tvcm.jp',
      name: '管理者ID：鈴木 一郎 様',
      points: null,
      sections: ['広告会社・広告主', '管理'],
      entries: ['番組表から探す', 'ターゲットから探す', 'カート一覧', '全枠分析'],
    },
    {
      account: 'station-admin@demo.tvcm.jp',
      name: '管理者ID：高橋 健太 様',
      points: null,
      sections: ['放送局', '管理'],
      entries: ['購入受付一覧', 'CM枠管理', '販売管理', '全枠分析', 'オークション管理', 'CM購入ライセンス'],
    },
    {
      account: 'station-user@demo.tvcm.jp',
      name: '一般ID：田中 美咲 様',
      points: null,
      sections: ['放送局'],
      entries: ['購入受付一覧', '全枠分析', 'オークション管理'],
    },
    {
      account: 'data-admin@demo.tvcm.jp',
      name: '管理者ID：伊藤 直樹 様',
      points: null,
      sections: ['データ会社', '管理'],
      entries: ['ターゲットデータ販売審査', '販売実績一覧', '販売管理'],
    },
    {
      account: 'trial@demo.tvcm.jp',
      name: '渡辺 さくら 様',
      points: null,
      sections: ['広告会社・広告主'],
      entries: ['TOP', 'ガイド', '番組表から探す', '枠一覧から探す'],
    },
  ];

  for (const expected of accounts) {
    test(`${expected.account}: name, top-bar order, sections and entries`, async ({ page }) => {
      await logIn(page, expected.account);

      // Top bar, in the order of SPEC.md §1.
      const parts = [expected.name, 'ヘルプ', 'マイページ', 'ログアウト', ...(expected.points ? [expected.points] : [])];
      await expect(banner(page).getByText(expected.name, { exact: true })).toBeVisible();
      if (expected.points) await expect(banner(page).getByText(expected.points)).toBeVisible();
      const text = await banner(page).innerText();
      const positions = parts.map((part) => text.indexOf(part));
      expect(
        positions.every((position) => position >= 0),
        `${text} should contain ${parts.join(', ')}`,
      ).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      if (!expected.points) await expect(banner(page).getByText('保有ポイント')).toHaveCount(0);

      // Side menu: the sections the licences allow, each with its heading while open.
      await expect(sideMenu(page).getByRole('heading', { level: 2 })).toHaveText(expected.sections);
      for (const entry of expected.entries) {
        await expect(sideMenu(page).getByRole('listitem').filter({ hasText: entry }).first()).toBeVisible();
      }
    });
  }

  test('a broadcaster general user does not see what needs the user licence', async ({ page }) => {
    await logIn(page, 'station-user@demo.tvcm.jp');
    await expect(sideMenu(page).getByText('CM枠管理')).toHaveCount(0);
    await expect(sideMenu(page).getByText('CM購入ライセンス')).toHaveCount(0);
    await expect(sideMenu(page).getByText('販売管理')).toHaveCount(0);
  });

  test('without any licence, the not-permitted message replaces the menu', async ({ page }) => {
    await logIn(page, 'nolicence@demo.tvcm.jp');
    await expect(sideMenu(page).getByText(NO_LICENCE_MESSAGE)).toBeVisible();
    // No menu entries: the one link left is the logo's way back to TOP.
    await expect(sideMenu(page).getByRole('link')).toHaveAccessibleName('TOPページへ');
    await expect(banner(page).getByText('一般ID：中村 翔 様', { exact: true })).toBeVisible();
  });
});

test('the menu collapses to 60 px and opens to 226 px, and remembers it across a reload', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => menuWidth(page)).toBe(226);

  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => menuWidth(page)).toBe(60);
  // Collapsed: headings and divider are no longer drawn, the entries keep their names.
  await expect(sideMenu(page).getByRole('heading', { name: '広告会社・広告主' })).toHaveCSS('position', 'absolute');
  await expect(sideMenu(page).getByRole('link', { name: '番組表から探す' })).toBeVisible();

  await page.reload();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => menuWidth(page)).toBe(60);

  await menuToggle(page).click();
  await expect.poll(() => menuWidth(page)).toBe(226);
  await page.reload();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => menuWidth(page)).toBe(226);
});

test('a group opens its popup on hover and the same popup by keyboard', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const trigger = sideMenu(page).getByRole('button', { name: '放送条件から探す' });
  const popup = sideMenu(page).getByRole('list', { name: '放送条件から探す' });
  const children = ['プラン一覧', 'プラン作成', 'TV×デジタルプランニング'];

  await trigger.hover();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveText(children);
  await expect(popup.getByRole('link', { name: 'プラン一覧' })).toHaveAttribute('href', '/agency/plannings');
  // The popup the parent controls shows the tooltip of SPEC.md §2 (the parent also has it as its description).
  const popupPanel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
  await expect(popupPanel.getByText(AIRING_CONDITIONS_TOOLTIP)).toBeVisible();
  await expect(trigger).toHaveAccessibleDescription(AIRING_CONDITIONS_TOOLTIP);
  const popupBox = await popup.boundingBox();
  expect(popupBox?.x ?? 0).toBeGreaterThanOrEqual(225);

  await page.mouse.move(900, 600);
  await expect(popup).toBeHidden();

  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('link', { name: 'プラン一覧' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(popup.getByRole('link', { name: 'プラン作成' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(popup.getByRole('link', { name: 'TV×デジタルプランニング' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(trigger).toBeFocused();

  // Collapsed, the popup still opens and names its group.
  await menuToggle(page).click();
  await expect.poll(() => menuWidth(page)).toBe(60);
  await trigger.hover();
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link')).toHaveText(children);
});

test('badges: red for the advertiser TV cart, half and half for the agency streaming and TV carts', async ({ page }) => {
  await logIn(page, 'advertiser@demo.tvcm.jp');
  // The advertiser buys streaming too: カート一覧 is a group of its TV and streaming lists.
  const advertiserCart = sideMenu(page).getByRole('button', { name: /^カート一覧/ });
  await expect(badgeOf(advertiserCart)).toHaveAttribute('data-badge', 'red');
  await expect(badgeOf(advertiserCart)).toHaveAccessibleName('未購入のカートがあります。');
  await expect(badgeOf(advertiserCart)).toHaveCSS('background-color', 'rgb(211, 47, 47)');
  await banner(page).getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/logout$/);

  await logIn(page, 'agency-admin@demo.tvcm.jp');
  const cartGroup = sideMenu(page).getByRole('button', { name: /^カート一覧/ });
  await expect(badgeOf(cartGroup)).toHaveAttribute('data-badge', 'half');
  await cartGroup.hover();
  const cartPopup = sideMenu(page).getByRole('list', { name: 'カート一覧' });
  const tvCart = cartPopup.getByRole('link', { name: /^テレビCM/ });
  const streamingCart = cartPopup.getByRole('link', { name: /^配信サービス/ });
  await expect(badgeOf(tvCart)).toHaveAttribute('data-badge', 'half');
  await expect(badgeOf(tvCart)).toHaveCSS('background-image', /linear-gradient/);
  // The demo's streaming trade: a streaming cart with lines (red) and one the advertiser sent (blue).
  await expect(badgeOf(streamingCart)).toHaveAttribute('data-badge', 'half');
  await expect(badgeOf(streamingCart)).toHaveCSS('background-image', /linear-gradient/);
  await expect(badgeOf(sideMenu(page).getByRole('button', { name: /^申込一覧/ }))).toHaveAttribute('data-badge', 'red');
  // The top page lists the same notifications as links.
  await expect(page.getByRole('main').getByRole('link', { name: '配信サービスのカートが届いています。' })).toHaveAttribute(
    'href',
    '/agency/cu/cart/list?sort=created_at&order=desc',
  );
});

test('the broadcaster sees a red dot on its purchase receptions and no point balance', async ({ page }) => {
  await logIn(page, 'station-admin@demo.tvcm.jp');
  await expect(badgeOf(sideMenu(page).getByRole('button', { name: /^購入受付一覧/ }))).toHaveAttribute('data-badge', 'red');
  await expect(banner(page).getByText(/pt$/)).toHaveCount(0);
});

test('notifications are polled every 5 seconds while logged in, and no longer after logout', async ({ page }) => {
  // The page's timers run on Playwright's clock: the test moves time instead of waiting for it.
  await page.clock.install();
  const isPoll = (request: Request) => new URL(request.url()).pathname === '/api/notifications';
  let polls = 0;
  let answered = 0;
  page.on('request', (request) => {
    if (isPoll(request)) polls += 1;
  });
  page.on('requestfinished', (request) => {
    if (isPoll(request)) answered += 1;
  });
  /** Events the page sent before this returns have reached the test (the protocol keeps their order). */
  const settle = () => page.evaluate(() => undefined);
  /**
   * Every poll sent so far has been answered. A tick that comes while a poll is still under way
   * joins it instead of sending another, so each step waits for the answer before moving time.
   */
  const answeredAll = async (count: number) => {
    await expect.poll(() => [polls, answered]).toEqual([count, count]);
    await settle();
  };
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await expect.poll(() => polls).toBeGreaterThanOrEqual(1);
  // From here the page's time moves only when the test moves it. The pause point lies far enough
  // ahead that a busy machine cannot pass it before the call arrives (the clock cannot go back).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2_000));
  await settle();
  const first = polls;
  await answeredAll(first);
  // The last poll was less than one period ago, so each period brings exactly one more.
  await page.clock.runFor(NOTIFICATION_POLLING_MS);
  await answeredAll(first + 1);
  await page.clock.runFor(NOTIFICATION_POLLING_MS);
  await answeredAll(first + 2);

  // Time stays still while logging out: a poll that a running clock fired during the logout
  // call could otherwise report its request only after the logout page has shown.
  await banner(page).getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/logout$/);
  // The address changes before the lazily loaded logout page replaces the shell; its heading
  // shows that the shell, and the polling with it, has gone.
  await expect(page.getByRole('heading', { level: 1, name: 'ログアウトしました' })).toBeVisible();
  await settle();
  const afterLogout = polls;
  await page.clock.runFor(NOTIFICATION_POLLING_MS * 3);
  await settle();
  expect(polls).toBe(afterLogout);
});

test('an unknown address shows the 404 page with a way to the top page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません（404）' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'ロゴ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'TOP' })).toHaveAttribute('href', '/top');
});

test('マイページ opens inside the shell from the top bar', async ({ page }) => {
  await logIn(page, 'agency-admin@demo.tvcm.jp');
  await banner(page).getByRole('link', { name: 'マイページ' }).click();
  await expect(page).toHaveURL(/\/agency\/edit_my_profile$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'マイページ' })).toBeVisible();
});

test.describe('accessibility (no serious or critical axe violation)', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'ページが見つかりません（404）' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the top page with the menu open, with a popup open, and collapsed', async ({ page }) => {
    await logIn(page, 'agency-admin@demo.tvcm.jp');
    await expect(banner(page).getByText('52,000pt')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await sideMenu(page).getByRole('button', { name: '放送条件から探す' }).hover();
    await expect(sideMenu(page).getByRole('list', { name: '放送条件から探す' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await menuToggle(page).click();
    await expect.poll(() => menuWidth(page)).toBe(60);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the top page of a user without licences', async ({ page }) => {
    await logIn(page, 'nolicence@demo.tvcm.jp');
    await expect(sideMenu(page).getByText(NO_LICENCE_MESSAGE)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
