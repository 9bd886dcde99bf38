import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  chipsOnSale,
  logIn,
  newBrowserPage,
  openDayOnSale as openDay,
  scrollToChipsOnSale,
  seriousViolations,
  timetableGrid,
} from './fixtures';
import { waitForMail } from './mailbox';

/*
 * The buying loop in two browsers: an agency applies for a cart of two 関東 stations, the demo
 * station reviews its application, contracts one item and declines the other, and both sides
 * talk. This file runs after shell.spec.ts (files run in name order on one server), whose badge
 * tests read the demo's unopened booking and reception that this test opens.
 */

const AGENCY = 'agency-admin@demo.tvcm.jp';
const STATION = 'station-admin@demo.tvcm.jp';
/** The demo broadcaster's station and another company's, both in 関東: short names label the chips. */
const OWN_STATION = { name: 'みなとテレビ', short: 'みなと' };
const OTHER_STATION = { name: '東都放送', short: '東都' };
const CART_NAME = '申込テスト 関東';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'サイドメニュー' });
/**
 * The dot of a group's TV entry, in the popup that hovering the group opens: the group's own dot
 * also follows its streaming entry, whose demo placeholder stays lit.
 */
async function tvDotOf(page: Page, group: string): Promise<Locator> {
  await sideMenu(page)
    .getByRole('button', { name: new RegExp(`^${group}`) })
    .hover();
  const popup = sideMenu(page).getByRole('list', { name: group });
  await expect(popup).toBeVisible();
  return popup.getByRole('link', { name: /^テレビCM/ }).locator('[data-badge]');
}
const grid = timetableGrid;
const addDialog = (page: Page) => page.getByRole('dialog', { name: 'カートに追加' });

/** The day on sale with all five 関東 stations. */
async function openDayOnSale(page: Page): Promise<void> {
  await openDay(page);
  await expect(grid(page).getByRole('columnheader')).toHaveCount(6);
}

const chipsOf = chipsOnSale;

async function remainingOf(chip: Locator): Promise<number> {
  const label = (await chip.getAttribute('aria-label')) ?? '';
  return Number(/残り(\d+)/.exec(label)?.[1] ?? Number.NaN);
}

/**
 * A chip by its slot id, once the day is scrolled to where it sits and the virtualised grid has
 * mounted it: the day is walked from its top, half a screen at a time, giving the grid up to a
 * second at each stop to mount the rows there (a busy machine takes more than a frame or two). The
 * walk is made again if it ends without the chip: a timetable answer that arrives meanwhile (the
 * restored search asks again) lays the day out anew at its top.
 */
async function chipAt(page: Page, slotId: string | null): Promise<Locator> {
  const chip = grid(page).locator(`[data-slot-id="${slotId}"]`);
  const scroller = page.getByTestId('timetable-scroller');
  await expect(async () => {
    await expect(grid(page).locator('button[data-slot-id]').first()).toBeVisible();
    const { height, step } = await scroller.evaluate((element) => ({
      height: element.scrollHeight,
      step: Math.max(100, Math.floor(element.clientHeight / 2)),
    }));
    for (let top = 0; top <= height && (await chip.count()) === 0; top += step) {
      await scroller.evaluate((element, y) => element.scrollTo(0, y), top);
      await chip.waitFor({ state: 'attached', timeout: 1_000 }).catch(() => undefined);
    }
    await expect(chip).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  return chip;
}

async function addToCart(page: Page, chip: Locator, newCartName?: string): Promise<void> {
  await chip.click();
  await expect(addDialog(page)).toBeVisible();
  if (newCartName) {
    await addDialog(page).getByRole('radio', { name: '新しいカート' }).check();
    await addDialog(page).getByLabel('新しいカートの名前').fill(newCartName);
  }
  await addDialog(page).getByRole('button', { name: 'カートに追加' }).click();
  await expect(addDialog(page)).toBeHidden();
}

test('an agency applies to two stations; the station contracts one item, declines one, and both sides talk', async ({
  page: agency,
  browser,
}) => {
  // Two browsers through the whole buying loop: on a busy machine it passed 60 s with every step waiting correctly.
  test.setTimeout(120_000);
  const station = await newBrowserPage(browser);

  // Each side first opens what the demo left waiting, so the dots below are this test's own.
  await logIn(station, STATION);
  await station.goto('/station/receptions');
  await expect(station.getByRole('heading', { level: 1, name: '購入受付一覧' })).toBeVisible();
  await station.getByRole('table').getByRole('link').first().click();
  await expect(station.getByRole('heading', { level: 1, name: /購入受付/ })).toBeVisible();
  await expect(await tvDotOf(station, '購入受付一覧')).toHaveCount(0);

  await logIn(agency, AGENCY);
  await agency.goto('/agency/bookings');
  await expect(agency.getByRole('heading', { level: 1, name: '申込一覧' })).toBeVisible();
  await agency.getByRole('table').getByRole('link').first().click();
  await expect(agency.getByRole('heading', { level: 1, name: /申込詳細/ })).toBeVisible();
  await expect(await tvDotOf(agency, '申込一覧')).toHaveCount(0);

  // Two slots of the station's own and one of another station, into a new cart.
  await openDayOnSale(agency);
  await scrollToChipsOnSale(agency, { [OWN_STATION.short]: 2, [OTHER_STATION.short]: 1 });
  const accepted = chipsOf(agency, OWN_STATION.short).nth(0);
  const declined = chipsOf(agency, OWN_STATION.short).nth(1);
  const other = chipsOf(agency, OTHER_STATION.short).nth(0);
  const acceptedId = await accepted.getAttribute('data-slot-id');
  const declinedId = await declined.getAttribute('data-slot-id');
  const otherId = await other.getAttribute('data-slot-id');
  expect(acceptedId).not.toBeNull();
  const before = { accepted: await remainingOf(accepted), declined: await remainingOf(declined) };
  // By id from here: adding to a cart may lay the day out anew, and the nth chip on sale may move.
  await addToCart(agency, await chipAt(agency, acceptedId), CART_NAME);
  await addToCart(agency, await chipAt(agency, declinedId));
  await addToCart(agency, await chipAt(agency, otherId));

  // The cart list, the cart, and the application.
  await agency.goto('/agency/cart/list');
  await expect(agency.getByRole('link', { name: CART_NAME }).first()).toBeVisible();
  expect(await seriousViolations(agency)).toEqual([]);
  await agency.getByRole('link', { name: CART_NAME }).first().click();
  await expect(agency.getByRole('heading', { level: 1, name: new RegExp(CART_NAME) })).toBeVisible();
  expect(await seriousViolations(agency)).toEqual([]);
  await agency.getByRole('button', { name: '購入申込' }).click();
  const apply = agency.getByRole('dialog', { name: '購入申込' });
  await apply.getByRole('combobox', { name: '広告主' }).click();
  await agency.getByRole('option', { name: /さくら食品株式会社/ }).click();
  await apply.getByLabel('商品名').fill('さくらおにぎり 新発売');
  await apply.getByLabel('担当者名').fill('山田 太郎');
  await apply.getByLabel('担当者の電話番号').fill('03-1234-5678');
  await apply.getByLabel(`${OWN_STATION.name}の販売条件に同意する`).check();
  await apply.getByLabel(`${OTHER_STATION.name}の販売条件に同意する`).check();
  await apply.getByRole('button', { name: '申し込む' }).click();
  await expect(agency.getByText('購入申込を受け付けました（2件）。')).toBeVisible();
  await expect(agency).toHaveURL(/\/agency\/bookings/);
  const bookings = agency.getByRole('table');
  await expect(bookings.getByRole('row').filter({ hasText: OWN_STATION.short }).filter({ hasText: '申込済' })).toHaveCount(1);
  await expect(bookings.getByRole('row').filter({ hasText: OTHER_STATION.short }).filter({ hasText: '申込済' })).toHaveCount(1);
  expect(await seriousViolations(agency)).toEqual([]);
  await waitForMail(STATION, '購入申込');

  // The station: the red dot within one poll, the reception, the review and the contract notice.
  await expect(await tvDotOf(station, '購入受付一覧')).toHaveAttribute('data-badge', 'red');
  await station.goto('/station/receptions');
  const reception = station
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: '株式会社あおば広告' })
    .filter({ hasText: '申込済' });
  await expect(reception).toHaveCount(1);
  expect(await seriousViolations(station)).toEqual([]);
  await reception.getByRole('link').first().click();
  await expect(station.getByRole('heading', { level: 1, name: /購入受付/ })).toBeVisible();
  const decisions = station.getByRole('radiogroup', { name: /の判定$/ });
  await expect(decisions).toHaveCount(2);
  // The items come in air order, as the chips were taken.
  await decisions.nth(0).getByRole('radio', { name: '受ける' }).check();
  await decisions.nth(1).getByRole('radio', { name: '断る' }).check();
  await station.getByRole('combobox', { name: /のお断りの理由$/ }).selectOption({ label: '競合' });
  await station.getByRole('textbox', { name: /のお断りの備考$/ }).fill('同業他社と同一ブレイクのため');
  for (const check of ['広告主の業態審査', '素材の確認', '同一ブレイク内の競合', '残り枠数', 'CM総量（時間）規制']) {
    await station.getByRole('checkbox', { name: check }).check();
  }
  await station.getByRole('button', { name: '判定を保存' }).click();
  await expect(station.getByText('判定を保存しました。')).toBeVisible();
  expect(await seriousViolations(station)).toEqual([]);
  await station.getByRole('button', { name: '契約成立を通知' }).click();
  const notice = station.getByRole('dialog', { name: '契約成立を通知しますか？' });
  await notice.getByLabel('申込会社へのメッセージ（任意）').fill('1枠は競合のためお断りいたします。');
  await notice.getByRole('button', { name: '通知する' }).click();
  await expect(station.getByText('契約成立を通知しました。')).toBeVisible();

  // The agency: the red dot, the booking partly contracted with the reason and the notice; a reply.
  await expect(await tvDotOf(agency, '申込一覧')).toHaveAttribute('data-badge', 'red');
  await agency.goto('/agency/bookings');
  await agency
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: OWN_STATION.short })
    .filter({ hasText: '一部成立' })
    .getByRole('link')
    .first()
    .click();
  await expect(agency.getByText('競合').first()).toBeVisible();
  await expect(agency.getByText('同業他社と同一ブレイクのため')).toBeVisible();
  const thread = agency.getByRole('region', { name: 'メッセージ' });
  await expect(thread.getByText('契約成立の通知')).toBeVisible();
  await expect(thread.getByText('1枠は競合のためお断りいたします。')).toBeVisible();
  expect(await seriousViolations(agency)).toEqual([]);
  await agency.getByRole('textbox', { name: 'メッセージ' }).fill('承知しました。別の枠で再度お申込みします。');
  await agency.getByRole('button', { name: '送信' }).click();
  await expect(agency.getByText('メッセージを送信しました。')).toBeVisible();
  await waitForMail(AGENCY, '契約成立');
  await waitForMail(STATION, 'メッセージ');

  // The station reads the reply.
  await station.reload();
  await expect(station.getByText('承知しました。別の枠で再度お申込みします。')).toBeVisible();

  // The timetable: the contracted unit is sold, the declined one on sale again.
  await agency.goto('/agency/program_guide');
  await expect(await chipAt(agency, acceptedId)).toHaveAttribute('aria-label', new RegExp(`残り${before.accepted - 1} `));
  await expect(await chipAt(agency, declinedId)).toHaveAttribute('aria-label', new RegExp(`残り${before.declined} `));
  await station.context().close();
});
