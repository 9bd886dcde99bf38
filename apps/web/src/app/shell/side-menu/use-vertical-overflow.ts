import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether a scroll area's content is taller than the area, so it shows a scrollbar. Follows
 * window resizes and content changes (a menu that grows once the licences arrive).
 */
export function useVerticalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom and very old browsers: assume no scrollbar rather than fail.
    if (!element || typeof ResizeObserver === 'undefined') return;
    // The observer reports each element once when it starts, after the browser's own layout:
    // measuring here as well would force a layout of the whole page before it is painted.
    const observer = new ResizeObserver(() => setOverflowing(element.scrollHeight > element.clientHeight));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);

  return overflowing;
}
