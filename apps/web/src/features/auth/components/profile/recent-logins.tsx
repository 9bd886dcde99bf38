import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { User } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { InlineQueryFallback } from '../../../../components/inline-query-fallback';
import { TableScroller } from '../../../../components/table-scroller';
import { formatDateTime } from '../../../../lib/format-date-time';
import { type TFunction, useTranslation } from '../../../../lib/i18n';
import { useRecentLogins } from '../../api/get-recent-logins';
import { browserNameOf } from './browser-name';
import { ProfileSection } from './profile-section';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The browser in a few words; the whole user agent stays in the cell's title. */
function browserText(t: TFunction, userAgent: string | null): string {
  if (!userAgent) return t('profile.logins.unknown');
  const { browser, os } = browserNameOf(userAgent);
  const name = browser ?? t('profile.logins.otherBrowser');
  return os ? t('profile.logins.browserOn', { browser: name, os }) : name;
}

/** The user's recent logins, newest first, for spotting one they did not make; this session's is marked. */
export function RecentLogins({ user }: { user: User }) {
  const { t } = useTranslation();
  const logins = useRecentLogins(user.id);

  let content: ReactNode;
  if (logins.error || !logins.data) {
    content = <InlineQueryFallback error={logins.error} />;
  } else if (logins.data.length === 0) {
    content = <Typography color="text.secondary">{t('profile.logins.empty')}</Typography>;
  } else {
    content = (
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.logins.lead', { count: logins.data.length })}
        </Typography>
        <TableScroller label={t('profile.logins.tableLabel')}>
          <Table size="small" aria-label={t('profile.logins.tableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>{t('profile.logins.at')}</TableCell>
                <TableCell sx={nowrap}>{t('profile.logins.ipAddress')}</TableCell>
                <TableCell sx={nowrap}>{t('profile.logins.browser')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {logins.data.map((login, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: logins have no id of their own, and the list is only read
                <TableRow key={index}>
                  <TableCell component="th" scope="row" sx={nowrap}>
                    {formatDateTime(login.loggedInAt)}
                    {login.current && <Chip size="small" variant="outlined" label={t('profile.logins.current')} sx={{ ml: 1 }} />}
                  </TableCell>
                  <TableCell sx={nowrap}>{login.ipAddress ?? t('profile.logins.unknown')}</TableCell>
                  <TableCell title={login.userAgent ?? undefined}>{browserText(t, login.userAgent)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      </Stack>
    );
  }

  return <ProfileSection title={t('profile.loginsHeading')}>{content}</ProfileSection>;
}
