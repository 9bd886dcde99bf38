import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LegalPage } from './legal-page';

function renderLegalAt(path: '/terms' | '/privacy') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/terms" element={<LegalPage />} />
        <Route path="/privacy" element={<LegalPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('LegalPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the terms of service マイページ asks users to accept, with no call to the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderLegalAt('/terms');

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['利用規約']);
    expect(document.title).toBe('利用規約 | tvcm-market');
    expect(screen.getByRole('heading', { level: 2, name: '第1条（適用）' })).toHaveAttribute('id', 'article-1');
    expect(
      within(screen.getByRole('navigation', { name: '目次' })).getByRole('link', { name: '第9条（準拠法および管轄）' }),
    ).toHaveAttribute('href', '#article-9');
    expect(screen.getAllByRole('link', { name: 'ログイン画面へ' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('img', { name: 'ロゴ' }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the privacy policy from its Markdown, with its sections and a way to the terms and to login', () => {
    renderLegalAt('/privacy');

    expect(screen.getByRole('heading', { level: 1, name: 'プライバシーポリシー' })).toBeInTheDocument();
    expect(document.title).toBe('プライバシーポリシー | tvcm-market');
    const contents = screen.getByRole('navigation', { name: '目次' });
    for (const section of [
      '1. 取得する情報',
      '2. 利用目的',
      '3. 保存期間',
      '4. 第三者への提供',
      '5. 安全管理',
      '8. お問い合わせ窓口',
    ]) {
      expect(within(contents).getByRole('link', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('cell', { name: 'ログインの記録（日時、IPアドレス、ブラウザの種類）' })).toBeInTheDocument();
    const footer = screen.getByRole('navigation', { name: '関連するページ' });
    expect(within(footer).getByRole('link', { name: '利用規約' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login');
  });
});
