import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { QueryFallback } from '../../components/query-fallback';
import { useLicence } from '../../features/auth/api/get-licence';
import { useUser } from '../../features/auth/api/get-user';
import { useSessionUserId } from '../../features/auth/components/require-session';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { computeMenu } from '../../features/shell/menu/compute-menu';
import { useDocumentTitle } from '../../lib/document-title';
import { useTranslation } from '../../lib/i18n';
import { useShownAfterFirstPaint } from '../../lib/use-shown-after-first-paint';
import { MENU_DEFINITION } from '../menu/menu-entries';
import { TopMorePages } from './top/top-more-pages';
import { TopNotifications } from './top/top-notifications';
import { TopShortcuts } from './top/top-shortcuts';

/** The top page inside the shell: a greeting, the current notifications and shortcuts. */
export function TopPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('menu.items.top'));
  const user = useUser(useSessionUserId());
  const licence = useLicence();
  // The same query the side menu polls: one request serves both.
  const notifications = useNotifications();
  const menu = useMemo(() => (licence.data ? computeMenu(licence.data, MENU_DEFINITION) : undefined), [licence.data]);

  // Shown whole, once the notifications are known too: a list appearing later would push the
  // shortcuts down under the user's pointer. Once their call has failed (a toast says so, and the
  // retries go on) the rest is shown without them.
  const awaitingNotifications = notifications.isPending && notifications.failureCount === 0;
  // The greeting and the notifications first; the shortcuts below them follow right after.
  const shortcutsShown = useShownAfterFirstPaint();
  if (!user.data || !menu || awaitingNotifications) {
    return <QueryFallback error={user.error ?? licence.error} />;
  }

  return (
    <Stack spacing={4}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {t('top.greeting', { name: user.data.name })}
        </Typography>
        <Typography color="text.secondary">{t('top.company', { company: user.data.company.name })}</Typography>
      </Stack>
      <TopNotifications menu={menu} notifications={notifications.data} />
      {shortcutsShown && <TopShortcuts menu={menu} />}
      {shortcutsShown && licence.data && <TopMorePages licence={licence.data} />}
    </Stack>
  );
}
