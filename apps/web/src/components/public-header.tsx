import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { Logo } from './logo';

/** The header of the pages outside the shell (the pre-login forms, the legal pages): the logo and the service's name, then `children`. */
export function PublicHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        px: { xs: 2, sm: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Logo size={36} />
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', flex: 1 }}>
        {t('app.name')}
      </Typography>
      {children}
    </Box>
  );
}
