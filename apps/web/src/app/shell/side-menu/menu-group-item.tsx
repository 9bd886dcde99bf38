import Box from '@mui/material/Box';
import type { NotificationsResponse } from '@tvcm/contracts';
import { type FocusEvent, type KeyboardEvent, useId, useRef } from 'react';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { MenuGroup } from '../../../features/shell/menu/compute-menu';
import { entryBadge } from '../../../features/shell/menu/menu-badge';
import { useTranslation } from '../../../lib/i18n';
import { type FocusTarget, focusLinkAtTarget } from './focus-link';
import { MenuEntryContent } from './menu-entry-content';
import { menuEntrySx } from './menu-entry-styles';
import { MenuGroupPanel } from './menu-group-panel';
import type { OpenCause } from './menu-popup-coordinator';
import { useMenuPopup } from './menu-popups';

interface MenuGroupItemProps {
  group: MenuGroup;
  collapsed: boolean;
  notifications: NotificationsResponse | undefined;
}

/**
 * A parent with several children (SPEC.md §2): its children open in a popup after a short hover,
 * on focus, or with Enter, Space or the arrow keys (ARCHITECTURE convention 9). The popup sits
 * right after the parent in the page, so Tab walks through the children and on to the next entry;
 * leaving the group with focus or pointer closes it, and so does a second click on the parent.
 * Which popup is open is decided for the whole menu (menu-popups.tsx): one at a time.
 */
export function MenuGroupItem({ group, collapsed, notifications }: MenuGroupItemProps) {
  const { t } = useTranslation();
  const { expanded, show, hide, click, hoverProps } = useMenuPopup(group.id);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // Returning focus to the parent must not reopen the popup that Escape just closed.
  const suppressFocusOpen = useRef(false);
  const baseId = useId();
  const popupId = `${baseId}-popup`;
  const headingId = `${baseId}-heading`;
  const descriptionId = `${baseId}-description`;

  const label = t(`menu.items.${group.label}`);
  const tooltip = group.tooltip ? t(`menu.tooltips.${group.tooltip}`) : undefined;

  /** Gives focus asked for by the keyboard to the popup's links, once they exist. */
  const takePendingFocus = () => {
    if (!pendingFocus.current || !panelRef.current) return;
    focusLinkAtTarget(panelRef.current, pendingFocus.current);
    pendingFocus.current = null;
  };
  const open = (cause: OpenCause, focus?: FocusTarget) => {
    pendingFocus.current = focus ?? null;
    show(cause);
    if (expanded) takePendingFocus();
  };
  const close = (returnFocus: boolean) => {
    pendingFocus.current = null;
    hide();
    if (returnFocus) {
      suppressFocusOpen.current = true;
      triggerRef.current?.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowRight', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      open('keyboard', 'first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('keyboard', 'last');
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close(false);
    }
  };
  const onTriggerFocus = () => {
    if (suppressFocusOpen.current) {
      suppressFocusOpen.current = false;
      return;
    }
    open('focus');
  };
  const onItemBlur = (event: FocusEvent) => {
    if (!itemRef.current?.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <li ref={itemRef} onBlur={onItemBlur} {...hoverProps}>
      <Box
        component="button"
        type="button"
        ref={triggerRef}
        aria-expanded={expanded}
        aria-controls={expanded ? popupId : undefined}
        aria-describedby={tooltip ? descriptionId : undefined}
        onClick={click}
        onFocus={onTriggerFocus}
        onKeyDown={onTriggerKeyDown}
        sx={menuEntrySx(collapsed)}
      >
        <MenuEntryContent
          label={label}
          icon={group.icon}
          badge={entryBadge(group, notifications)}
          collapsed={collapsed}
          trailing={
            <Box component="span" aria-hidden="true" sx={{ color: 'text.secondary' }}>
              ›
            </Box>
          }
        />
      </Box>
      {tooltip && <VisuallyHidden id={descriptionId}>{tooltip}</VisuallyHidden>}
      {expanded && (
        <MenuGroupPanel
          id={popupId}
          headingId={headingId}
          group={group}
          notifications={notifications}
          anchorRef={itemRef}
          panelRef={panelRef}
          onReady={takePendingFocus}
          onClose={close}
        />
      )}
    </li>
  );
}
