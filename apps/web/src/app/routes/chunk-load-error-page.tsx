import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../components/centered-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/i18n';
import type { ScreenLoadFailure } from '../../lib/screen-load-error';

/**
 * Shown when a screen's code could not be loaded, typically because a new release replaced the
 * chunks this page was built with; reloading fetches the current release. When the server gave no
 * answer at all, the page says so (CES-API09003) instead: the release is not the cause.
 */
export function ChunkLoadErrorPage({
  embedded = false,
  failure = 'unavailable',
}: {
  embedded?: boolean;
  failure?: ScreenLoadFailure;
}) {
  const { t } = useTranslation();
  useDocumentTitle(t('chunkError.heading'));
  return (
    <CenteredPage embedded={embedded}>
      <Typography component="h1" variant="h5">
        {t('chunkError.heading')}
      </Typography>
      <Typography color="text.secondary">
        {failure === 'unreachable' ? t('errors.CES-API09003') : t('chunkError.description')}
      </Typography>
      <Button variant="contained" color="primary" onClick={() => window.location.reload()}>
        {t('chunkError.reload')}
      </Button>
    </CenteredPage>
  );
}
