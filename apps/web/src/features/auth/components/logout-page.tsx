import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { useDocumentTitle } from '../../../lib/document-title';
import { addCataloguePart, useTranslation } from '../../../lib/i18n';
import logoutCatalogue from '../../../locales/ja/logout.json';
import { LOGIN_PATH } from '../paths';

declare module '../../../lib/i18n' {
  interface CatalogueParts {
    logout: typeof logoutCatalogue;
  }
}

// Its text travels with its code rather than with every page's first load.
addCataloguePart(logoutCatalogue);

/** `/logout`: where a logout ends (SPEC.md §4), a page of this app; it needs no session. */
export function LogoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('logout.heading'));
  return (
    <CenteredPage>
      <Typography component="h1" variant="h5">
        {t('logout.heading')}
      </Typography>
      <Typography color="text.secondary">{t('logout.description')}</Typography>
      <Button component={Link} to={LOGIN_PATH} variant="contained" color="primary">
        {t('logout.toLogin')}
      </Button>
    </CenteredPage>
  );
}
