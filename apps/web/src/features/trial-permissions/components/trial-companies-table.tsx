import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TrialCompany } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';
import { displayBusinessDate, periodText, userTypeText } from '../format';
import { GrantStatusChip } from './grant-status-chip';

export interface TrialCompanyActions {
  onGrant: (company: TrialCompany) => void;
  onRevoke: (company: TrialCompany) => void;
  onHistory: (company: TrialCompany) => void;
}

const COLUMNS = 9;
const nowrap = { whiteSpace: 'nowrap' } as const;
// Three short words side by side: the buttons need no more room than their text.
const actionSx = { ...nowrap, minWidth: 0, px: 1 } as const;

/** Every trial company, by code, with this station company's grant to it and what can be done about it. */
export function TrialCompaniesTable({
  companies,
  onGrant,
  onRevoke,
  onHistory,
}: TrialCompanyActions & { companies: readonly TrialCompany[] }) {
  const { t } = useTranslation();
  const none = t('trialPermissions.none');
  return (
    <TableScroller label={t('trialPermissions.list.tableLabel')}>
      <Table size="small" aria-label={t('trialPermissions.list.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...nowrap, minWidth: '12em' }}>{t('trialPermissions.list.company')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.userType')}</TableCell>
            <TableCell sx={{ ...nowrap, minWidth: '8em' }}>{t('trialPermissions.list.users')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.registeredAt')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.scope')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.period')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.grantedBy')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.status')}</TableCell>
            <TableCell sx={nowrap}>{t('trialPermissions.list.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {companies.length === 0 && (
            <TableRow>
              <TableCell colSpan={COLUMNS} sx={{ color: 'text.secondary' }}>
                {t('trialPermissions.list.empty')}
              </TableCell>
            </TableRow>
          )}
          {companies.map((company) => {
            const { grant } = company;
            return (
              <TableRow key={company.code}>
                <TableCell component="th" scope="row">
                  {company.name}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', ...nowrap }}>
                    {t('trialPermissions.list.companyCode', { code: company.code })}
                  </Typography>
                </TableCell>
                <TableCell sx={nowrap}>{userTypeText(t, company.userType)}</TableCell>
                <TableCell>{company.users.length > 0 ? formatList(company.users.map((user) => user.name)) : none}</TableCell>
                <TableCell sx={nowrap}>{displayBusinessDate(company.registeredAt)}</TableCell>
                <TableCell sx={nowrap}>{t(`trialPermissions.scopes.${grant?.scope ?? 'none'}`)}</TableCell>
                <TableCell sx={nowrap}>{grant ? periodText(t, grant.validFrom, grant.validUntil) : none}</TableCell>
                <TableCell sx={nowrap}>
                  {grant ? (
                    <>
                      {grant.grantedBy?.name ?? t('trialPermissions.system')}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {formatDateTime(grant.grantedAt)}
                      </Typography>
                    </>
                  ) : (
                    none
                  )}
                </TableCell>
                <TableCell>
                  <GrantStatusChip status={grant?.status ?? 'none'} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <Button
                      size="small"
                      variant={grant ? 'text' : 'contained'}
                      aria-label={t(grant ? 'trialPermissions.list.changeLabel' : 'trialPermissions.list.grantLabel', {
                        name: company.name,
                      })}
                      onClick={() => onGrant(company)}
                      sx={actionSx}
                    >
                      {t(grant ? 'trialPermissions.list.change' : 'trialPermissions.list.grant')}
                    </Button>
                    {grant && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={t('trialPermissions.list.revokeLabel', { name: company.name })}
                        onClick={() => onRevoke(company)}
                        sx={actionSx}
                      >
                        {t('trialPermissions.list.revoke')}
                      </Button>
                    )}
                    <Button
                      size="small"
                      aria-label={t('trialPermissions.list.historyLabel', { name: company.name })}
                      onClick={() => onHistory(company)}
                      sx={actionSx}
                    >
                      {t('trialPermissions.list.history')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
