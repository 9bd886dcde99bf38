import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * An error message inside a form or panel, announced to screen readers. Lighter than MUI's Alert,
 * whose icons and close button would weigh on the login page's first load.
 */
export function InlineError({ children }: { children: ReactNode }) {
  return (
    <Box
      role="alert"
      sx={{
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: 'error.main',
        bgcolor: '#fdeded',
        color: '#5f2120',
        typography: 'body2',
      }}
    >
      {children}
    </Box>
  );
}
