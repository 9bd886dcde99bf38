import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLogout } from '../api/delete-session';
import { preloadLogoutPage } from '../preload-logout-page';

/** Logs out (SPEC.md §4) and shows the logout page, whether or not the server can be reached. */
export function LogoutButton({ resetPageState }: { resetPageState: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout({ resetPageState });
  useEffect(preloadLogoutPage, []);

  return (
    <Button variant="outlined" size="small" onClick={() => void logout()} disabled={isPending}>
      {isPending ? t('shell.loggingOut') : t('shell.logout')}
    </Button>
  );
}
