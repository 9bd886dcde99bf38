import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../help-catalogue';
import { parseMarkdown } from '../markdown/parse-markdown';
import { MarkdownView } from './markdown-view';

const SAMPLE = `## 探す {#search}

[検索ガイド](/wp/guide)、[ポイント](#points)、[外部のサイト](https://example.jp/)、[危ない](javascript:alert(1))。

<script>alert(1)</script>

| 種別 | 内容 |
| --- | --- |
| 付与 | **運営者**から |
`;

function renderSample() {
  const { tokens } = parseMarkdown(SAMPLE);
  return render(
    <MemoryRouter>
      <MarkdownView tokens={tokens} title="ヘルプ" />
    </MemoryRouter>,
  );
}

describe('MarkdownView', () => {
  it('renders headings with their anchors, and each kind of link safely', () => {
    const { container } = renderSample();
    expect(screen.getByRole('heading', { level: 2, name: '探す' })).toHaveAttribute('id', 'search');
    expect(screen.getByRole('link', { name: '検索ガイド' })).toHaveAttribute('href', '/wp/guide');
    expect(screen.getByRole('link', { name: 'ポイント' })).toHaveAttribute('href', '#points');
    const external = screen.getByRole('link', { name: '外部のサイト（新しいタブで開きます）' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // A scheme that could run code is no link at all, and raw HTML is shown as text, never run.
    expect(screen.queryByRole('link', { name: '危ない' })).toBeNull();
    expect(screen.getByText('危ない', { exact: false })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('<script>alert(1)</script>');
  });

  it('renders a table with column headers in a region named after its section', () => {
    renderSample();
    const region = screen.getByRole('region', { name: '「探す」の表' });
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['種別', '内容']);
    expect(within(table).getByRole('cell', { name: '運営者から' })).toBeInTheDocument();
  });
});
