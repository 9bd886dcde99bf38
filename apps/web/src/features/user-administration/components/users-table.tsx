import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CompanyUser } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';
import { inLicenceOrder, licenceName } from '../licences';
import { type UserAction, UserRowActions } from './user-row-actions';
import { UserStatusChip } from './user-status-chip';

interface UsersTableProps {
  users: readonly CompanyUser[];
  /** The logged-in administrator, whose row says so and cannot be deactivated from here. */
  callerId: number | undefined;
  onAction: (user: CompanyUser, action: UserAction) => void;
}

const COLUMNS = 7;
const nowrap = { whiteSpace: 'nowrap' } as const;

/** The company's users as the server orders them, with what each may use and what can be done to them. */
export function UsersTable({ users, callerId, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroller label={t('userAdministration.list.tableLabel')}>
      <Table size="small" aria-label={t('userAdministration.list.tableLabel')} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            <TableCell sx={nowrap}>{t('userAdministration.list.account')}</TableCell>
            <TableCell sx={{ ...nowrap, minWidth: '8em' }}>{t('userAdministration.list.name')}</TableCell>
            <TableCell sx={nowrap}>{t('userAdministration.list.role')}</TableCell>
            <TableCell sx={{ ...nowrap, minWidth: '14em' }}>{t('userAdministration.list.licences')}</TableCell>
            <TableCell sx={nowrap}>{t('userAdministration.list.lastLogin')}</TableCell>
            <TableCell sx={nowrap}>{t('userAdministration.list.status')}</TableCell>
            <TableCell sx={nowrap}>{t('userAdministration.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS} sx={{ color: 'text.secondary' }}>
                {t('userAdministration.list.empty')}
              </TableCell>
            </TableRow>
          )}
          {users.map((user) => {
            const isSelf = user.id === callerId;
            return (
              <TableRow key={user.id}>
                <TableCell component="th" scope="row" sx={nowrap}>
                  {user.account}
                </TableCell>
                <TableCell>
                  {user.name}
                  {isSelf && (
                    <Typography component="span" variant="body2" color="text.secondary" sx={nowrap}>
                      {t('userAdministration.you')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={nowrap}>{t(`userAdministration.roles.${user.roleId}`)}</TableCell>
                <TableCell>
                  <Typography variant="body2">
                    {user.licences.length > 0
                      ? formatList(inLicenceOrder(user.licences).map((code) => licenceName(t, code)))
                      : t('userAdministration.list.noLicences')}
                  </Typography>
                </TableCell>
                <TableCell sx={nowrap}>
                  {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : t('userAdministration.list.neverLoggedIn')}
                </TableCell>
                <TableCell>
                  <UserStatusChip status={user.status} />
                </TableCell>
                <TableCell>
                  <UserRowActions user={user} isSelf={isSelf} onAction={(action) => onAction(user, action)} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
