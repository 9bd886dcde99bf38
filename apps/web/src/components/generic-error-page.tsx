import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLIENT_ERROR_CODES } from '@tvcm/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageCode } from '../lib/i18n';
import { CenteredPage } from './centered-page';

interface GenericErrorPageProps {
  /** Catalogue entry to show; without one, the generic "unexpected error" (SPEC.md §2). */
  messageCode?: MessageCode;
  /** Inside the application shell (see CenteredPage). */
  embedded?: boolean;
}

export function GenericErrorPage({ messageCode = CLIENT_ERROR_CODES.unexpectedRetry, embedded }: GenericErrorPageProps) {
  const { t } = useTranslation();
  return (
    <CenteredPage embedded={embedded ?? false}>
      <Typography component="h1" variant="body1">
        {t(`errors.${messageCode}`)}
      </Typography>
      <Button component={Link} to="/top" variant="contained" color="primary">
        {t('common.toTop')}
      </Button>
    </CenteredPage>
  );
}
