import { LAST_MINUTE_COLOUR, SLOT_LOOKS } from './slot-state';
import { COMPACT_PROGRAMME_LANE_WIDTH } from './timetable-layout';
import { CHIP_HEIGHT, MINUTE_PX, PROGRAMME_LANE_WIDTH, ROW_HEIGHT } from './timetable-model';

const HOUR_PX = 60 * MINUTE_PX;

/**
 * The grid's styles, once for the whole grid: rows, cells, programme blocks and chips are plain
 * elements with these class names and only their position inline. Styling each of them through
 * `sx` would make Emotion serialise and insert a rule per chip and per row position, which costs
 * whole frames while scrolling a week.
 */
export const TIMETABLE_GRID_SX = {
  position: 'relative',
  minWidth: 'min-content',
  '& .tt-body': {
    position: 'relative',
    // Hour lines across the day, behind everything.
    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0 ${HOUR_PX - 1}px, #bdbdbd ${HOUR_PX - 1}px ${HOUR_PX}px)`,
  },
  '& .tt-programmes': { position: 'absolute', inset: 0, display: 'grid' },
  '& .tt-programme-column': { position: 'relative', borderLeft: 1, borderColor: 'divider' },
  '& .tt-programme': {
    position: 'absolute',
    left: 0,
    width: PROGRAMME_LANE_WIDTH,
    boxSizing: 'border-box',
    overflow: 'hidden',
    p: 0.5,
    fontSize: 11,
    lineHeight: 1.3,
    fontWeight: 'bold',
    wordBreak: 'break-all',
    bgcolor: '#f3f6fa',
    borderTop: 2,
    borderRight: 1,
    borderBottom: 1,
    borderRightColor: 'divider',
    borderBottomColor: 'divider',
  },
  '& .tt-row': {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: ROW_HEIGHT,
    display: 'grid',
    // The programme blocks below stay visible and hoverable between the chips.
    pointerEvents: 'none',
  },
  '& .tt-axis': {
    position: 'sticky',
    left: 0,
    zIndex: 2,
    bgcolor: 'grey.100',
    borderRight: 1,
    borderColor: 'divider',
    textAlign: 'center',
    fontWeight: 'bold',
    fontSize: 15,
    pt: 0.5,
  },
  '& .tt-axis-hour': { borderTop: 1, borderTopColor: 'grey.400' },
  '& .tt-quarter': { fontSize: 10, fontWeight: 'normal', color: 'text.secondary' },
  '& .tt-cell': { position: 'relative' },
  '& .tt-chip': {
    position: 'absolute',
    left: PROGRAMME_LANE_WIDTH + 2,
    right: 4,
    height: CHIP_HEIGHT,
    boxSizing: 'border-box',
    overflow: 'hidden',
    pointerEvents: 'auto',
    display: 'block',
    textAlign: 'left',
    font: 'inherit',
    fontSize: 11,
    lineHeight: '13px',
    color: 'text.primary',
    border: 1,
    borderColor: 'divider',
    borderLeft: 4,
    borderRadius: 1,
    px: 0.5,
    py: '1px',
    cursor: 'pointer',
    '&:hover': { boxShadow: 2 },
    '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1, zIndex: 1 },
    '&[aria-disabled="true"]': { color: 'text.secondary', cursor: 'not-allowed', boxShadow: 'none' },
  },
  ...Object.fromEntries(
    Object.entries(SLOT_LOOKS).map(([look, { border, background }]) => [
      `& .tt-chip[data-look="${look}"]`,
      { borderLeftColor: border, backgroundColor: background },
    ]),
  ),
  // The week view (seven columns): titles down a narrow lane, chips beside it, a little tighter.
  '&.tt-compact .tt-programme': {
    width: COMPACT_PROGRAMME_LANE_WIDTH,
    writingMode: 'vertical-rl',
    textOrientation: 'upright',
    px: 0,
    py: 0.5,
    fontSize: 10,
    lineHeight: `${COMPACT_PROGRAMME_LANE_WIDTH - 2}px`,
    wordBreak: 'normal',
  },
  '&.tt-compact .tt-chip': { left: COMPACT_PROGRAMME_LANE_WIDTH + 2, right: 2, px: '3px' },
  '&.tt-compact .tt-line': { gap: '3px' },
  '& .tt-line': { display: 'flex', gap: 0.5, whiteSpace: 'nowrap' },
  '& .tt-strong': { fontWeight: 'bold' },
  '& .tt-end': { ml: 'auto' },
  '& .tt-last-minute': { ml: 'auto', px: 0.5, borderRadius: 0.5, bgcolor: LAST_MINUTE_COLOUR, color: '#fff' },
} as const;
