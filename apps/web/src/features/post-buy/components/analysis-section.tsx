import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A part of an analysis: a region named by its heading, with what stands beside the heading (a switch of views). */
export function AnalysisSection({ heading, aside, children }: { heading: string; aside?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 1 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          {heading}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Box>
  );
}
