import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toMessageCode } from '../lib/error-message';
import { useTranslation } from '../lib/i18n';
import { InlineError } from './inline-error';

/**
 * QueryFallback for a part of a page or a dialog: the failure as an inline message, or a small
 * loading status in place, never the full-screen cover a whole page shows.
 */
export function InlineQueryFallback({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) return <InlineError>{t(`errors.${toMessageCode(error)}`)}</InlineError>;
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} aria-hidden />
      <Typography>{t('common.loading')}</Typography>
    </Stack>
  );
}
