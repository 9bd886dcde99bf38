import { type RefObject, useLayoutEffect, useState } from 'react';

export interface SidewaysOverflow {
  /** Content lies hidden beyond the left edge: the box has been scrolled. */
  before: boolean;
  /** Content lies hidden beyond the right edge. */
  after: boolean;
}

const NONE: SidewaysOverflow = { before: false, after: false };

/**
 * Which sides of a sideways-scrolling box hide part of its content, following scrolls, window
 * resizes and content that changes. A box whose content fits never changes state, so it never
 * renders again because of this.
 */
export function useSidewaysOverflow(ref: RefObject<HTMLElement | null>): SidewaysOverflow {
  const [overflow, setOverflow] = useState(NONE);

  useLayoutEffect(() => {
    const element = ref.current;
    // jsdom: nothing is laid out, so nothing overflows.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // A pixel of rounding is not content.
      const before = hidden > 1 && element.scrollLeft > 1;
      const after = hidden > 1 && element.scrollLeft < hidden - 1;
      setOverflow((current) => (current.before === before && current.after === after ? current : { before, after }));
    };
    // The observer reports each element once when it starts, after the browser's own layout.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [ref]);

  return overflow;
}
