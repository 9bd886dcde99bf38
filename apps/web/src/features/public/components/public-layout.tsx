import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { PublicHeader } from '../../../components/public-header';
import { AppQueryProvider } from '../../../lib/app-query-provider';
import '../public-catalogue';

/**
 * The frame of the pre-login forms (member entry, its withdrawal, password reset): the service's
 * name above one column of content. No shell, no menu, no session: the visitor has no account yet.
 */
export function PublicLayout() {
  return (
    <AppQueryProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <PublicHeader />
        <Box component="main" sx={{ flex: 1, px: 2, py: { xs: 3, sm: 5 } }}>
          <Box sx={{ maxWidth: 760, mx: 'auto' }}>
            <Outlet />
          </Box>
        </Box>
      </Box>
    </AppQueryProvider>
  );
}
