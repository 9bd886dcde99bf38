import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FirstScreensGate } from './first-screens-gate';

describe('FirstScreensGate', () => {
  it('shows the loading cover until the first screens have arrived, then the app', async () => {
    let arrive: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    render(
      <FirstScreensGate loaded={loaded}>
        <p>アプリ</p>
      </FirstScreensGate>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('アプリ')).not.toBeInTheDocument();

    await act(async () => arrive());

    expect(screen.getByText('アプリ')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
