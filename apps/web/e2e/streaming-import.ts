import type { Page } from '@playwright/test';

/** The streaming import template's heading line, as the template download gives it. */
export const STREAMING_HEADER =
  '放送局コード,商品コード,商品名,ジャンル,配信開始日,配信終了日,放送開始日,放送終了日,秒数,CPM,販売インプレッション,最低出稿インプレッション,販売開始日,販売終了日,ターゲティング';

/** `yyyy/MM/dd` `days` after today (JST). */
export function day(days: number): string {
  const date = new Date(Date.now() + 9 * 3_600_000);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10).replaceAll('-', '/');
}

/** A streaming product row of the import file: a drama series delivered in six weeks' time, on sale from today. */
export function streamingRow(stationCode: string, code: string, impressions: string): string {
  return [
    stationCode,
    code,
    `E2Eドラマ ${code}`,
    'ドラマ',
    day(40),
    day(47),
    day(40),
    day(40),
    '15/30',
    '1800',
    impressions,
    '50000',
    day(0),
    day(39),
    'F1:20;area:kanto:10',
  ].join(',');
}

/** Chooses the file on the import page and asks for its preview. */
export async function chooseImportFile(page: Page, name: string, bytes: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'ファイルを選択（CSV・Excel）' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: bytes });
  await page.getByRole('button', { name: /プレビュー/ }).click();
}
