import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { toMessageCode } from '../../../lib/error-message';
import { useDeleteSession } from '../api/delete-session';

/**
 * Ends the session on the server, forgets everything cached for this user (the notification
 * polling stops with it) and goes to the login page. A failure is shown just below the button.
 */
export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout, isPending, error } = useDeleteSession();

  const onClick = async () => {
    if (await logout()) navigate('/login', { replace: true });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Button variant="outlined" size="small" onClick={onClick} disabled={isPending}>
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
