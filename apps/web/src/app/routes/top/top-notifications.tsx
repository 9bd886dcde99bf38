import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NotificationsResponse } from '@tvcm/contracts';
import { useId } from 'react';
import type { MenuSection } from '../../../features/shell/menu/compute-menu';
import { badgeStateOf } from '../../../features/shell/menu/menu-badge';
import { notificationLinks } from '../../../features/shell/menu/notification-links';
import { useTranslation } from '../../../lib/i18n';
import { MenuAnchor } from '../../shell/menu-anchor';
import { NotificationBadge } from '../../shell/notification-badge';

interface TopNotificationsProps {
  menu: MenuSection[];
  notifications: NotificationsResponse | undefined;
}

/** The user's current notifications, each a link to the list it concerns. */
export function TopNotifications({ menu, notifications }: TopNotificationsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const links = notificationLinks(menu, notifications);
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('top.notificationsHeading')}
      </Typography>
      {notifications && links.length === 0 && <Typography color="text.secondary">{t('top.noNotifications')}</Typography>}
      {links.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {links.map(({ flag, signal, link }) => {
            const badge = badgeStateOf([signal]);
            return (
              <li key={flag}>
                <MenuAnchor
                  target={link.target}
                  newTab={link.newTab}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'primary.main' }}
                >
                  {badge && <NotificationBadge state={badge} decorative />}
                  {t(`top.notifications.${flag}`)}
                </MenuAnchor>
              </li>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
