import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HELP_DOCUMENTS } from '../help-documents';
import { parseMarkdown } from '../markdown/parse-markdown';
import { HelpPage } from './help-page';

function renderHelpAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.keys(HELP_DOCUMENTS).map((route) => (
          <Route key={route} path={route} element={<HelpPage />} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

describe('HelpPage', () => {
  it('shows ヘルプ with its one h1, the tab title, a table of contents and the three guides', () => {
    renderHelpAt('/help');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['ヘルプ']);
    expect(document.title).toBe('ヘルプ | tvcm-market');

    const contents = screen.getByRole('navigation', { name: '目次' });
    for (const topic of [
      '番組表・枠一覧での検索',
      'カートと申込',
      '申込後の流れ（受付・契約）',
      'ポイント',
      '放送局の方へ',
      '管理者の方へ',
      'マイページ',
      'お問い合わせ',
    ]) {
      const link = within(contents).getByRole('link', { name: topic });
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target, topic).toHaveTextContent(topic);
    }

    const guides = screen.getByRole('heading', { level: 2, name: 'ガイド' }).nextElementSibling
      ?.nextElementSibling as HTMLElement;
    expect(within(guides).getByRole('link', { name: '検索ガイド' })).toHaveAttribute('href', '/wp/guide');
    expect(within(guides).getByRole('link', { name: 'データ利用ガイド' })).toHaveAttribute('href', '/wp/data_user_guide');
    expect(within(guides).getByRole('link', { name: '購入・予約ガイド' })).toHaveAttribute(
      'href',
      '/config/purchase_booking_guide',
    );
  });

  it.each([
    ['/wp/guide', '検索ガイド', 'カートに追加する'],
    ['/wp/data_user_guide', 'データ利用ガイド', 'パーコストとCPM'],
    ['/config/purchase_booking_guide', '購入・予約ガイド', '放送局の方：購入受付'],
  ])('shows %s as 「%s」 with a way back to ヘルプ', (path, title, section) => {
    renderHelpAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(`${title} | tvcm-market`);
    expect(screen.getByRole('link', { name: 'ヘルプの目次へ' })).toHaveAttribute('href', '/help');
    expect(within(screen.getByRole('navigation', { name: '目次' })).getByRole('link', { name: section })).toBeInTheDocument();
  });

  it('links only to anchors that exist: in the page itself or in another help page', () => {
    const ids = new Map(
      Object.entries(HELP_DOCUMENTS).map(([path, document]) => [
        path,
        new Set(parseMarkdown(document.markdown).headings.map((heading) => heading.id)),
      ]),
    );
    for (const [path, document] of Object.entries(HELP_DOCUMENTS)) {
      for (const [, target] of document.markdown.matchAll(/\]\(([^)]*#[^)]+)\)/g)) {
        const [page = '', anchor = ''] = (target ?? '').split('#');
        const headings = ids.get(page || path);
        expect(headings?.has(anchor), `${path}: ${target}`).toBe(true);
      }
    }
  });

  it('keeps each heading level under the one before it, for screen readers', () => {
    for (const [path, document] of Object.entries(HELP_DOCUMENTS)) {
      let depth = 1;
      for (const heading of parseMarkdown(document.markdown).headings) {
        expect(heading.depth, `${path}: ${heading.text}`).toBeLessThanOrEqual(depth + 1);
        depth = heading.depth;
      }
    }
  });
});
