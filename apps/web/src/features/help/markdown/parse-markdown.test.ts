import type { Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { isExternalHref, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('gives headings their explicit ids and leaves the ids out of their text', () => {
    const { headings, tokens } = parseMarkdown('## カートと申込 {#cart}\n\n本文\n\n### 送信 {#send}\n');
    expect(headings).toEqual([
      { id: 'cart', depth: 2, text: 'カートと申込' },
      { id: 'send', depth: 3, text: '送信' },
    ]);
    const [first] = tokens;
    expect(first?.type === 'heading' && (first as Tokens.Heading).tokens.map((token) => token.raw).join('')).toBe('カートと申込');
  });

  it('falls back to the heading text for an id', () => {
    expect(parseMarkdown('## 放送日 と 時刻').headings).toEqual([{ id: '放送日-と-時刻', depth: 2, text: '放送日 と 時刻' }]);
  });
});

describe('isExternalHref', () => {
  it('tells another site or scheme from a route or an anchor of this app', () => {
    expect(isExternalHref('https://example.jp/')).toBe(true);
    expect(isExternalHref('mailto:info@example.jp')).toBe(true);
    expect(isExternalHref('//example.jp')).toBe(true);
    expect(isExternalHref('/wp/guide')).toBe(false);
    expect(isExternalHref('#points')).toBe(false);
  });
});
