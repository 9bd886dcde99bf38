import '../../catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import type { ProgramGuideResponse, ProgramGuideView, SlotFigure, SlotState } from '@tvcm/contracts';
import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ProgrammeLayer } from './programme-layer';
import { SlotChip } from './slot-chip';
import { isSlotSelectable } from './slot-state';
import { TimetableHeader } from './timetable-header';
import { AXIS_WIDTH, gridColumnsOf, HEADER_HEIGHT } from './timetable-layout';
import { TimetableLegend } from './timetable-legend';
import {
  nearestInTime,
  ROW_COUNT,
  ROW_HEIGHT,
  ROW_MINUTES,
  ROWS_PER_HOUR,
  rowOf,
  type TimetableModel,
  timetableModel,
} from './timetable-model';
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
}

const OVERSCAN_ROWS = 2;

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
export function Timetable({ answer, view, weekStationId, figure, slotIdsInCart, onSelectSlot }: TimetableProps) {
  const { t } = useTranslation();
  const hintId = useId();
  useAnswerToPaintMeasure(answer);
  const model = useMemo(() => timetableModel(answer, view, weekStationId), [answer, view, weekStationId]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [activeSlotId, setActiveSlotId] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const { slots } = answer;

  const active = (activeSlotId === null ? undefined : model.positions.get(activeSlotId)) ?? firstPlace(model);
  const activeColumn = active ? model.columns[active.column] : undefined;
  const activeIndex = active ? activeColumn?.slots[active.position] : undefined;
  const activeRow = active ? rowOf(activeColumn?.tops[active.position] ?? 0) : -1;

  const virtualizer = useVirtualizer({
    count: ROW_COUNT,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // The rows start below the sticky header, which also covers the top of the scroller.
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    // The row holding the tab stop stays mounted, so focus is never lost to scrolling.
    rangeExtractor: useCallback(
      (range: Range) => {
        const rows = defaultRangeExtractor(range);
        return activeRow < 0 || rows.includes(activeRow) ? rows : [...rows, activeRow].sort((a, b) => a - b);
      },
      [activeRow],
    ),
  });

  /** Focuses the slot's chip if it is mounted; until then the move stays pending. */
  const focusPending = () => {
    const chip = scrollerRef.current?.querySelector<HTMLElement>(`[data-slot-id="${pendingFocus.current}"]`);
    if (!chip) return;
    pendingFocus.current = null;
    chip.focus();
  };

  // Focus follows a keyboard move once the chip it moves to is mounted.
  useEffect(() => {
    if (pendingFocus.current !== null) focusPending();
  });

  const moveTo = (place: Place | undefined) => {
    const column = place && model.columns[place.column];
    const index = place && column?.slots[place.position];
    if (!place || !column || index === undefined) return;
    const slotId = slots.id[index] as number;
    virtualizer.scrollToIndex(rowOf(column.tops[place.position] as number), { align: 'auto' });
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

  const gridTemplateColumns = gridColumnsOf(model.columns.length);
  const items = virtualizer.getVirtualItems();
  const range = virtualizer.range;
  // Programmes are drawn where the rows are: the range on screen and its overscan.
  const from = range === null ? 0 : Math.max(0, range.startIndex - OVERSCAN_ROWS) * ROW_HEIGHT;
  const to = range === null ? 0 : (Math.min(ROW_COUNT - 1, range.endIndex + OVERSCAN_ROWS) + 1) * ROW_HEIGHT;
  const weekStation = view === 'week' ? model.columns[0]?.stationName : undefined;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <TimetableLegend />
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('timetable.keyboardHint')}
        </Typography>
      </Box>
      <Box
        ref={scrollerRef}
        data-testid="timetable-scroller"
        sx={{
          height: 'max(400px, calc(100vh - 320px))',
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
          sx={TIMETABLE_GRID_SX}
        >
          <TimetableHeader columns={model.columns} gridTemplateColumns={gridTemplateColumns} />
          <div className="tt-body" style={{ height: model.height }}>
            <ProgrammeLayer answer={answer} model={model} from={from} to={to} gridTemplateColumns={gridTemplateColumns} />
            {items.map((row) => {
              const rowTop = row.index * ROW_HEIGHT;
              const quarter = row.index % ROWS_PER_HOUR;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a virtualised row is positioned on its own, which a <tr> cannot be.
                // biome-ignore lint/a11y/useFocusableInteractive: focus rests on the chips inside the cells (one tab stop).
                <div
                  key={row.key}
                  className="tt-row"
                  role="row"
                  aria-rowindex={row.index + 2}
                  style={{ gridTemplateColumns, transform: `translateY(${rowTop}px)` }}
                >
                  {/* biome-ignore lint/a11y/useSemanticElements: see the row. */}
                  {/* biome-ignore lint/a11y/useFocusableInteractive: the time is read, not operated. */}
                  <div role="rowheader" className={quarter === 0 ? 'tt-axis tt-axis-hour' : 'tt-axis'}>
                    {quarter === 0 ? (
                      t('timetable.hour', { hour: 5 + row.index / ROWS_PER_HOUR })
                    ) : (
                      <span className="tt-quarter">{`:${String(quarter * ROW_MINUTES).padStart(2, '0')}`}</span>
                    )}
                  </div>
                  {model.columns.map((column) => {
                    const first = column.rowFirst[row.index] as number;
                    const end = column.rowFirst[row.index + 1] as number;
                    const chips = [];
                    for (let position = first; position < end; position += 1) {
                      const index = column.slots[position] as number;
                      const programmeId = slots.programmeId[index];
                      const programme = programmeId == null ? undefined : model.programmeIndexes.get(programmeId);
                      chips.push(
                        <SlotChip
                          key={slots.id[index]}
                          answer={answer}
                          index={index}
                          stationName={column.stationName}
                          dateLabel={column.dateLabel}
                          programmeTitle={programme === undefined ? null : (answer.programmes.title[programme] ?? null)}
                          top={(column.tops[position] as number) - rowTop}
                          figure={figure}
                          inCart={slotIdsInCart.has(slots.id[index] as number)}
                          tabbable={index === activeIndex}
                        />,
                      );
                    }
                    return (
                      // biome-ignore lint/a11y/useSemanticElements: see the row.
                      // biome-ignore lint/a11y/useFocusableInteractive: the chips in the cell take focus.
                      <div key={column.key} role="gridcell" className="tt-cell">
                        {chips}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        </Box>
      </Box>
    </Box>
  );
}
