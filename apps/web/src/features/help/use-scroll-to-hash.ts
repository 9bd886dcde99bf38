import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the anchored heading into view when the page opens on an address with `#section`: a
 * client-side navigation (a link from ヘルプ to a guide's section) does not scroll by itself the
 * way loading a page does. Call it from the component that renders the headings.
 */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.();
  }, [hash]);
}
