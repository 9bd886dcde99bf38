import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CLIENT_ERROR_CODES } from '@tvcm/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageCode, useTranslation } from '../lib/i18n';
import { CenteredPage } from './centered-page';

interface GenericErrorPageProps {
  /** Catalogue entry to show; without one, the generic "unexpected error" (SPEC.md §2). */
  messageCode?: MessageCode;
  /** Inside the application shell (see CenteredPage). */
  embedded?: boolean;
  /** Tries again what failed; with it the page offers 再試行. */
  onRetry?: () => void;
  /**
   * Logs out and leaves; with it the page offers ログアウト, the way out when what failed is the
   * session itself and every page, TOP included, would lead back here.
   */
  onLogout?: () => Promise<void>;
}

export function GenericErrorPage({
  messageCode = CLIENT_ERROR_CODES.unexpectedRetry,
  embedded,
  onRetry,
  onLogout,
}: GenericErrorPageProps) {
  const { t } = useTranslation();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    await onLogout?.();
  };
  return (
    <CenteredPage embedded={embedded ?? false}>
      <Typography component="h1" variant="body1">
        {t(`errors.${messageCode}`)}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={Link} to="/top" variant="contained" color="primary">
          {t('common.toTop')}
        </Button>
        {onRetry && (
          <Button variant="outlined" color="primary" onClick={onRetry}>
            {t('serverAway.retry')}
          </Button>
        )}
        {onLogout && (
          <Button variant="outlined" color="primary" onClick={() => void logout()} disabled={loggingOut}>
            {loggingOut ? t('serverAway.loggingOut') : t('serverAway.logout')}
          </Button>
        )}
      </Stack>
    </CenteredPage>
  );
}
