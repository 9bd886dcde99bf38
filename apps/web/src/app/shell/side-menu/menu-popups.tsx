import { createContext, type ReactNode, type RefObject, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { MenuPopupCoordinator, type OpenCause } from './menu-popup-coordinator';

/** Marks the popup the safe triangle aims at: a group's popup, not a collapsed entry's name flyout. */
export const AIM_TARGET_ATTRIBUTE = 'data-menu-aim-target';

const MenuPopupsContext = createContext<MenuPopupCoordinator | null>(null);

/**
 * One coordinator for the whole side menu, so that only one popup is open at a time. Pointer
 * moves anywhere inside `containerRef` (the menu and its popups, which are rendered in place) feed
 * the safe triangle.
 */
export function MenuPopupsProvider({
  containerRef,
  children,
}: {
  containerRef: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const [coordinator] = useState(
    () =>
      new MenuPopupCoordinator(() => {
        const panel = containerRef.current?.querySelector(`[${AIM_TARGET_ATTRIBUTE}]`);
        return panel ? panel.getBoundingClientRect() : null;
      }),
  );
  useEffect(() => {
    const container = containerRef.current;
    const onMove = (event: MouseEvent) => coordinator.pointerMoved({ x: event.clientX, y: event.clientY });
    container?.addEventListener('mousemove', onMove);
    return () => container?.removeEventListener('mousemove', onMove);
  }, [containerRef, coordinator]);
  useEffect(() => () => coordinator.dispose(), [coordinator]);
  return <MenuPopupsContext.Provider value={coordinator}>{children}</MenuPopupsContext.Provider>;
}

/** The popup state of one menu entry, and the ways to change it. */
export function useMenuPopup(id: string) {
  const coordinator = useContext(MenuPopupsContext);
  if (!coordinator) throw new Error('useMenuPopup needs a MenuPopupsProvider');
  const open = useSyncExternalStore(coordinator.subscribe, coordinator.getOpen);
  return {
    expanded: open?.id === id,
    show: (cause: OpenCause) => coordinator.show(id, cause),
    hide: () => coordinator.hide(id),
    click: () => coordinator.click(id),
    hoverProps: {
      onMouseEnter: () => coordinator.pointerEntered(id),
      onMouseLeave: () => coordinator.pointerLeft(id),
    },
  };
}
