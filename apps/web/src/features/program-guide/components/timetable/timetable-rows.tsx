import { defaultRangeExtractor, type Range, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { ProgramGuideResponse, SlotFigure } from '@tvcm/contracts';
import { memo, type RefObject, useCallback, useEffect } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { ProgrammeLayer } from './programme-layer';
import { SlotChip } from './slot-chip';
import { HEADER_HEIGHT, scrollerHeightIn } from './timetable-layout';
import { ROW_COUNT, ROW_HEIGHT, ROW_MINUTES, ROWS_PER_HOUR, type TimetableModel } from './timetable-model';

export type TimetableVirtualizer = Virtualizer<HTMLDivElement, Element>;

const OVERSCAN_ROWS = 2;

interface TimetableRowsProps {
  answer: ProgramGuideResponse;
  model: TimetableModel;
  figure: SlotFigure;
  slotIdsInCart: ReadonlySet<number>;
  /** The answer index of the chip holding the tab stop, and its row, which stays mounted. */
  activeIndex: number | undefined;
  activeRow: number;
  gridTemplateColumns: string;
  scroller: HTMLDivElement | null;
  /** Given the virtualizer, so the grid can scroll a chip it moves to into view. */
  virtualizerRef: RefObject<TimetableVirtualizer | null>;
  /** Told after every render, when the rows in view are mounted. */
  onRendered: () => void;
}

/**
 * The timetable's quarter-hour rows, virtualised with TanStack Virtual, and the programme blocks
 * where they are. A component of its own so that scrolling re-renders only the rows: the grid,
 * its header and its styled frame stay as they are while the day scrolls by.
 */
export const TimetableRows = memo(function TimetableRows({
  answer,
  model,
  figure,
  slotIdsInCart,
  activeIndex,
  activeRow,
  gridTemplateColumns,
  scroller,
  virtualizerRef,
  onRendered,
}: TimetableRowsProps) {
  const { t } = useTranslation();
  const { slots } = answer;
  const virtualizer = useVirtualizer({
    count: ROW_COUNT,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // The scroller's size as its style will make it: the rows in view are then drawn with the
    // grid's own (sliced) render, not in a second, blocking one once the scroller has been measured.
    initialRect: { width: 0, height: scrollerHeightIn(window.innerHeight) },
    // Rows are rendered in React's next batch rather than synchronously inside each scroll event:
    // a fast scroll then costs one render per frame, not one per event.
    useFlushSync: false,
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
  virtualizerRef.current = virtualizer;

  useEffect(() => {
    onRendered();
  });

  const items = virtualizer.getVirtualItems();
  const range = virtualizer.range;
  // Programmes are drawn where the rows are: the range on screen and its overscan.
  const from = range === null ? 0 : Math.max(0, range.startIndex - OVERSCAN_ROWS) * ROW_HEIGHT;
  const to = range === null ? 0 : (Math.min(ROW_COUNT - 1, range.endIndex + OVERSCAN_ROWS) + 1) * ROW_HEIGHT;

  return (
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
  );
});
