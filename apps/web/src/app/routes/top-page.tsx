import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GenericErrorPage } from '../../components/generic-error-page';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useUser } from '../../features/auth/api/get-user';
import { LogoutButton } from '../../features/auth/components/logout-button';
import { useSessionUserId } from '../../features/auth/components/require-session';
import { toMessageCode } from '../../lib/error-message';

/** Placeholder top page until the application shell (top bar, side menu) arrives. */
export function TopPage() {
  const { t } = useTranslation();
  const user = useUser(useSessionUserId());

  if (user.isPending) return <LoadingOverlay />;
  if (user.isError) return <GenericErrorPage messageCode={toMessageCode(user.error)} />;

  return (
    <Box component="main" sx={{ p: { xs: 3, md: 6 } }}>
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {t('top.greeting', { name: user.data.name })}
        </Typography>
        <Typography color="text.secondary">{t('top.company', { company: user.data.company.name })}</Typography>
        <LogoutButton />
      </Stack>
    </Box>
  );
}
