import TableContainer, { type TableContainerProps } from '@mui/material/TableContainer';

/**
 * A table's box that scrolls sideways on a narrow window. It takes the focus, so a keyboard user
 * can scroll it too, and is named as a region after its table (WCAG 2.1.1).
 */
export function TableScroller({ label, ...props }: TableContainerProps & { label: string }) {
  return <TableContainer tabIndex={0} role="region" aria-label={label} {...props} />;
}
