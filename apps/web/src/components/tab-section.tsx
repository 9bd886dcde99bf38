import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A part of a tab: a region on a sheet of its own, named by its heading. */
export function TabSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      {children}
    </Paper>
  );
}
