import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface CenteredPageProps {
  children: ReactNode;
}

/** The logo above a short message, centred in the window: for pages shown instead of content. */
export function CenteredPage({ children }: CenteredPageProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560 }}>
        <Logo />
        {children}
      </Stack>
    </Box>
  );
}
