import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/i18n';

/** Full-screen cover shown while a screen or the session is loading (SPEC.md §2). */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      {/* The text already tells assistive technology what is happening. */}
      <CircularProgress aria-hidden="true" />
      <Typography>{t('common.loading')}</Typography>
    </Box>
  );
}
