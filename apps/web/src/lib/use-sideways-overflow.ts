import { type RefObject, useLayoutEffect, useState } from 'react';

export interface SidewaysOverflow {
  /** Content lies hidden beyond the left edge: the box has been scrolled. */
  before: boolean;
  /** Content lies hidden beyond the right edge. */
  after: boolean;
  /** The first row's first cell takes more than half the box: kept in view, it would leave too little room to scroll. */
  wideFirstCell: boolean;
}

const NONE: SidewaysOverflow = { before: false, after: false, wideFirstCell: false };

/** A row's first cell that is one column wide (`:first-child` without emotion's warning about it). */
export const FIRST_CELL_SELECTOR = 'tr > :not(* + *):not([colspan])';

/**
 * Which sides of a sideways-scrolling table's box hide part of its content, and whether its first
 * column is too wide to keep in view, following scrolls, window
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
      const firstCell = element.querySelector<HTMLElement>(FIRST_CELL_SELECTOR);
      const wideFirstCell = firstCell !== null && firstCell.offsetWidth > element.clientWidth / 2;
      setOverflow((current) =>
        current.before === before && current.after === after && current.wideFirstCell === wideFirstCell
          ? current
          : { before, after, wideFirstCell },
      );
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
