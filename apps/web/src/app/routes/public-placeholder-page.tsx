import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/centered-page';
import { addCataloguePart } from '../../lib/i18n';
import shellCatalogue from '../../locales/ja/shell.json';
import type { PlaceholderTitle } from './placeholder-page';

// Public pages have no shell, so this one brings the placeholder text along itself.
addCataloguePart({ placeholder: shellCatalogue.placeholder });

/** A pre-login page (member entry, password reset) to be built later: no shell, no session. */
export function PublicPlaceholderPage({ title }: { title: PlaceholderTitle }) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <Typography component="h1" variant="h5">
        {t(`placeholder.titles.${title}`)}
      </Typography>
      <Typography sx={{ fontWeight: 'bold' }}>{t('placeholder.comingSoon')}</Typography>
      <Typography color="text.secondary">{t('placeholder.description')}</Typography>
      <Button component={Link} to="/login" variant="outlined">
        {t('placeholder.toLogin')}
      </Button>
    </CenteredPage>
  );
}
