import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/i18n';
import type ja from '../../locales/ja/shell.json';

export type PlaceholderTitle = keyof typeof ja.placeholder.titles;

/** The "coming soon" mark shared by the placeholders inside and outside the shell. */
export function ComingSoonMark() {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        alignSelf: 'flex-start',
        px: 1.5,
        py: 0.25,
        borderRadius: 4,
        bgcolor: 'grey.200',
        color: 'text.primary',
        typography: 'body2',
        fontWeight: 'bold',
      }}
    >
      {t('placeholder.comingSoon')}
    </Box>
  );
}

/** A route of SPEC.md §2 whose screen a later release builds: shown inside the shell for now. */
export function PlaceholderPage({ title }: { title: PlaceholderTitle }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5">
        {t(`placeholder.titles.${title}`)}
      </Typography>
      <ComingSoonMark />
      <Typography color="text.secondary">{t('placeholder.description')}</Typography>
    </Stack>
  );
}
