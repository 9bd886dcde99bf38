import { POPUP_HOVER_DELAY_MS } from '@tvcm/contracts';
import { useCallback, useEffect, useRef } from 'react';

/**
 * A pointer crossing from the entry to its popup may pass over the menu's scrollbar for a moment;
 * waiting this long before closing keeps the popup from flickering shut on the way.
 */
const CLOSE_DELAY_MS = 200;

/**
 * Opens after the pointer has rested on an element for the spec's delay (SPEC.md §2, §9), so
 * sweeping the pointer down the menu does not flash every popup, and closes shortly after it left.
 */
export function useHoverIntent(setOpen: (open: boolean) => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancel = useCallback(() => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (open: boolean) => {
      cancel();
      timer.current = setTimeout(() => setOpen(open), open ? POPUP_HOVER_DELAY_MS : CLOSE_DELAY_MS);
    },
    [cancel, setOpen],
  );

  useEffect(() => cancel, [cancel]);

  return {
    cancel,
    hoverProps: {
      onMouseEnter: () => schedule(true),
      onMouseLeave: () => schedule(false),
    },
  };
}
