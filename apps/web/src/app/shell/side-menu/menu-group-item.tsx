import Box from '@mui/material/Box';
import type { NotificationsResponse } from '@tvcm/contracts';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden';
import type { MenuGroup } from '../../../features/shell/menu/compute-menu';
import { entryBadge } from '../../../features/shell/menu/menu-badge';
import { type FocusTarget, focusLinkAtTarget } from './focus-link';
import { MenuEntryContent } from './menu-entry-content';
import { menuEntrySx } from './menu-entry-styles';
import { MenuGroupPanel } from './menu-group-panel';
import { useHoverIntent } from './use-hover-intent';

interface MenuGroupItemProps {
  group: MenuGroup;
  collapsed: boolean;
  notifications: NotificationsResponse | undefined;
}

/**
 * A parent with several children (SPEC.md §2): its children open in a popup after a short hover,
 * on focus, or with Enter, Space or the arrow keys (ARCHITECTURE convention 9). The popup sits
 * right after the parent in the page, so Tab walks through the children and on to the next entry;
 * leaving the group with focus or pointer closes it.
 */
export function MenuGroupItem({ group, collapsed, notifications }: MenuGroupItemProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);
  // Returning focus to the parent must not reopen the popup that Escape just closed.
  const suppressFocusOpen = useRef(false);
  const { cancel, hoverProps } = useHoverIntent(setExpanded);
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
  const open = (focus?: FocusTarget) => {
    cancel();
    pendingFocus.current = focus ?? null;
    if (expanded) takePendingFocus();
    else setExpanded(true);
  };
  const close = (returnFocus: boolean) => {
    cancel();
    pendingFocus.current = null;
    setExpanded(false);
    if (returnFocus) {
      suppressFocusOpen.current = true;
      triggerRef.current?.focus();
    }
  };

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowRight', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      open('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      open('last');
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
    open();
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
        onClick={() => open()}
        onFocus={onTriggerFocus}
        onKeyDown={onTriggerKeyDown}
        sx={menuEntrySx(collapsed)}
      >
        <MenuEntryContent
          label={label}
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
