import '../../catalogue';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import type { ProgramGuideResponse, ProgramGuideView, SlotFigure } from '@tvcm/contracts';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../../lib/format-broadcast';
import { isSelectable, SlotChip, type SlotChipData } from './slot-chip';
import { nearestInTime, ROW_COUNT, rowOf, type TimetableColumn, timetableColumns } from './timetable-model';
import { useAnswerToPaintMeasure } from './use-answer-to-paint-measure';

interface TimetableProps {
  answer: ProgramGuideResponse;
  view: ProgramGuideView;
  /** Week view: the station shown; null for the answer's first station. */
  weekStationId: number | null;
  figure: SlotFigure;
  slotIdsInCart: ReadonlySet<number>;
  onSelectSlot: (slotId: number) => void;
}

const TIME_AXIS_WIDTH = 56;
const COLUMN_MIN_WIDTH = 168;
const ESTIMATED_ROW_HEIGHT = 220;

/**
 * The broadcast timetable, Japanese style: columns of stations (or of the week's days), time
 * running down from 5:00 to 28:59. Rows are hours, virtualised so a full area-week keeps only what
 * is on screen in the DOM. One tab stop: arrow keys move between slots, Enter adds one.
 */
export function Timetable({ answer, view, weekStationId, figure, slotIdsInCart, onSelectSlot }: TimetableProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => timetableColumns(answer, view, weekStationId), [answer, view, weekStationId]);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [focusedSlotId, setFocusedSlotId] = useState<number | null>(null);
  const pendingFocus = useRef<number | null>(null);
  const { slots } = answer;

  const focusedIndex = focusedSlotId === null ? -1 : slots.id.indexOf(focusedSlotId);
  const firstSlot = columns.find((column) => column.slots.length > 0)?.slots[0];
  const tabStopIndex = focusedIndex >= 0 ? focusedIndex : firstSlot;
  const tabStopRow = tabStopIndex === undefined ? -1 : rowOf(slots.start[tabStopIndex] as number);

  const virtualizer = useVirtualizer({
    count: ROW_COUNT,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 1,
    // The row holding the tab stop stays mounted, so focus is never lost to scrolling.
    rangeExtractor: useCallback(
      (range: Parameters<typeof defaultRangeExtractor>[0]) => {
        const indexes = defaultRangeExtractor(range);
        return tabStopRow >= 0 && !indexes.includes(tabStopRow) ? [...indexes, tabStopRow].sort((a, b) => a - b) : indexes;
      },
      [tabStopRow],
    ),
  });

  useAnswerToPaintMeasure(answer);

  useEffect(() => {
    const slotId = pendingFocus.current;
    if (slotId === null) return;
    const chip = scrollerRef.current?.querySelector<HTMLElement>(`[data-slot-id="${slotId}"]`);
    if (chip) {
      pendingFocus.current = null;
      chip.focus();
    }
  });

  const moveTo = (index: number | undefined) => {
    if (index === undefined) return;
    const slotId = slots.id[index] as number;
    pendingFocus.current = slotId;
    setFocusedSlotId(slotId);
    virtualizer.scrollToIndex(rowOf(slots.start[index] as number), { align: 'auto' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, column: number, index: number) => {
    const current = columns[column];
    if (!current) return;
    const position = current.slots.indexOf(index);
    const start = slots.start[index] as number;
    const adjacent = (step: number) => {
      for (let next = column + step; next >= 0 && next < columns.length; next += step) {
        const candidate = nearestInTime(columns[next] as TimetableColumn, slots.start, start);
        if (candidate !== undefined) return candidate;
      }
      return undefined;
    };
    const moves: Record<string, () => number | undefined> = {
      ArrowDown: () => current.slots[position + 1],
      ArrowUp: () => current.slots[position - 1],
      ArrowRight: () => adjacent(1),
      ArrowLeft: () => adjacent(-1),
      Home: () => current.slots[0],
      End: () => current.slots.at(-1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move());
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (isSelectable(slots.state[index] as SlotChipData['state'])) onSelectSlot(slots.id[index] as number);
    }
  };

  if (columns.every((column) => column.slots.length === 0)) {
    return <Typography sx={{ py: 4, textAlign: 'center' }}>{t('timetable.empty')}</Typography>;
  }

  const gridTemplateColumns = `${TIME_AXIS_WIDTH}px repeat(${columns.length}, minmax(${COLUMN_MIN_WIDTH}px, 1fr))`;
  const chipOf = (index: number): SlotChipData => ({
    id: slots.id[index] as number,
    start: slots.start[index] as number,
    length: slots.length[index] as number,
    position: slots.position[index] as string,
    kind: slots.kind[index] as number,
    price: slots.price[index] as number,
    remaining: slots.remaining[index] as number,
    state: slots.state[index] as SlotChipData['state'],
    rating: slots.rating[index] ?? null,
    perCost: slots.perCost[index] ?? null,
    cpm: slots.cpm[index] ?? null,
  });

  return (
    <Box
      ref={scrollerRef}
      data-testid="timetable-scroller"
      sx={{
        height: 'max(420px, calc(100vh - 360px))',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="caption" sx={{ position: 'absolute', left: -10_000 }} id="timetable-keyboard-hint">
        {t('timetable.keyboardHint')}
      </Typography>
      <Box
        role="grid"
        aria-label={t('timetable.label')}
        aria-describedby="timetable-keyboard-hint"
        aria-rowcount={ROW_COUNT + 1}
        aria-colcount={columns.length + 1}
        sx={{ minWidth: TIME_AXIS_WIDTH + columns.length * COLUMN_MIN_WIDTH }}
      >
        <Box
          role="row"
          aria-rowindex={1}
          sx={{
            display: 'grid',
            gridTemplateColumns,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            bgcolor: 'grey.100',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box role="columnheader" sx={{ position: 'sticky', left: 0, bgcolor: 'grey.100', p: 0.5, typography: 'caption' }}>
            {t('timetable.timeAxis')}
          </Box>
          {columns.map((column) => (
            <Box
              key={column.key}
              role="columnheader"
              sx={{
                p: 0.75,
                fontWeight: 'bold',
                fontSize: 14,
                borderTop: 4,
                borderTopColor: column.accent,
                borderLeft: 1,
                borderLeftColor: 'divider',
              }}
            >
              {column.label}
            </Box>
          ))}
        </Box>
        <Box sx={{ position: 'relative', height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((row) => (
            <Box
              key={row.key}
              role="row"
              aria-rowindex={row.index + 2}
              data-index={row.index}
              ref={virtualizer.measureElement}
              sx={{
                display: 'grid',
                gridTemplateColumns,
                position: 'absolute',
                top: 0,
                left: 0,
                width: '100%',
                transform: `translateY(${row.start}px)`,
                borderBottom: 1,
                borderColor: 'divider',
                minHeight: 48,
              }}
            >
              <Box
                role="rowheader"
                sx={{
                  position: 'sticky',
                  left: 0,
                  zIndex: 1,
                  bgcolor: 'grey.50',
                  p: 0.5,
                  fontWeight: 'bold',
                  fontSize: 14,
                  textAlign: 'right',
                }}
              >
                {t('timetable.hour', { hour: row.index + 5 })}
              </Box>
              {columns.map((column, columnIndex) => (
                <Box key={column.key} role="gridcell" sx={{ p: 0.5, borderLeft: 1, borderColor: 'divider', minWidth: 0 }}>
                  {column.programmeRows[row.index]?.map((programme) => (
                    <Typography
                      key={`p${answer.programmes.id[programme]}`}
                      variant="caption"
                      component="p"
                      noWrap
                      title={answer.programmes.title[programme]}
                      sx={{ mb: 0.5, px: 0.5, fontWeight: 'bold', borderLeft: 3, borderColor: column.accent, bgcolor: 'grey.50' }}
                    >
                      {answer.programmes.title[programme]}
                    </Typography>
                  ))}
                  {column.rows[row.index]?.map((index) => (
                    <SlotChip
                      key={slots.id[index]}
                      slot={chipOf(index)}
                      columnLabel={
                        view === 'day' ? column.label : (answer.stations.find((s) => s.id === column.stationId)?.shortName ?? '')
                      }
                      dateLabel={formatShortDate(column.date)}
                      figure={figure}
                      inCart={slotIdsInCart.has(slots.id[index] as number)}
                      tabbable={index === tabStopIndex}
                      onSelect={onSelectSlot}
                      onFocusSlot={setFocusedSlotId}
                      onKeyDown={(event) => onKeyDown(event, columnIndex, index)}
                    />
                  ))}
                </Box>
              ))}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
