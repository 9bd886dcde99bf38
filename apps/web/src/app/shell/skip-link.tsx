import Box from '@mui/material/Box';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n';

/**
 * The first stop of the Tab key: jumps past the top bar and the menu to the page's content.
 * Focus moves by script so the address (and the router) stay untouched.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  const skip = (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(targetId)?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      onClick={skip}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        // Entirely above the window (shadow included) until focused.
        transform: 'translateY(calc(-100% - 16px))',
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        boxShadow: 4,
        borderRadius: 1,
        '&:focus': { transform: 'none' },
      }}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}
