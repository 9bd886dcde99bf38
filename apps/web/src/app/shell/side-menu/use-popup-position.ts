import { type RefObject, useLayoutEffect, useState } from 'react';

/** Keeps a popup this far from the window's edges. */
export const VIEWPORT_MARGIN_PX = 8;

export interface PopupPosition {
  top: number;
  left: number;
}

/**
 * Places a fixed-position popup beside its entry, just right of the side menu, and inside the
 * window (on both axes), for as long as it is mounted. Fixed positioning lets it leave the menu's scroll area without a portal, so it stays
 * next to its entry in the tab order. Measured before paint, and again on scroll and resize.
 */
export function usePopupPosition(
  anchorRef: RefObject<HTMLElement | null>,
  popupRef: RefObject<HTMLElement | null>,
): PopupPosition | null {
  const [position, setPosition] = useState<PopupPosition | null>(null);

  useLayoutEffect(() => {
    const update = () => {
      const anchor = anchorRef.current;
      const popup = popupRef.current;
      if (!anchor || !popup) return;
      const anchorBox = anchor.getBoundingClientRect();
      const menuEdge = anchor.closest('nav')?.getBoundingClientRect().right ?? anchorBox.right;
      const lowestTop = window.innerHeight - popup.offsetHeight - VIEWPORT_MARGIN_PX;
      // A drawer-wide menu on a phone leaves little room on its right: then the popup overlaps it.
      const rightmostLeft = window.innerWidth - popup.offsetWidth - VIEWPORT_MARGIN_PX;
      setPosition({
        top: Math.max(VIEWPORT_MARGIN_PX, Math.min(anchorBox.top, lowestTop)),
        left: Math.max(VIEWPORT_MARGIN_PX, Math.min(menuEdge, rightmostLeft)),
      });
    };
    update();
    window.addEventListener('resize', update);
    // Capture: scrolling the menu (not the window) must move the popup too.
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [anchorRef, popupRef]);

  return position;
}
