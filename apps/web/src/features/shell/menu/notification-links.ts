import type { NotificationsResponse } from '@tvcm/contracts';
import type { MenuLink, MenuSection } from './compute-menu';
import { type BadgeSignal, badgeFlags, type NotificationFlag } from './menu-badge';

export interface NotificationLink {
  flag: NotificationFlag;
  signal: BadgeSignal;
  link: MenuLink;
}

/**
 * The lit notifications the user can act on, each with the menu link that leads to it. A flag
 * whose entry the user's licences hide is left out, like its badge.
 */
export function notificationLinks(menu: MenuSection[], notifications: NotificationsResponse | undefined): NotificationLink[] {
  if (!notifications) return [];
  const links = menu.flatMap((section) =>
    section.entries.flatMap((entry) => (entry.type === 'group' ? entry.children : [entry])),
  );
  return links.flatMap((link) =>
    link.badge
      ? badgeFlags(link.badge)
          .filter(({ flag }) => notifications[flag])
          .map(({ flag, signal }) => ({ flag, signal, link }))
      : [],
  );
}
