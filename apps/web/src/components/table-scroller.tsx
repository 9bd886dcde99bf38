import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';
import { useRef } from 'react';
import { FIRST_CELL_SELECTOR, useSidewaysOverflow } from '../lib/use-sideways-overflow';

/**
 * A row's first cell (`:not(* + *)` rather than `:first-child`, which emotion warns about). A
 * cell spanning several columns (a day's heading, a totals label) scrolls with the rest.
 */
const FIRST = ':not(* + *)';
const FIRST_CELL = `& ${FIRST_CELL_SELECTOR}`;

/**
 * The first column stays in view while the rest scrolls under it: opaque, so the cells passing
 * beneath do not show through, and its header above the body's cells (and above the sticky
 * header's, which MUI puts at 2). Its edge is a shadow rather than a border: a collapsed table's
 * borders belong to the table and would scroll away.
 */
const keptFirstColumn = (theme: Theme) => ({
  [FIRST_CELL]: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: theme.palette.background.paper,
  },
  [`& thead tr > ${FIRST}:not([colspan])`]: { zIndex: 3 },
  [`& thead tr > .MuiTableCell-stickyHeader${FIRST}`]: { backgroundColor: theme.palette.background.default },
  // Rows that tint themselves keep their tint in the kept column too.
  [`& tr.MuiTableRow-hover:hover > ${FIRST}`]: {
    backgroundImage: `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
  },
  [`& tr.Mui-selected > ${FIRST}`]: {
    backgroundImage: `linear-gradient(${theme.palette.action.selected}, ${theme.palette.action.selected})`,
  },
  '&[data-more-before]': {
    [FIRST_CELL]: { boxShadow: `inset -1px 0 0 ${theme.palette.divider}, 4px 0 6px -2px rgba(0, 0, 0, 0.2)` },
  },
});

/** A first column wider than half the box scrolls with the rest, or too little would be left to scroll. */
const stickyFirstColumn = (theme: Theme) => ({
  '&:not([data-wide-first-cell])': keptFirstColumn(theme),
  // What is placed absolutely in a cell (a header's text for screen readers) is clipped by the
  // frame only when the frame is its containing block; otherwise it widens the page.
  position: 'relative',
});

/** The sign that more columns lie to the right: a shadow on the frame's right edge. */
const moreAfterShadow = {
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: 16,
  pointerEvents: 'none',
  zIndex: 4,
  borderTopRightRadius: 4,
  borderBottomRightRadius: 4,
  background: 'linear-gradient(to left, rgba(0, 0, 0, 0.18), rgba(0, 0, 0, 0))',
} as const;

/**
 * A table's box that scrolls sideways on a narrow window. It takes the focus, so a keyboard user
 * can scroll it too, and is named as a region after its table (WCAG 2.1.1). Its first column
 * stays in view (unless it takes more than half a phone's width), and a shadow on either side
 * shows that columns are hidden there; a table that fits shows neither. `sx` styles the frame itself; space around it belongs to a box outside.
 */
export function TableScroller({ label, sx, ...props }: TableContainerProps & { label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { before, after, wideFirstCell } = useSidewaysOverflow(ref);
  return (
    <Box sx={{ position: 'relative' }}>
      <TableContainer
        ref={ref}
        tabIndex={0}
        role="region"
        aria-label={label}
        data-more-before={before || undefined}
        data-more-after={after || undefined}
        data-wide-first-cell={wideFirstCell || undefined}
        sx={[stickyFirstColumn, ...(Array.isArray(sx) ? sx : sx === undefined ? [] : [sx])]}
        {...props}
      />
      {after && <Box aria-hidden="true" data-print="hide" sx={moreAfterShadow} />}
    </Box>
  );
}
