import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CenteredPage } from '../../components/centered-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/i18n';

/**
 * Shown when a screen's code could not be loaded, typically because a new release replaced the
 * chunks this page was built with. Reloading fetches the current release.
 */
export function ChunkLoadErrorPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('chunkError.heading'));
  return (
    <CenteredPage embedded={embedded}>
      <Typography component="h1" variant="h5">
        {t('chunkError.heading')}
      </Typography>
      <Typography color="text.secondary">{t('chunkError.description')}</Typography>
      <Button variant="contained" color="primary" onClick={() => window.location.reload()}>
        {t('chunkError.reload')}
      </Button>
    </CenteredPage>
  );
}
