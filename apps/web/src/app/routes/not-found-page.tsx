import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../../components/centered-page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <CenteredPage>
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
