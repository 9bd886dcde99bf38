import { useEffect } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { useLogout } from '../api/delete-session';
import { preloadLogoutPage } from '../preload-logout-page';

/** Logs out (SPEC.md §4) and shows the logout page, whether or not the server can be reached. */
export function LogoutButton({ resetPageState }: { resetPageState: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { logout } = useLogout({ resetPageState });
  const sending = useSendOnce(logout);
  useEffect(preloadLogoutPage, []);

  return (
    <SendButton variant="outlined" size="small" onClick={() => void sending.run()} busy={sending.busy}>
      {sending.busy ? t('shell.loggingOut') : t('shell.logout')}
    </SendButton>
  );
}
