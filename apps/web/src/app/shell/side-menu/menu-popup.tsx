import Box from '@mui/material/Box';
import type { KeyboardEventHandler, MouseEventHandler, ReactNode, RefObject } from 'react';
import { AIM_TARGET_ATTRIBUTE } from './menu-popups';
import { usePopupPosition, VIEWPORT_MARGIN_PX } from './use-popup-position';

interface MenuPopupProps {
  id?: string;
  anchorRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  children: ReactNode;
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
  onClick?: MouseEventHandler<HTMLDivElement>;
  /** A label-only flyout repeats the entry's spoken name, so it is hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * The panel that opens beside a menu entry. Rendered in place (not in a portal) so that Tab moves
 * from the entry into the panel and on to the next entry, and built on plain elements instead of
 * MUI's Popper so the shell's first load stays small.
 */
export function MenuPopup({ id, anchorRef, panelRef, children, onKeyDown, onClick, decorative }: MenuPopupProps) {
  const position = usePopupPosition(anchorRef, panelRef);
  return (
    <Box
      ref={panelRef}
      id={id}
      aria-hidden={decorative ? true : undefined}
      // The pointer's safe triangle aims at a group's links, not at a name shown on hover.
      {...(decorative ? {} : { [AIM_TARGET_ATTRIBUTE]: '' })}
      onKeyDown={onKeyDown}
      onClick={onClick}
      sx={{
        position: 'fixed',
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        // Transparent rather than hidden until measured, so focus can move in at once.
        opacity: position ? 1 : 0,
        zIndex: 'tooltip',
        minWidth: decorative ? 0 : 200,
        // On a narrow window the popup may not leave the screen (use-popup-position keeps it in).
        maxWidth: `min(320px, calc(100vw - ${2 * VIEWPORT_MARGIN_PX}px))`,
        py: decorative ? 0.75 : 1,
        px: decorative ? 1.5 : 0,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 8,
      }}
    >
      {children}
    </Box>
  );
}
