import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Area, Station } from '@tvcm/contracts';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pasteInto } from '../../../../test/paste-into';
import { initialSearchConditionForm, type SearchConditionForm } from '../../search-conditions';
import { SearchConditionsForm } from './search-conditions-form';

const station = (id: number, areaCode: string, shortName: string, network: string): Station => ({
  id,
  code: `${areaCode}-${network}`,
  name: `${shortName}テレビ`,
  shortName,
  areaCode,
  network: { code: network, name: `${network}系`, colour: '#336699' },
  remoteKey: id,
});

const AREAS: Area[] = [
  {
    code: 'kanto',
    name: '関東',
    stations: [station(1, 'kanto', '東都', 'A'), station(2, 'kanto', '関東テレ', 'B'), station(3, 'kanto', '港', 'C')],
    firstOnSaleDate: null,
  },
  {
    code: 'kansai',
    name: '関西',
    stations: [station(11, 'kansai', '浪速', 'A'), station(12, 'kansai', '京阪', 'B')],
    firstOnSaleDate: null,
  },
];

/** Today as the page passes it; a Monday, so the day and week windows differ. */
const TODAY = '2026-11-23';

function renderForm(
  overrides: Partial<SearchConditionForm> = {},
  { showView, manual = false }: { showView?: boolean; manual?: boolean } = {},
) {
  const onChange = vi.fn<(next: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => void>();
  // The page's store in miniature: it takes every change as it comes.
  function Harness() {
    const [value, setValue] = useState<SearchConditionForm>({
      ...initialSearchConditionForm(),
      area: 'kanto',
      date: '2026-11-25',
      ...overrides,
    });
    const [setManually, setSetManually] = useState(manual);
    return (
      <SearchConditionsForm
        areas={AREAS}
        value={value}
        isSetManuallySalesPeriod={setManually}
        today={TODAY}
        showView={showView}
        onChange={(next, options) => {
          onChange(next, options);
          setValue(next);
          if (options?.salesPeriodSetManually !== undefined) setSetManually(options.salesPeriodSetManually);
        }}
      />
    );
  }
  render(<Harness />);
  const lastForm = () => {
    const call = onChange.mock.lastCall;
    if (!call) throw new Error('onChange was not called');
    return call[0];
  };
  return { user: userEvent.setup(), onChange, lastForm };
}

async function choose(user: ReturnType<typeof userEvent.setup>, field: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/**
 * The text a date picker holds, from the hidden input it keeps in step with its sections, once the
 * calendar's code has arrived (a read-only stand-in shows the date until then).
 */
const pickerInput = async (label: string) =>
  within(await screen.findByRole('group', { name: label })).getByDisplayValue(/^\d{4}\/\d{2}\/\d{2}$|^$/) as HTMLInputElement;

const openDetails = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /詳細条件/ }));

describe('SearchConditionsForm', () => {
  it('keeps only the stations of the new area when the area changes, and picks its first in the week view', async () => {
    const { user, onChange, lastForm } = renderForm({ stationIds: [1, 3] });
    expect(screen.getByRole('checkbox', { name: '東都' })).toBeChecked();

    await choose(user, /^エリア/, '関西');
    expect(lastForm()).toMatchObject({ area: 'kansai', stationIds: [] });
    expect(screen.getByRole('checkbox', { name: '浪速' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: '東都' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '1週間' }));
    await choose(user, /^エリア/, '関東');
    expect(lastForm()).toMatchObject({ area: 'kanto', view: 'week', stationIds: [1] });
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('keeps a chosen station of the area when the area changes', async () => {
    const { user, lastForm } = renderForm({ area: null, stationIds: [12] }, { showView: false });
    await choose(user, /^エリア/, '関西');
    expect(lastForm()).toMatchObject({ area: 'kansai', stationIds: [12] });
    await choose(user, /^エリア/, 'すべてのエリア');
    expect(lastForm()).toMatchObject({ area: null, stationIds: [] });
  });

  it('picks the first station when switching to the week view, and all stations again for the day', async () => {
    const { user, lastForm } = renderForm();
    await user.click(screen.getByRole('button', { name: '1週間' }));
    expect(lastForm()).toMatchObject({ view: 'week', stationIds: [1] });
    expect(screen.getByRole('radio', { name: '東都' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: '港' }));
    expect(lastForm()).toMatchObject({ view: 'week', stationIds: [3] });

    await user.click(screen.getByRole('button', { name: '1日' }));
    expect(lastForm()).toMatchObject({ view: 'day', stationIds: [] });
    expect(screen.getByRole('checkbox', { name: '港' })).not.toBeChecked();
  });

  it('keeps the first chosen station of the day view for the week', async () => {
    const { user, lastForm } = renderForm({ stationIds: [2, 3] });
    await user.click(screen.getByRole('button', { name: '1週間' }));
    expect(lastForm()).toMatchObject({ view: 'week', stationIds: [2] });
  });

  it('adds and removes stations in the day view', async () => {
    const { user, lastForm } = renderForm();
    expect(within(screen.getByRole('group', { name: 'B系' })).getByRole('checkbox', { name: '関東テレ' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: '港' }));
    await user.click(screen.getByRole('checkbox', { name: '東都' }));
    expect(lastForm().stationIds).toEqual([3, 1]);
    await user.click(screen.getByRole('checkbox', { name: '港' }));
    expect(lastForm().stationIds).toEqual([1]);
  });

  it('moves by one day in the day view and by seven in the week view', async () => {
    const { user, lastForm } = renderForm();
    await user.click(screen.getByRole('button', { name: '翌日' }));
    expect(lastForm().date).toBe('2026-11-26');
    await user.click(screen.getByRole('button', { name: '前日' }));
    await user.click(screen.getByRole('button', { name: '前日' }));
    expect(lastForm().date).toBe('2026-11-24');

    await user.click(screen.getByRole('button', { name: '1週間' }));
    await user.click(screen.getByRole('button', { name: '翌週' }));
    expect(lastForm().date).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: '前週' }));
    await user.click(screen.getByRole('button', { name: '前週' }));
    expect(lastForm().date).toBe('2026-11-17');
    expect((await pickerInput('放送日')).value).toBe('2026/11/17');
  });

  it('sets the date from its picker', async () => {
    const { lastForm } = renderForm();
    fireEvent.change(await pickerInput('放送日'), { target: { value: '2026/12/24' } });
    expect(lastForm().date).toBe('2026-12-24');
  });

  it('narrows to the slots on sale and back, on the timetable and the slot list alike', async () => {
    const { user, lastForm } = renderForm();
    await user.click(screen.getByRole('checkbox', { name: '販売中のみ' }));
    expect(lastForm().onSaleOnly).toBe(true);
    expect(screen.getByRole('checkbox', { name: '販売中のみ' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: '販売中のみ' }));
    expect(lastForm().onSaleOnly).toBe(false);
  });

  it('hides the view and the date navigation on the slot-list pages', () => {
    renderForm({}, { showView: false });
    expect(screen.queryByRole('button', { name: '1週間' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '翌日' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '東都' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '販売中のみ' })).toBeInTheDocument();
  });

  it('shows the current sales window until the user sets a period, and clears back to it', async () => {
    const { user, onChange } = renderForm();
    const details = screen.getByRole('button', { name: /詳細条件/ });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await openDetails(user);
    expect((await pickerInput('販売期間（開始）')).value).toBe('2026/11/23');
    expect((await pickerInput('販売期間（終了）')).value).toBe('2026/11/25');
    expect(screen.getByText('現在の販売期間を表示中')).toBeInTheDocument();

    fireEvent.change(await pickerInput('販売期間（終了）'), { target: { value: '2026/12/10' } });
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ salesPeriod: ['2026-11-23', '2026-12-10'] }), {
      salesPeriodSetManually: true,
    });
    expect((await pickerInput('販売期間（終了）')).value).toBe('2026/12/10');

    await user.click(screen.getByRole('button', { name: /販売期間をクリア/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ salesPeriod: [null, null] }), {
      salesPeriodSetManually: false,
    });
    expect((await pickerInput('販売期間（終了）')).value).toBe('2026/11/25');
  });

  it('opens the details by itself when a detail condition is set', async () => {
    renderForm({ salesPeriod: ['2026-11-24', '2026-11-30'] }, { manual: true });
    expect(screen.getByRole('button', { name: /詳細条件/ })).toHaveAttribute('aria-expanded', 'true');
    expect((await pickerInput('販売期間（開始）')).value).toBe('2026/11/24');
    expect(screen.getByText('設定あり')).toBeInTheDocument();
  });

  it('sets weekdays and hours, which a preset replaces and disables until cleared', async () => {
    const { user, lastForm } = renderForm({ weekdays: [4] });
    expect(screen.getByRole('button', { name: /詳細条件/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: '月' }));
    expect(lastForm().weekdays).toEqual([0, 4]);

    await choose(user, /^開始時刻/, '19:00');
    expect(lastForm().timeFrom).toBe(14 * 3600);
    await user.click(screen.getByRole('combobox', { name: /^終了時刻/ }));
    const ends = screen.getAllByRole('option').map((option) => option.textContent);
    expect(ends).toEqual(['指定なし', '20:00', '21:00', '22:00', '23:00', '24:00', '25:00', '26:00', '27:00', '28:00', '29:00']);
    await user.click(screen.getByRole('option', { name: '25:00' }));
    expect(lastForm()).toMatchObject({ timeFrom: 50400, timeTo: 72000 });

    await choose(user, /^時間帯プリセット/, 'ゴールデン');
    expect(lastForm().pattern).toBe('golden');
    expect(screen.getByRole('button', { name: '月' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /^開始時刻/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: /^終了時刻/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('プリセット指定中は曜日と時刻を指定できません')).toBeInTheDocument();

    await choose(user, /^時間帯プリセット/, '指定なし');
    expect(lastForm().pattern).toBeNull();
    expect(screen.getByRole('button', { name: '月' })).toBeEnabled();
  });

  it('sets SB/PT, length and kind', async () => {
    const { user, lastForm } = renderForm();
    await openDetails(user);
    await choose(user, /^SB\/PT/, 'PT');
    await choose(user, /^秒数/, '30秒');
    await choose(user, /^枠種別/, '直前枠');
    expect(lastForm()).toMatchObject({ position: 'PT', length: 30, kind: 2 });
    await choose(user, /^枠種別/, 'すべて');
    expect(lastForm().kind).toBeNull();
  });

  it('reads full-width digits in the price limits and refuses other text', async () => {
    const { user, onChange, lastForm } = renderForm();
    await openDetails(user);
    const price = screen.getByRole('textbox', { name: '料金上限（円）' });
    await pasteInto(user, price, '１２，０００');
    expect(lastForm().maxPrice).toBe(12000);
    await user.tab();
    expect(price).toHaveValue('12000');

    const calls = onChange.mock.calls.length;
    const perCost = screen.getByRole('textbox', { name: 'パーコスト上限（円）' });
    await pasteInto(user, perCost, '安い');
    expect(onChange).toHaveBeenCalledTimes(calls);
    expect(perCost).toHaveAccessibleDescription('数字で入力してください');

    await user.clear(price);
    expect(lastForm()).toMatchObject({ maxPrice: null, maxPerCost: null });
  });

  it('takes a per-cost limit typed key by key', async () => {
    const { user, lastForm } = renderForm();
    await openDetails(user);
    await user.click(screen.getByRole('textbox', { name: 'パーコスト上限（円）' }));
    await user.keyboard('80000');
    expect(lastForm().maxPerCost).toBe(80000);
    await user.keyboard('{Backspace}{Backspace}');
    expect(lastForm().maxPerCost).toBe(800);
  });
});
