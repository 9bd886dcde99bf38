import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import type { NotYetProvidedPage } from '../../features/shell/menu/not-yet-provided-pages';
import { useDocumentTitle } from '../../lib/document-title';
import { addCataloguePart, useTranslation } from '../../lib/i18n';
import notFoundCatalogue from '../../locales/ja/not-found.json';
import { ComingSoonMark } from './placeholder-page';

// The pages for addresses without a working page (not found, not available yet) share one small part.
addCataloguePart(notFoundCatalogue);

type UnavailablePageProps = Pick<NotYetProvidedPage, 'label' | 'groupLabel'>;

/**
 * A menu destination this app does not provide yet, inside the shell: it names the function as the
 * menu does and says it is not available yet, with the way back to TOP, instead of the 404 page.
 */
export function UnavailablePage({ label, groupLabel }: UnavailablePageProps) {
  const { t } = useTranslation();
  const item = t(`menu.items.${label}`);
  const name = groupLabel ? t('unavailable.functionInGroup', { group: t(`menu.items.${groupLabel}`), item }) : item;
  useDocumentTitle(name);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h5">
        {name}
      </Typography>
      <ComingSoonMark />
      <Typography>{t('unavailable.description')}</Typography>
      <Button component={Link} to="/top" variant="contained" color="primary">
        {t('unavailable.toTop')}
      </Button>
    </Stack>
  );
}
