/** Widths and heights shared by the timetable's header, programme layer and rows. */
export const AXIS_WIDTH = 52;
export const HEADER_HEIGHT = 44;
/** Room for the programme lane and a chip's widest line (パーコスト 1,234,567円). */
export const COLUMN_MIN_WIDTH = 228;
/**
 * A week's seven days side by side at 1366 px (the results' 1,070 px or so): the programme titles
 * run down a narrow lane in vertical writing, as printed TV guides set them, and a chip keeps its
 * four lines.
 */
export const COMPACT_COLUMN_MIN_WIDTH = 138;
export const COMPACT_PROGRAMME_LANE_WIDTH = 20;

export const gridColumnsOf = (columns: number, compact = false) =>
  `${AXIS_WIDTH}px repeat(${columns}, minmax(${compact ? COMPACT_COLUMN_MIN_WIDTH : COLUMN_MIN_WIDTH}px, 1fr))`;

/** The scroller's height: what the page leaves below the conditions, and never under 400 px. */
const SCROLLER_MIN_HEIGHT = 400;
const SCROLLER_HEIGHT_OFFSET = 320;
export const SCROLLER_HEIGHT_CSS = `max(${SCROLLER_MIN_HEIGHT}px, calc(100vh - ${SCROLLER_HEIGHT_OFFSET}px))`;
export const scrollerHeightIn = (viewportHeight: number) =>
  Math.max(SCROLLER_MIN_HEIGHT, viewportHeight - SCROLLER_HEIGHT_OFFSET);
