import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download-file';

describe('fileNameOf', () => {
  it.each([
    {
      disposition: `attachment; filename="points.csv"; filename*=UTF-8''${encodeURIComponent('ポイント履歴_2026-12-01_2026-12-31.csv')}`,
      name: 'ポイント履歴_2026-12-01_2026-12-31.csv',
    },
    { disposition: 'attachment; filename="template.csv"', name: 'template.csv' },
    { disposition: 'attachment; filename=plain.csv', name: 'plain.csv' },
    // A malformed escape falls back to the ASCII name.
    { disposition: `attachment; filename="fallback.csv"; filename*=UTF-8''%E3%81`, name: 'fallback.csv' },
    { disposition: 'attachment', name: null },
    { disposition: null, name: null },
  ])('$disposition → $name', ({ disposition, name }) => {
    expect(fileNameOf(disposition)).toBe(name);
  });
});
