import '../../catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProgramGuideResponse, ProgramGuideView, SlotFigure, SlotState } from '@tvcm/contracts';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { isSlotSelectable } from './slot-state';
import { TimetableHeader } from './timetable-header';
import { AXIS_WIDTH, gridColumnsOf, HEADER_HEIGHT, SCROLLER_HEIGHT_CSS } from './timetable-layout';
import { nearestInTime, ROW_COUNT, rowOf, type TimetableModel, timetableModel, topOf } from './timetable-model';
import { TimetableRows, type TimetableVirtualizer } from './timetable-rows';
import { TIMETABLE_GRID_SX } from './timetable-styles';
import { useAnswerToPaintMeasure } from './use-answer-to-paint-measure';

export interface TimetableProps {
  answer: ProgramGuideResponse;
  view: ProgramGuideView;
  /** Week view: the station shown; null = first station of the answer. */
  weekStationId: number | null;
  figure: SlotFigure;
  slotIdsInCart: ReadonlySet<number>;
  onSelectSlot: (slotId: number) => void;
  /** The element that tells how the grid is worked by keyboard (TimetableKey), its description. */
  hintId: string;
  /** Seconds from 05:00 where the chosen time band starts: the grid scrolls there when it changes. */
  bandStart?: number | null;
}

type Place = { column: number; position: number };

function firstPlace(model: TimetableModel): Place | undefined {
  const column = model.columns.findIndex((candidate) => candidate.slots.length > 0);
  return column < 0 ? undefined : { column, position: 0 };
}

const slotIdOf = (target: EventTarget) => {
  const chip = (target as HTMLElement).closest?.<HTMLElement>('[data-slot-id]');
  return chip ? Number(chip.dataset.slotId) : null;
};

/**
 * The broadcast timetable, Japanese style: the answer's stations (day view) or the week's days
 * (week view) as columns, time running down from 5:00 to 28:59, programmes as blocks sized by
 * their duration and slot chips at their time. Rows are quarter-hour bands virtualised with
 * TanStack Virtual, so a full area-week keeps only what is on screen in the DOM; the chip holding
 * the tab stop always stays mounted. One tab stop: arrow keys, Home and End move between chips,
 * Enter or Space (the chip is a button) selects one.
 */
export function Timetable({
  answer,
  view,
  weekStationId,
  figure,
  slotIdsInCart,
  onSelectSlot,
  hintId,
  bandStart = null,
}: TimetableProps) {
  const { t } = useTranslation();
  useAnswerToPaintMeasure(answer);
  const model = useMemo(() => timetableModel(answer, view, weekStationId), [answer, view, weekStationId]);
  // State rather than a ref: the rows below need the element once it exists, and a ref is set only
  // after they have rendered.
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [activeSlotId, setActiveSlotId] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const { slots } = answer;

  const active = (activeSlotId === null ? undefined : model.positions.get(activeSlotId)) ?? firstPlace(model);
  const activeColumn = active ? model.columns[active.column] : undefined;
  const activeIndex = active ? activeColumn?.slots[active.position] : undefined;
  const activeRow = active ? rowOf(activeColumn?.tops[active.position] ?? 0) : -1;

  const virtualizerRef = useRef<TimetableVirtualizer | null>(null);

  // A band chosen in the conditions (ゴールデン, 14:00–17:00) is where the buyer wants to look: the
  // grid scrolls to its start rather than staying at 5:00 with the band far below.
  useEffect(() => {
    if (bandStart === null || !scroller) return;
    virtualizerRef.current?.scrollToIndex(rowOf(topOf(bandStart)), { align: 'start' });
  }, [bandStart, scroller]);

  /** Focuses the slot's chip if it is mounted; until then the move stays pending. */
  const focusPending = useCallback(() => {
    const chip = scroller?.querySelector<HTMLElement>(`[data-slot-id="${pendingFocus.current}"]`);
    if (!chip) return;
    pendingFocus.current = null;
    chip.focus();
  }, [scroller]);

  // Focus follows a keyboard move once the chip it moves to is mounted (by the rows, as they render).
  const onRowsRendered = useCallback(() => {
    if (pendingFocus.current !== null) focusPending();
  }, [focusPending]);

  const moveTo = (place: Place | undefined) => {
    const column = place && model.columns[place.column];
    const index = place && column?.slots[place.position];
    if (!place || !column || index === undefined) return;
    const slotId = slots.id[index] as number;
    virtualizerRef.current?.scrollToIndex(rowOf(column.tops[place.position] as number), { align: 'auto' });
    pendingFocus.current = slotId;
    setActiveSlotId(slotId);
    focusPending();
  };

  const adjacent = (from: Place, step: number): Place | undefined => {
    const fromIndex = model.columns[from.column]?.slots[from.position] as number;
    for (let column = from.column + step; column >= 0 && column < model.columns.length; column += step) {
      const position = nearestInTime(
        model.columns[column] as TimetableModel['columns'][number],
        slots.start,
        slots.start[fromIndex] as number,
      );
      if (position !== undefined) return { column, position };
    }
    return undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const slotId = slotIdOf(event.target);
    const from = slotId === null ? undefined : model.positions.get(slotId);
    if (!from) return;
    const last = (model.columns[from.column]?.slots.length ?? 1) - 1;
    const moves: Record<string, () => Place | undefined> = {
      ArrowDown: () => (from.position < last ? { ...from, position: from.position + 1 } : undefined),
      ArrowUp: () => (from.position > 0 ? { ...from, position: from.position - 1 } : undefined),
      ArrowRight: () => adjacent(from, 1),
      ArrowLeft: () => adjacent(from, -1),
      Home: () => ({ ...from, position: 0 }),
      End: () => ({ ...from, position: last }),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveTo(move());
  };

  // Chips are buttons: a click, Enter or Space arrives here as one click.
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const slotId = slotIdOf(event.target);
    const place = slotId === null ? undefined : model.positions.get(slotId);
    const index = place && model.columns[place.column]?.slots[place.position];
    if (slotId === null || index === undefined) return;
    setActiveSlotId(slotId);
    if (isSlotSelectable(slots.state[index] as SlotState)) onSelectSlot(slotId);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const slotId = slotIdOf(event.target);
    if (slotId !== null) setActiveSlotId(slotId);
  };

  if (model.slotCount === 0) {
    return (
      <Typography role="status" sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {t('timetable.empty')}
      </Typography>
    );
  }

  const compact = view === 'week';
  const gridTemplateColumns = gridColumnsOf(model.columns.length, compact);
  const weekStation = view === 'week' ? model.columns[0]?.stationName : undefined;

  return (
    <Box
      ref={setScroller}
      data-testid="timetable-scroller"
      sx={{
        height: SCROLLER_HEIGHT_CSS,
        overflow: 'auto',
        // Focus scrolling keeps a chip clear of the sticky header and time axis.
        scrollPaddingTop: HEADER_HEIGHT,
        scrollPaddingLeft: AXIS_WIDTH,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        role="grid"
        aria-label={weekStation ? `${t('timetable.label')} ${weekStation}` : t('timetable.label')}
        aria-describedby={hintId}
        aria-rowcount={ROW_COUNT + 1}
        aria-colcount={model.columns.length + 1}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onFocus={onFocus}
        className={compact ? 'tt-compact' : undefined}
        sx={TIMETABLE_GRID_SX}
      >
        <TimetableHeader columns={model.columns} gridTemplateColumns={gridTemplateColumns} />
        <TimetableRows
          answer={answer}
          model={model}
          figure={figure}
          slotIdsInCart={slotIdsInCart}
          activeIndex={activeIndex}
          activeRow={activeRow}
          gridTemplateColumns={gridTemplateColumns}
          scroller={scroller}
          virtualizerRef={virtualizerRef}
          onRendered={onRowsRendered}
        />
      </Box>
    </Box>
  );
}
