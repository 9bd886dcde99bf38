import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface CenteredPageProps {
  children: ReactNode;
  /**
   * Shown inside the application shell, whose `main` landmark already holds it: centred in the
   * content area instead of the window, and without a second `main`.
   */
  embedded?: boolean;
}

/** The logo above a short message, centred: for pages shown instead of content. */
export function CenteredPage({ children, embedded = false }: CenteredPageProps) {
  return (
    <Box
      component={embedded ? 'div' : 'main'}
      sx={{ minHeight: embedded ? '60vh' : '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Logo />
        {children}
      </Stack>
    </Box>
  );
}
