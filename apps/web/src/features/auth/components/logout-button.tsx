import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { toMessageCode } from '../../../lib/error-message';
import { useLogout } from '../api/delete-session';

/** Logs out (SPEC.md §4) and shows the logout page. A failure is shown just below the button. */
export function LogoutButton({ resetPageState }: { resetPageState: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const { logout, isPending, error } = useLogout({ resetPageState });

  return (
    <Box sx={{ position: 'relative' }}>
      <Button variant="outlined" size="small" onClick={() => void logout()} disabled={isPending}>
        {isPending ? t('shell.loggingOut') : t('shell.logout')}
      </Button>
      {error !== null && (
        <Box sx={{ position: 'absolute', top: '100%', right: 0, mt: 1, width: 320, zIndex: 'tooltip' }}>
          <InlineError>{t(`errors.${toMessageCode(error)}`)}</InlineError>
        </Box>
      )}
    </Box>
  );
}
