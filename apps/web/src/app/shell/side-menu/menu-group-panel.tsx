import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NotificationsResponse } from '@tvcm/contracts';
import { type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';
import type { MenuGroup } from '../../../features/shell/menu/compute-menu';
import { entryBadge } from '../../../features/shell/menu/menu-badge';
import { useTranslation } from '../../../lib/i18n';
import { MenuAnchor } from '../menu-anchor';
import { NotificationBadge } from '../notification-badge';
import { focusLinkAt } from './focus-link';
import { menuEntrySx, menuLabelSx } from './menu-entry-styles';
import { MenuPopup } from './menu-popup';

interface MenuGroupPanelProps {
  id: string;
  headingId: string;
  group: MenuGroup;
  notifications: NotificationsResponse | undefined;
  anchorRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Called once the links exist, so focus asked for by the keyboard can move into them. */
  onReady: () => void;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The popup of a menu group: its name, its tooltip and its children. Inside, the arrow keys, Home and End move between the links; Escape or
 * ArrowLeft closes and returns to the parent.
 */
export function MenuGroupPanel({
  id,
  headingId,
  group,
  notifications,
  anchorRef,
  panelRef,
  onReady,
  onClose,
}: MenuGroupPanelProps) {
  const { t } = useTranslation();
  const tooltip = group.tooltip ? t(`menu.tooltips.${group.tooltip}`) : undefined;

  // Before paint, so a keyboard user's focus lands in the popup without a visible hop. Later runs
  // (a new callback on each render of the parent) find no focus pending and do nothing.
  useLayoutEffect(onReady, [onReady]);

  const onKeyDown = (event: KeyboardEvent) => {
    const links = Array.from(panelRef.current?.querySelectorAll('a[href]') ?? []);
    const current = links.indexOf(document.activeElement as Element);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusLinkAt(panelRef.current, current + 1),
      ArrowUp: () => focusLinkAt(panelRef.current, current - 1),
      Home: () => focusLinkAt(panelRef.current, 0),
      End: () => focusLinkAt(panelRef.current, -1),
      Escape: () => onClose(true),
      ArrowLeft: () => onClose(true),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // The parent's own key handling must not see keys meant for the popup.
    event.stopPropagation();
    move();
  };

  return (
    <MenuPopup id={id} anchorRef={anchorRef} panelRef={panelRef} onKeyDown={onKeyDown} onClick={() => onClose(false)}>
      <Typography id={headingId} variant="subtitle2" component="p" sx={{ px: 2, pb: 0.5 }}>
        {t(`menu.items.${group.label}`)}
      </Typography>
      {tooltip && (
        // Already spoken through the parent's description.
        <Typography aria-hidden="true" variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
          {tooltip}
        </Typography>
      )}
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.children.map((child) => {
          const badge = entryBadge(child, notifications);
          return (
            <li key={child.id}>
              <MenuAnchor target={child.target} newTab={child.newTab} sx={menuEntrySx(false)}>
                <Box component="span" sx={menuLabelSx}>
                  {t(`menu.items.${child.label}`)}
                </Box>
                {badge && <NotificationBadge state={badge} />}
              </MenuAnchor>
            </li>
          );
        })}
      </Box>
    </MenuPopup>
  );
}
