import Box from '@mui/material/Box';
import { type ProgramGuideResponse, SLOT_KINDS, type SlotFigure, type SlotState } from '@tvcm/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBroadcastTime, formatFigure, formatYen } from '../../slot-format';
import { isSlotSelectable, LAST_MINUTE_COLOUR, SLOT_LOOKS } from './slot-state';
import { CHIP_HEIGHT } from './timetable-model';

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
 * answer's columns. Clicks and keys are handled once by the grid (event delegation), so a chip
 * holds no handlers of its own and re-renders only when what it shows changes.
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
  const selectable = isSlotSelectable(state);
  const look = SLOT_LOOKS[inCart ? 'inCart' : state];
  const time = formatBroadcastTime(slots.start[index] as number);
  const length = t('timetable.seconds', { seconds: slots.length[index] });
  const position = slots.position[index] as string;
  const lastMinute = slots.kind[index] === SLOT_KINDS.lastMinute;
  const price = formatYen(slots.price[index] as number);
  const figureName = t(`programGuide.rating.figures.${figure}`);
  const figureValue = formatFigure(figure, {
    rating: slots.rating[index] ?? null,
    perCost: slots.perCost[index] ?? null,
    cpm: slots.cpm[index] ?? null,
  });
  const remaining = t('timetable.remaining', { count: slots.remaining[index] });
  const stateLabel = t(`timetable.states.${state}`);
  const name = [
    stationName,
    dateLabel,
    time,
    programmeTitle,
    length,
    position,
    lastMinute ? t('timetable.lastMinute') : null,
    price,
    figureName,
    figureValue,
    remaining,
    stateLabel,
    inCart ? t('timetable.states.inCart') : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Box
      component="button"
      type="button"
      data-slot-id={slots.id[index]}
      tabIndex={tabbable ? 0 : -1}
      aria-disabled={selectable ? undefined : true}
      aria-label={name}
      sx={{
        position: 'absolute',
        top,
        left: 0,
        right: 0,
        height: CHIP_HEIGHT,
        boxSizing: 'border-box',
        overflow: 'hidden',
        pointerEvents: 'auto',
        display: 'block',
        textAlign: 'left',
        font: 'inherit',
        fontSize: 11,
        lineHeight: '13px',
        color: selectable ? 'text.primary' : 'text.secondary',
        bgcolor: look.background,
        border: 1,
        borderColor: 'divider',
        borderLeft: 4,
        borderLeftColor: look.border,
        borderRadius: 1,
        px: 0.5,
        py: '1px',
        cursor: selectable ? 'pointer' : 'not-allowed',
        '&:hover': selectable ? { boxShadow: 2 } : undefined,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1, zIndex: 1 },
        '& > span': { display: 'flex', gap: 0.5, whiteSpace: 'nowrap' },
      }}
    >
      <span>
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {time}
        </Box>
        <span>{length}</span>
        <span>{position}</span>
        {lastMinute && (
          <Box component="span" sx={{ ml: 'auto', px: 0.5, borderRadius: 0.5, bgcolor: LAST_MINUTE_COLOUR, color: '#fff' }}>
            {t('timetable.lastMinute')}
          </Box>
        )}
      </span>
      <span>{price}</span>
      <span>
        <span>{figureName}</span>
        <Box component="span" sx={{ fontWeight: 'bold' }}>
          {figureValue}
        </Box>
      </span>
      <span>
        <span>{remaining}</span>
        <Box component="span" sx={{ ml: 'auto', fontWeight: state === 'onSale' && !inCart ? 'normal' : 'bold' }}>
          <span aria-hidden="true">{look.symbol}</span>
          {inCart ? t('timetable.states.inCart') : stateLabel}
        </Box>
      </span>
    </Box>
  );
});
