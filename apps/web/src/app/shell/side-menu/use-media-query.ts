import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following changes (a window resized or a phone turned).
 * MUI's useMediaQuery would do, but brings its own weight into every logged-in page's first load.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    // jsdom has no matchMedia: a test window counts as wide.
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
