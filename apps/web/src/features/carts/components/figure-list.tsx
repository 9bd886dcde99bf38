import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FIGURE_SX } from '../../../components/figure';

export interface FigureRow {
  label: string;
  value: ReactNode;
  /** A figure (an amount, a count) stays on one line rather than break before its unit. */
  figure?: boolean;
}

/** Label and value pairs as a description list: dense, and read as pairs by screen readers. */
export function FigureList({ rows }: { rows: readonly FigureRow[] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body2' }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {row.label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 'bold', ...(row.figure ? FIGURE_SX : { overflowWrap: 'anywhere' }) }}>
            {row.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
