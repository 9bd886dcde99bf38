import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CmRatingSettingForm } from '../../search-conditions';
import type { RatingConfigFocusTarget } from '../../store';
import { RatingSettingDialog } from './rating-setting-dialog';

const HOUSEHOLD: CmRatingSettingForm = { target: 'household', ratingType: 'realtime', figure: 'perCost' };

function renderDialog({
  value = HOUSEHOLD,
  areaCode = 'kanto',
  focusTarget = null,
  segments = [],
}: {
  value?: CmRatingSettingForm;
  areaCode?: string | null;
  focusTarget?: RatingConfigFocusTarget | null;
  segments?: { id: number; name: string; provider: string }[];
} = {}) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const props = { value, areaCode, focusTarget, onSave, onClose, segments };
  const view = render(<RatingSettingDialog open {...props} />);
  const reopen = (open: boolean) => view.rerender(<RatingSettingDialog open={open} {...props} />);
  return { onSave, onClose, reopen, user: userEvent.setup({ delay: null }) };
}

const combobox = (name: RegExp) => within(screen.getByRole('dialog', { name: '視聴率設定' })).getByRole('combobox', { name });

async function optionsOf(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(combobox(name));
  return within(await screen.findByRole('listbox'));
}

describe('RatingSettingDialog', () => {
  it.each([
    ['target', () => combobox(/^ターゲット/)],
    ['ratingType', () => combobox(/^視聴率種別/)],
    ['figure', () => screen.getByRole('radio', { name: 'パーコスト' })],
  ] as const)('focuses the %s field it was opened for', async (focusTarget, field) => {
    renderDialog({ focusTarget });
    expect(await screen.findByRole('dialog', { name: '視聴率設定' })).toBeInTheDocument();
    expect(field()).toHaveFocus();
  });

  it('offers P+C7 in 関東 only, with the reason elsewhere', async () => {
    const { user } = renderDialog({ areaCode: 'kansai' });
    const options = await optionsOf(user, /^視聴率種別/);
    expect(options.getByRole('option', { name: /P\+C7/ })).toHaveAttribute('aria-disabled', 'true');
    expect(options.getByRole('option', { name: /P\+C7/ })).toHaveTextContent('P+C7は関東エリアでのみ利用できます');
    expect(options.getByRole('option', { name: /リアルタイム/ })).not.toHaveAttribute('aria-disabled');
  });

  it('offers P+C7 in 関東', async () => {
    const { user, onSave } = renderDialog({ areaCode: 'kanto' });
    const options = await optionsOf(user, /^視聴率種別/);
    expect(options.getByRole('option', { name: 'P+C7' })).not.toHaveAttribute('aria-disabled');
    await user.click(options.getByRole('option', { name: 'P+C7' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ ...HOUSEHOLD, ratingType: 'pc7' });
  });

  it('offers the four-week average for households only, and other targets only without it', async () => {
    const { user } = renderDialog({ value: { ...HOUSEHOLD, ratingType: 'household4w' } });
    const targets = await optionsOf(user, /^ターゲット/);
    expect(targets.getByRole('option', { name: /^世帯/ })).not.toHaveAttribute('aria-disabled');
    expect(targets.getByRole('option', { name: /F1/ })).toHaveAttribute('aria-disabled', 'true');
    expect(targets.getByRole('option', { name: /F1/ })).toHaveTextContent('世帯4週平均はターゲット「世帯」でのみ利用できます');
  });

  it('cannot save a setting the area does not offer, and says why', () => {
    renderDialog({ value: { ...HOUSEHOLD, ratingType: 'pc7' }, areaCode: 'fukuoka' });
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();
    expect(combobox(/^視聴率種別/)).toHaveAccessibleDescription('P+C7は関東エリアでのみ利用できます');
  });

  it('saves the draft', async () => {
    const { user, onSave, onClose } = renderDialog();
    const targets = await optionsOf(user, /^ターゲット/);
    await user.click(targets.getByRole('option', { name: 'F1' }));
    await user.click(screen.getByRole('radio', { name: 'CPM' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ target: 'f1', ratingType: 'realtime', figure: 'cpm' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes without saving on キャンセル and on Escape, and starts afresh when opened again', async () => {
    const { user, onSave, onClose, reopen } = renderDialog({ focusTarget: 'figure' });
    await user.click(screen.getByRole('radio', { name: '視聴率' }));
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    reopen(false);
    reopen(true);
    expect(screen.getByRole('radio', { name: 'パーコスト' })).toBeChecked();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers the licensed segments after the demographics and saves the one chosen as the target', async () => {
    const { user, onSave } = renderDialog({ segments: [{ id: 8, name: '化粧品購買層', provider: 'コスメデータ' }] });
    const options = await optionsOf(user, /^ターゲット/);
    expect(options.getByText('購入済みターゲットデータ')).toBeInTheDocument();
    await user.click(options.getByRole('option', { name: '化粧品購買層（コスメデータ）' }));
    expect(combobox(/^ターゲット/)).toHaveTextContent('化粧品購買層（コスメデータ）');
    expect(combobox(/^視聴率種別/)).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith({ ...HOUSEHOLD, segment: 8 });
  });
});
