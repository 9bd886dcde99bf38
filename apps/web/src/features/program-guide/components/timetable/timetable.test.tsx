import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Timetable, type TimetableProps } from './timetable';
import { buildAnswer, slotRow } from './timetable-fixtures';
import { ANSWER_TO_PAINT_MEASURE } from './use-answer-to-paint-measure';

const MONDAY = '2026-11-23';
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const at = (hour: number, minute = 0) => (hour - 5) * 3600 + minute * 60;

// Column 1 (関東テレビ): 5:10, 5:40 (直前, few left, in a programme), 22:00 far below the first screen.
// Column 2 (東都): 5:30 sold out, 6:00 already in the cart. Column 3 (みなと): 5:35.
const early = slotRow(1, MONDAY, at(5, 10), { id: 1 });
const lastMinute = slotRow(1, MONDAY, at(5, 40), {
  id: 2,
  kind: 2,
  state: 'fewLeft',
  remaining: 1,
  position: 'PT',
  programmeId: 70,
});
const evening = slotRow(1, MONDAY, at(22), { id: 3 });
const soldOut = slotRow(2, MONDAY, at(5, 30), { id: 4, state: 'soldOut', remaining: 0 });
const inCart = slotRow(2, MONDAY, at(6), { id: 5 });
const third = slotRow(3, MONDAY, at(5, 35), { id: 6, length: 15, price: 120_000 });
const dayAnswer = buildAnswer(
  [MONDAY],
  [evening, early, soldOut, lastMinute, third, inCart],
  [{ id: 70, stationId: 1, date: MONDAY, start: at(5), end: at(6), title: '朝いちばんニュース' }],
);

function renderTimetable(props: Partial<TimetableProps> = {}) {
  const onSelectSlot = vi.fn();
  const user = userEvent.setup({ delay: null });
  const view = render(
    <Timetable
      answer={dayAnswer}
      view="day"
      weekStationId={null}
      figure="perCost"
      slotIdsInCart={new Set([5])}
      onSelectSlot={onSelectSlot}
      hintId="timetable-hint"
      {...props}
    />,
  );
  return { ...view, user, onSelectSlot };
}

const grid = () => screen.getByRole('grid', { name: /番組表/ });
const chip = (name: RegExp | string) => within(grid()).getByRole('button', { name });
const tabStops = () => grid().querySelectorAll('[tabindex="0"]');

describe('Timetable', () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the scroller the size of a screen so the virtualiser shows
    // the first hours of the broadcast day, as it would in a browser.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  });

  it('shows the stations as columns and the early-morning slots, but not the evening ones off screen', () => {
    renderTimetable();

    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['時刻', '関東テレビ', '東都', 'みなと']);
    expect(within(grid()).getByRole('rowheader', { name: '5時' })).toBeInTheDocument();
    expect(chip('関東テレビ 11/23(月) 5:10 30秒 SB 300,000円 パーコスト 25,000円 残り2 販売中')).toBeInTheDocument();
    expect(
      chip('関東テレビ 11/23(月) 5:40 朝いちばんニュース 30秒 PT 直前 300,000円 パーコスト 25,000円 残り1 残りわずか'),
    ).toHaveTextContent('直前');
    expect(chip(/^みなと 11\/23\(月\) 5:35 15秒/)).toHaveTextContent('120,000円');
    expect(within(grid()).queryByRole('button', { name: /22:00/ })).not.toBeInTheDocument();
  });

  it('selects a slot on sale with a click, and not a sold-out one', async () => {
    const { user, onSelectSlot } = renderTimetable();

    await user.click(chip(/5:10/));
    expect(onSelectSlot).toHaveBeenCalledWith(1);

    const sold = chip(/5:30.*売切/);
    expect(sold).toHaveAttribute('aria-disabled', 'true');
    await user.click(sold);
    expect(onSelectSlot).toHaveBeenCalledTimes(1);
  });

  it('marks slots already in the cart, by text as well as colour', () => {
    renderTimetable();

    const cartChip = chip(/^東都 11\/23\(月\) 6:00 .* 販売中 カート済$/);
    expect(cartChip).toHaveTextContent('カート済');
    expect(chip(/5:10/)).not.toHaveTextContent('カート済');
  });

  it('shows the chosen figure on each chip', () => {
    renderTimetable({ figure: 'rating' });

    expect(chip(/5:10/)).toHaveTextContent('視聴率12.0%');
  });

  it('moves between chips with the arrow keys from one tab stop and selects with Enter', async () => {
    const { user, onSelectSlot } = renderTimetable();

    expect(tabStops()).toHaveLength(1);
    await user.tab();
    expect(chip(/5:10/)).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(chip(/5:40/)).toHaveFocus();
    // 5:40 → the next column's chip nearest in time is the sold-out 5:30, then みなと's 5:35.
    await user.keyboard('{ArrowRight}');
    expect(chip(/5:30/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectSlot).not.toHaveBeenCalled();
    await user.keyboard('{ArrowRight}');
    expect(chip(/^みなと .*5:35/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelectSlot).toHaveBeenCalledWith(6);
    expect(tabStops()).toHaveLength(1);
    expect(chip(/^みなと .*5:35/)).toHaveAttribute('tabindex', '0');

    await user.keyboard('{ArrowLeft}{End}');
    expect(chip(/6:00/)).toHaveFocus();
    // The first column's End is 22:00, far below the screen: it is mounted and focused.
    await user.keyboard('{ArrowLeft}{End}');
    expect(chip(/22:00/)).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelectSlot).toHaveBeenLastCalledWith(3);
    await user.keyboard('{Home}');
    expect(chip(/5:10/)).toHaveFocus();
    expect(tabStops()).toHaveLength(1);
  });

  it('shows the seven days of the week for one station in the week view', () => {
    const answer = buildAnswer(WEEK, [
      slotRow(2, WEEK[2] as string, at(5, 20), { id: 21 }),
      slotRow(2, WEEK[6] as string, at(5, 50), { id: 22 }),
      slotRow(1, WEEK[2] as string, at(5, 20), { id: 23 }),
    ]);
    renderTimetable({ answer, view: 'week', weekStationId: 2 });

    expect(screen.getByRole('grid', { name: '番組表 東都' })).toBeInTheDocument();
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      '時刻',
      ...WEEK.map((date) => `${Number(date.slice(5, 7))}/${Number(date.slice(8))}(${'月火水木金土日'[WEEK.indexOf(date)]})`),
    ]);
    expect(chip(/^東都 11\/25\(水\) 5:20/)).toBeInTheDocument();
    expect(chip(/^東都 11\/29\(日\) 5:50/)).toBeInTheDocument();
    expect(within(grid()).getAllByRole('button')).toHaveLength(2);
  });

  it('keeps only the rows on screen in the DOM for a full area-week', () => {
    const rows = WEEK.flatMap((date) =>
      [1, 2, 3].flatMap((stationId) =>
        Array.from({ length: 110 }, (_, part) =>
          slotRow(stationId, date, part * 780, { id: stationId * 100_000 + WEEK.indexOf(date) * 1000 + part }),
        ),
      ),
    );
    const answer = buildAnswer(WEEK, rows);
    renderTimetable({ answer, view: 'week', weekStationId: 3 });

    const chips = within(grid()).getAllByRole('button');
    // 7 columns × the first two hours or so, not 770 chips.
    expect(chips.length).toBeGreaterThan(7);
    expect(chips.length).toBeLessThan(7 * 15);
    expect(chip(/^みなと 11\/29\(日\) 5:00 /)).toBeInTheDocument();
  });

  it('says so when no slot matches', () => {
    renderTimetable({ answer: buildAnswer([MONDAY], []) });

    expect(screen.getByText('条件に合う枠がありません。条件を変えてお探しください。')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('measures the time from a new answer to its painted grid, once per answer', async () => {
    const measure = vi.spyOn(performance, 'measure');
    const { rerender } = renderTimetable();
    await waitFor(() => expect(measure).toHaveBeenCalledTimes(1));
    expect(measure).toHaveBeenCalledWith(ANSWER_TO_PAINT_MEASURE, expect.objectContaining({ detail: { slots: 6 } }));

    const props = {
      view: 'day',
      weekStationId: null,
      figure: 'cpm',
      slotIdsInCart: new Set<number>(),
      onSelectSlot: vi.fn(),
      hintId: 'timetable-hint',
    } as const;
    rerender(<Timetable answer={dayAnswer} {...props} />);
    const next = buildAnswer([MONDAY], [early]);
    rerender(<Timetable answer={next} {...props} />);
    await waitFor(() => expect(measure).toHaveBeenCalledTimes(2));
    expect(measure).toHaveBeenLastCalledWith(ANSWER_TO_PAINT_MEASURE, expect.objectContaining({ detail: { slots: 1 } }));
  });
});
