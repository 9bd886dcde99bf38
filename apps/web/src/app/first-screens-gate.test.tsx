import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FirstScreensGate } from './first-screens-gate';

describe('FirstScreensGate', () => {
  it('starts the downloads once the loading cover is shown, and shows the app once the screens have arrived', async () => {
    let arrive: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const load = vi.fn(() => loaded);
    render(
      <FirstScreensGate load={load}>
        <p>アプリ</p>
      </FirstScreensGate>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('アプリ')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();

    await act(async () => arrive());

    expect(screen.getByText('アプリ')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
