import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Logo } from '../../../components/logo';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import '../public-catalogue';

/**
 * The frame of the pre-login forms (member entry, its withdrawal, password reset): the service's
 * name above one column of content. No shell, no menu, no session: the visitor has no account yet.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <AppQueryProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 3,
            py: 1.5,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Logo size={36} />
          <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
            {t('app.name')}
          </Typography>
        </Box>
        <Box component="main" sx={{ flex: 1, px: 2, py: { xs: 3, sm: 5 } }}>
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </AppQueryProvider>
  );
}
