import Typography from '@mui/material/Typography';
import type { NotificationsResponse } from '@tvcm/contracts';
import { type FocusEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuLink } from '../../../features/shell/menu/compute-menu';
import { entryBadge } from '../../../features/shell/menu/menu-badge';
import { MenuAnchor } from '../menu-anchor';
import { MenuEntryContent } from './menu-entry-content';
import { menuEntrySx } from './menu-entry-styles';
import { MenuPopup } from './menu-popup';
import { useHoverIntent } from './use-hover-intent';

interface MenuLinkItemProps {
  link: MenuLink;
  collapsed: boolean;
  notifications: NotificationsResponse | undefined;
}

/** A menu entry that links straight to its page; collapsed, its full label shows on hover or focus. */
export function MenuLinkItem({ link, collapsed, notifications }: MenuLinkItemProps) {
  const { t } = useTranslation();
  const [showLabel, setShowLabel] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { cancel, hoverProps } = useHoverIntent(setShowLabel);
  const label = t(`menu.items.${link.label}`);

  const hide = () => {
    cancel();
    setShowLabel(false);
  };
  const labelFlyoutProps = collapsed
    ? {
        ...hoverProps,
        onFocus: () => setShowLabel(true),
        onBlur: (event: FocusEvent) => !itemRef.current?.contains(event.relatedTarget as Node | null) && hide(),
      }
    : {};

  return (
    <li ref={itemRef} {...labelFlyoutProps}>
      <MenuAnchor target={link.target} newTab={link.newTab} sx={menuEntrySx(collapsed)} onClick={hide}>
        <MenuEntryContent label={label} badge={entryBadge(link, notifications)} collapsed={collapsed} />
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
