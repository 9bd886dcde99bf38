import { SIDE_MENU_WIDTH } from '@tvcm/contracts';

/**
 * Below a tablet's width (MUI's `md` breakpoint, 900 px) the open menu would leave the page too
 * little room: there the menu starts collapsed and opens as a drawer over the page.
 */
export const NARROW_WINDOW_QUERY = '(max-width: 899.95px)';

export interface SideMenuLayout {
  open: boolean;
  /** The menu's content is taller than the window, so it scrolls. */
  overflowing: boolean;
  /** The OS draws scrollbars that take room (Windows, most Linux) rather than overlaying them (macOS, phones). */
  classicScrollbar: boolean;
}

/**
 * Width of the side menu in px (SPEC.md §9). A scrolling menu is wider so its scrollbar does not
 * eat into the labels; collapsed, only a scrollbar that takes room needs the extra width.
 */
export function sideMenuWidth({ open, overflowing, classicScrollbar }: SideMenuLayout): number {
  if (!overflowing) return open ? SIDE_MENU_WIDTH.open : SIDE_MENU_WIDTH.collapsed;
  if (open) return SIDE_MENU_WIDTH.openWithScrollbar;
  return classicScrollbar
    ? SIDE_MENU_WIDTH.collapsedWithScrollbar.classicScrollbar
    : SIDE_MENU_WIDTH.collapsedWithScrollbar.overlayScrollbar;
}

let measuredScrollbarWidth: number | undefined;

/** Width the browser's scrollbars take from the content, measured once: 0 with overlay scrollbars. */
export function scrollbarWidth(): number {
  if (measuredScrollbarWidth !== undefined) return measuredScrollbarWidth;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-9999px;width:100px;height:100px;overflow:scroll;visibility:hidden';
  document.body.appendChild(probe);
  measuredScrollbarWidth = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return measuredScrollbarWidth;
}
