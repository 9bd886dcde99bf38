import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: ReactNode;
}

/** Headline figures as a description list: a tile each, wrapping from one or two rows at 1366 to two columns at 390. */
export function FigureGrid({ figures }: { figures: readonly Figure[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))', gap: 1.5 }}>
      {figures.map((figure) => (
        <Box key={figure.label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1, minWidth: 0 }}>
          <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
            {figure.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'h6', fontVariantNumeric: 'tabular-nums' }}>
            {figure.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
