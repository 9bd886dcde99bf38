import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import { bootCover, bootCoverHtml } from './boot-cover';

describe('the loading cover in index.html', () => {
  it('shows the catalogue text, escaped', () => {
    expect(bootCoverHtml('読み込み中 <&>')).toContain('<p>読み込み中 &#60;&#38;&#62;</p>');
  });

  it('fills #root and styles it from the head', () => {
    const plugin = bootCover({ cataloguePath: path.resolve(import.meta.dirname, '../src/locales/ja/translation.json'), theme });
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform('<html><head></head><body><div id="root"></div></body></html>');
    expect(html).toMatch(/<div id="root"><div class="boot-cover" role="status"[^>]*>.*<p>Loading<\/p><\/div><\/div>/);
    expect(html).toMatch(/<style>[\s\S]*\.boot-cover\{[\s\S]*<\/style>[\s\S]*<\/head>/);
    // The theme's own background and primary colour, not copies of them.
    expect(html).toContain(`background:${theme.palette.background.default}`);
    expect(html).toContain(`color:${theme.palette.primary.main}`);
    expect(html).toContain('<noscript><style>.boot-cover{display:none}</style></noscript>');
  });
});
