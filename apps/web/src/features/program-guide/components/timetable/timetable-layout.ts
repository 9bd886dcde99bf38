/** Widths and heights shared by the timetable's header, programme layer and rows. */
export const AXIS_WIDTH = 52;
export const HEADER_HEIGHT = 44;
/** Room for the programme lane and a chip's widest line (パーコスト 1,234,567円). */
export const COLUMN_MIN_WIDTH = 228;

export const gridColumnsOf = (columns: number) => `${AXIS_WIDTH}px repeat(${columns}, minmax(${COLUMN_MIN_WIDTH}px, 1fr))`;
