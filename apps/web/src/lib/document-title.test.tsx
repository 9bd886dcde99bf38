import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentTitle } from './document-title';

describe('useDocumentTitle', () => {
  it('names the tab after the page and the app, or the app alone without a page title', () => {
    const { rerender } = renderHook(({ title }: { title: string | undefined }) => useDocumentTitle(title), {
      initialProps: { title: '番組表から探す' as string | undefined },
    });
    expect(document.title).toBe('番組表から探す | tvcm-market');
    rerender({ title: undefined });
    expect(document.title).toBe('tvcm-market');
  });
});
