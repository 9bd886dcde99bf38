import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/centered-page';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import '../public-catalogue';

/**
 * The separate minimal view of SPEC.md §2 for the addresses below `…/complete`: the logo, what
 * happened and the way to the login page; no shell, no menu, no header.
 */
export function PublicCompleteView({ heading, children }: { heading: string; children: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(heading);
  return (
    <CenteredPage>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {heading}
      </Typography>
      {children}
      <Button component={Link} to="/login" variant="contained" size="large">
        {t('public.layout.toLogin')}
      </Button>
    </CenteredPage>
  );
}
