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
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);

  return overflowing;
}
