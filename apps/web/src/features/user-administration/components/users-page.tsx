import '../catalogue';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyUser } from '@tvcm/contracts';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useCompanyUsers } from '../api/get-company-users';
import { EditUserDialog } from './edit-user-dialog';
import { HistoryDialog } from './history-dialog';
import { InviteDialog } from './invite-dialog';
import { type PendingUserAction, UserActionDialog } from './user-action-dialog';
import type { UserAction } from './user-row-actions';
import { UsersTable } from './users-table';

/** The part of the login guard's outlet context this page reads: who is logged in. */
interface CallerContext {
  userId: number;
}

/** A dialog that opens afresh each time: which opening, and whether it is open now. */
interface Opening<Subject> {
  subject: Subject | null;
  opening: number;
}

/**
 * `/manage/users` (ユーザー一覧, administrators only): the company's users, their roles and the
 * licences given to them; invite, change, deactivate and reactivate, mails, and the history.
 */
export function UsersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('userAdministration.heading'));
  const callerId = useOutletContext<CallerContext | undefined>()?.userId;
  const users = useCompanyUsers();
  const [inviting, setInviting] = useState<Opening<true>>({ subject: null, opening: 0 });
  const [editing, setEditing] = useState<Opening<CompanyUser>>({ subject: null, opening: 0 });
  const [pending, setPending] = useState<PendingUserAction | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const companyLicences = users.data?.companyLicences ?? [];

  const onAction = (user: CompanyUser, action: UserAction) => {
    if (action === 'edit') setEditing((previous) => ({ subject: user, opening: previous.opening + 1 }));
    else setPending({ user, action });
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={1} sx={{ maxWidth: 960 }}>
        <Typography component="h1" variant="h5">
          {t('userAdministration.heading')}
        </Typography>
        <Typography color="text.secondary">{t('userAdministration.lead')}</Typography>
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          disabled={!users.data}
          onClick={() => setInviting((previous) => ({ subject: true, opening: previous.opening + 1 }))}
        >
          {t('userAdministration.invite')}
        </Button>
        <Button variant="outlined" onClick={() => setHistoryOpen(true)}>
          {t('userAdministration.history')}
        </Button>
      </Stack>
      {users.data ? (
        <UsersTable users={users.data.users} callerId={callerId} onAction={onAction} />
      ) : (
        <QueryFallback error={users.error} />
      )}
      <InviteDialog
        open={inviting.subject !== null}
        opening={inviting.opening}
        companyLicences={companyLicences}
        onClose={() => setInviting((previous) => ({ ...previous, subject: null }))}
      />
      <EditUserDialog
        user={editing.subject}
        opening={editing.opening}
        companyLicences={companyLicences}
        onClose={() => setEditing((previous) => ({ ...previous, subject: null }))}
      />
      <UserActionDialog pending={pending} onClose={() => setPending(null)} />
      <HistoryDialog open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
