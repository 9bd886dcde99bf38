import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RatingSettingChips } from './rating-setting-chips';

function renderChips(ratingsAreEstimates = false) {
  const onOpen = vi.fn();
  render(
    <RatingSettingChips
      value={{ target: 'core', ratingType: 'pc7', figure: 'cpm' }}
      ratingsAreEstimates={ratingsAreEstimates}
      onOpen={onOpen}
    />,
  );
  return { onOpen, user: userEvent.setup({ delay: null }) };
}

describe('RatingSettingChips', () => {
  it('names each field and its value, and opens the dialog on the chip clicked', async () => {
    const { onOpen, user } = renderChips();
    expect(screen.getByText('ターゲット：コア(13-49歳)')).toBeInTheDocument();
    expect(screen.getByText('視聴率種別：P+C7')).toBeInTheDocument();
    expect(screen.getByText('表示：CPM')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /視聴率種別：P\+C7/ }));
    expect(onOpen).toHaveBeenLastCalledWith('ratingType');
    await user.click(screen.getByRole('button', { name: /ターゲット：コア/ }));
    expect(onOpen).toHaveBeenLastCalledWith('target');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens from the keyboard too', async () => {
    const { onOpen, user } = renderChips();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /表示：CPM/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith('figure');
  });

  it('labels estimated ratings as estimates, with the reason', () => {
    renderChips(true);
    // The label is focusable, so the explanation reaches keyboard and screen-reader users too.
    const label = screen.getByText('推定値').closest('[tabindex="0"]');
    expect(label).toHaveAccessibleDescription('表示中の視聴率はデモ用の推定値であり、実際の視聴率ではありません。');
  });

  it('shows no estimate label for measured ratings', () => {
    renderChips(false);
    expect(screen.queryByText('推定値')).not.toBeInTheDocument();
  });
});
