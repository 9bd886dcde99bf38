import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { toMessageCode } from '../../../lib/error-message';
import { useDeleteSession } from '../api/delete-session';

export function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const deleteSession = useDeleteSession();

  const logout = () => deleteSession.mutate(undefined, { onSuccess: () => navigate('/login', { replace: true }) });

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={logout} disabled={deleteSession.isPending}>
        {deleteSession.isPending ? t('top.loggingOut') : t('top.logout')}
      </Button>
      {deleteSession.isError && <InlineError>{t(`errors.${toMessageCode(deleteSession.error)}`)}</InlineError>}
    </Stack>
  );
}
