import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/centered-page';
import { useDocumentTitle } from '../../lib/document-title';
import { addCataloguePart, useTranslation } from '../../lib/i18n';
import notFoundCatalogue from '../../locales/ja/not-found.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'not-found': typeof notFoundCatalogue;
  }
}

// Most visits never see this page: its text travels with its code, not with every first load.
addCataloguePart(notFoundCatalogue);

/** SPEC.md §2's not-found page: on its own for a visitor, inside the shell (`embedded`) for a logged-in user. */
export function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.heading'));
  return (
    <CenteredPage embedded={embedded}>
      <Typography component="h1" variant="h5">
        {t('notFound.heading')}
      </Typography>
      <Typography color="text.secondary">{t('notFound.description')}</Typography>
      <Button component={Link} to="/top" variant="contained" color="primary">
        {t('notFound.toTop')}
      </Button>
    </CenteredPage>
  );
}
