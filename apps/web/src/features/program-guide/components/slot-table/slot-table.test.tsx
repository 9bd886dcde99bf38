import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SlotListItem } from '@tvcm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { SlotTable, type SlotTableProps } from './slot-table';

const item = (id: number, overrides: Partial<SlotListItem> = {}): SlotListItem => ({
  id,
  station: { id: 1, name: '関東テレビ放送', shortName: '関東テレビ', areaCode: 'kanto' },
  areaName: '関東',
  programmeTitle: 'クイズ！ひらめき王',
  date: '2026-11-23',
  start: 14 * 3600 + id * 60,
  length: 30,
  position: 'PT',
  kind: 1,
  price: 300_000,
  remaining: 2,
  salesStart: '2026-09-14',
  salesEnd: '2026-11-16',
  state: 'onSale',
  rating: 1234,
  perCost: 25_000,
  cpm: 1_800,
  ...overrides,
});

const ITEMS = [item(1), item(2, { kind: 2, state: 'fewLeft', remaining: 1 }), item(3, { state: 'soldOut', remaining: 0 })];

function renderTable(props: Partial<SlotTableProps> = {}) {
  const handlers = {
    onSortChange: vi.fn(),
    onPageChange: vi.fn(),
    onSelectionChange: vi.fn(),
    onAddSelected: vi.fn(),
    onSelectSlot: vi.fn(),
  };
  const user = userEvent.setup({ delay: null });
  const all: SlotTableProps = {
    items: ITEMS,
    total: 120,
    page: 1,
    pageSize: 50,
    sort: 'cpm',
    order: 'asc',
    selectedIds: new Set(),
    slotIdsInCart: new Set(),
    ...handlers,
    ...props,
  };
  const view = render(<SlotTable {...all} />);
  return {
    ...view,
    ...handlers,
    user,
    rerenderWith: (more: Partial<SlotTableProps>) => view.rerender(<SlotTable {...all} {...more} />),
  };
}

const table = () => screen.getByRole('table', { name: '枠の一覧' });
const rowOf = (time: string) => {
  const row = within(table()).getByRole('cell', { name: time }).closest('tr');
  if (!row) throw new Error(`no row at ${time}`);
  return within(row);
};

describe('SlotTable', () => {
  it('shows each slot with its terms, figures and state', () => {
    renderTable({ slotIdsInCart: new Set([1]) });

    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '',
      '放送日',
      '時刻',
      '放送局',
      '番組',
      '秒数',
      'SB/PT',
      '種別',
      '料金',
      '視聴率',
      'パーコスト',
      'CPM昇順',
      '残り',
      '状態',
      '操作',
    ]);
    const first = rowOf('19:01');
    expect(first.getByRole('cell', { name: '11/23(月)' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '300,000円' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '12.3%' })).toBeInTheDocument();
    expect(first.getByRole('cell', { name: '25,000円' })).toBeInTheDocument();
    expect(first.getByText('カート済')).toBeInTheDocument();
    expect(rowOf('19:02').getByRole('cell', { name: '直前' })).toBeInTheDocument();
    expect(rowOf('19:02').queryByText('カート済')).not.toBeInTheDocument();
    expect(rowOf('19:03').getByText('売切')).toBeInTheDocument();
  });

  it('shows the area column for lists over several areas', () => {
    renderTable({ showArea: true });

    expect(within(table()).getByRole('columnheader', { name: 'エリア' })).toBeInTheDocument();
    expect(rowOf('19:01').getByRole('cell', { name: '関東' })).toBeInTheDocument();
  });

  it('sorts by a header: the active one turns around, another starts ascending', async () => {
    const { user, onSortChange } = renderTable();

    expect(within(table()).getByRole('columnheader', { name: /CPM/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /CPM/ }));
    expect(onSortChange).toHaveBeenLastCalledWith('cpm', 'desc');
    await user.click(screen.getByRole('button', { name: '料金' }));
    expect(onSortChange).toHaveBeenLastCalledWith('price', 'asc');
    await user.click(screen.getByRole('button', { name: '放送日' }));
    expect(onSortChange).toHaveBeenLastCalledWith('airTime', 'asc');
    await user.click(screen.getByRole('button', { name: 'パーコスト' }));
    expect(onSortChange).toHaveBeenLastCalledWith('perCost', 'asc');
  });

  it('selects slots on sale and adds the selection', async () => {
    const { user, onSelectionChange, onAddSelected, rerenderWith } = renderTable({ selectedIds: new Set([99]) });

    expect(screen.getByRole('checkbox', { name: '11/23(月) 19:03 関東テレビの枠を選択' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: '11/23(月) 19:01 関東テレビの枠を選択' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set([99, 1]));
    // The page's slots on sale join what was chosen on another page; the sold-out one does not.
    await user.click(screen.getByRole('checkbox', { name: 'このページの枠をすべて選択' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set([99, 1, 2]));

    rerenderWith({ selectedIds: new Set([99, 1, 2]) });
    expect(screen.getByRole('checkbox', { name: 'このページの枠をすべて選択' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '選択した枠をカートに追加（3）' }));
    expect(onAddSelected).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('checkbox', { name: 'このページの枠をすべて選択' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith(new Set([99]));
  });

  it('cannot add a selection before anything is selected', () => {
    renderTable();

    expect(screen.getByRole('button', { name: '選択した枠をカートに追加（0）' })).toBeDisabled();
  });

  it('adds one slot from its row, but not a sold-out one', async () => {
    const { user, onSelectSlot } = renderTable();

    await user.click(screen.getByRole('button', { name: '追加（11/23(月) 19:02 関東テレビの枠をカートに追加）' }));
    expect(onSelectSlot).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: '追加（11/23(月) 19:03 関東テレビの枠をカートに追加）' })).toBeDisabled();
  });

  it('pages through the result in Japanese', async () => {
    const { user, onPageChange } = renderTable();

    expect(screen.getByText('1–50件 / 全120件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
