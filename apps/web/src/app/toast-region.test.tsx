import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../lib/toasts';
import { AppProviders } from './providers';

afterEach(() => {
  vi.useRealTimers();
});

describe('ToastRegion', () => {
  it('announces errors as alerts and the others as status messages, each closable', async () => {
    render(<AppProviders>page</AppProviders>);
    act(() => {
      showToast('error', 'サーバーに接続できません。');
      showToast('success', '保存しました。');
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('サーバーに接続できません。');
    expect(screen.getByRole('status')).toHaveTextContent('保存しました。');

    await userEvent.click(screen.getAllByRole('button', { name: '閉じる' })[0] as HTMLElement);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('hides an error after 10 s and a success after 6 s', async () => {
    render(<AppProviders>page</AppProviders>);
    await act(async () => showToast('info', 'warm-up'));
    await screen.findByRole('status');

    vi.useFakeTimers();
    act(() => {
      showToast('error', 'エラー');
      showToast('success', '成功');
    });
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('成功')).not.toBeInTheDocument();
    expect(screen.getByText('エラー')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4_000));
    expect(screen.queryByText('エラー')).not.toBeInTheDocument();
  });

  it('waits while the pointer is on a toast', async () => {
    render(<AppProviders>page</AppProviders>);
    await act(async () => showToast('info', 'warm-up'));
    await screen.findByRole('status');

    vi.useFakeTimers();
    act(() => showToast('success', '読み終えるまで'));
    const toast = screen.getByText('読み終えるまで');
    act(() => toast.dispatchEvent(new MouseEvent('mouseover', { bubbles: true })));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByText('読み終えるまで')).toBeInTheDocument();
    act(() => toast.dispatchEvent(new MouseEvent('mouseout', { bubbles: true })));
    act(() => vi.advanceTimersByTime(6_000));
    expect(screen.queryByText('読み終えるまで')).not.toBeInTheDocument();
  });
});
