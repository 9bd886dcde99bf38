import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useDocumentTitle } from '../../../lib/document-title';

interface PublicPanelProps {
  heading: string;
  children: ReactNode;
  /**
   * Moves focus to the heading when the panel appears, for a panel that replaces what the visitor
   * was working on (a form answered, a link found dead), so screen readers announce the new state.
   */
  focusHeading?: boolean;
}

/** One titled panel of a public page: its heading is the page's `h1`, and names the browser tab. */
export function PublicPanel({ heading, children, focusHeading = false }: PublicPanelProps) {
  useDocumentTitle(heading);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ p: { xs: 3, sm: 5 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Stack spacing={3}>
        <Typography
          id={headingId}
          ref={headingRef}
          component="h1"
          variant="h5"
          tabIndex={-1}
          sx={{ fontWeight: 700, '&:focus': { outline: 'none' } }}
        >
          {heading}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
