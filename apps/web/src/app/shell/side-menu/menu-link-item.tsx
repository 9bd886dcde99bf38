import Typography from '@mui/material/Typography';
import type { NotificationsResponse } from '@tvcm/contracts';
import { type FocusEvent, useRef } from 'react';
import type { MenuTopLink } from '../../../features/shell/menu/compute-menu';
import { entryBadge } from '../../../features/shell/menu/menu-badge';
import { useTranslation } from '../../../lib/i18n';
import { MenuAnchor } from '../menu-anchor';
import { MenuEntryContent } from './menu-entry-content';
import { menuEntrySx } from './menu-entry-styles';
import { MenuPopup } from './menu-popup';
import { useMenuPopup } from './menu-popups';

interface MenuLinkItemProps {
  link: MenuTopLink;
  collapsed: boolean;
  notifications: NotificationsResponse | undefined;
}

/**
 * A menu entry that links straight to its page. Collapsed, it shows its icon, and its name beside
 * it on hover or focus, as one of the menu's popups (so it never stacks with a group's popup).
 */
export function MenuLinkItem({ link, collapsed, notifications }: MenuLinkItemProps) {
  const { t } = useTranslation();
  const itemRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { expanded: showLabel, show, hide, hoverProps } = useMenuPopup(link.id);
  const label = t(`menu.items.${link.label}`);
  const labelFlyoutProps = collapsed
    ? {
        ...hoverProps,
        onFocus: () => show('focus'),
        onBlur: (event: FocusEvent) => !itemRef.current?.contains(event.relatedTarget as Node | null) && hide(),
      }
    : {};

  return (
    <li ref={itemRef} {...labelFlyoutProps}>
      <MenuAnchor target={link.target} newTab={link.newTab} sx={menuEntrySx(collapsed)} onClick={hide}>
        <MenuEntryContent label={label} icon={link.icon} badge={entryBadge(link, notifications)} collapsed={collapsed} />
      </MenuAnchor>
      {collapsed && showLabel && (
        <MenuPopup anchorRef={itemRef} panelRef={panelRef} decorative>
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
            {label}
          </Typography>
        </MenuPopup>
      )}
    </li>
  );
}
