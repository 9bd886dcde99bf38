import { type ProgramGuideResponse, SLOT_KINDS, type SlotFigure, type SlotState } from '@tvcm/contracts';
import { memo } from 'react';
import { formatBroadcastTime, formatYen } from '../../../../lib/format-broadcast';
import { useTranslation } from '../../../../lib/i18n';
import { formatFigure } from '../../slot-format';
import { isSlotSelectable, SLOT_LOOKS } from './slot-state';

interface SlotChipProps {
  answer: ProgramGuideResponse;
  /** The slot's index in the answer's column arrays. */
  index: number;
  /** Station short name and 11/23(月): the chip's place, for its accessible name. */
  stationName: string;
  dateLabel: string;
  programmeTitle: string | null;
  /** Offset from the top of its row, in pixels. */
  top: number;
  figure: SlotFigure;
  inCart: boolean;
  tabbable: boolean;
}

/**
 * A slot at its time: its terms, the chosen figure and where it stands, read straight from the
 * answer's columns. Styled by the grid's class rules (timetable-styles.ts); clicks and keys are
 * handled once by the grid, so a chip holds no handlers and re-renders only when it changes.
 */
export const SlotChip = memo(function SlotChip({
  answer,
  index,
  stationName,
  dateLabel,
  programmeTitle,
  top,
  figure,
  inCart,
  tabbable,
}: SlotChipProps) {
  const { t } = useTranslation();
  const { slots } = answer;
  const state = slots.state[index] as SlotState;
  const look = inCart ? 'inCart' : state;
  const time = formatBroadcastTime(slots.start[index] as number);
  const length = t('timetable.seconds', { seconds: slots.length[index] });
  const position = slots.position[index] as string;
  const lastMinute = slots.kind[index] === SLOT_KINDS.lastMinute ? t('timetable.lastMinute') : null;
  const price = formatYen(slots.price[index] as number);
  const figureName = t(`programGuide.rating.figures.${figure}`);
  const figureValue = formatFigure(figure, {
    rating: slots.rating[index] ?? null,
    perCost: slots.perCost[index] ?? null,
    cpm: slots.cpm[index] ?? null,
  });
  const remaining = t('timetable.remaining', { count: slots.remaining[index] });
  const stateLabel = t(`timetable.states.${state}`);
  const inCartLabel = inCart ? t('timetable.states.inCart') : null;
  const name = [
    stationName,
    dateLabel,
    time,
    programmeTitle,
    length,
    position,
    lastMinute,
    price,
    figureName,
    figureValue,
    remaining,
    stateLabel,
    inCartLabel,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      className="tt-chip"
      data-look={look}
      data-slot-id={slots.id[index]}
      tabIndex={tabbable ? 0 : -1}
      aria-disabled={isSlotSelectable(state) ? undefined : true}
      aria-label={name}
      style={{ top }}
    >
      <span className="tt-line">
        <span className="tt-strong">{time}</span>
        <span>{length}</span>
        <span>{position}</span>
        {lastMinute && <span className="tt-last-minute">{lastMinute}</span>}
      </span>
      <span className="tt-line">{price}</span>
      <span className="tt-line">
        <span>{figureName}</span>
        <span className="tt-strong">{figureValue}</span>
      </span>
      <span className="tt-line">
        <span>{remaining}</span>
        <span className={look === 'onSale' ? 'tt-end' : 'tt-end tt-strong'}>
          <span aria-hidden="true">{SLOT_LOOKS[look].symbol}</span>
          {inCartLabel ?? stateLabel}
        </span>
      </span>
    </button>
  );
});
