import { type ReactNode, useEffect, useState } from 'react';
import { LoadingOverlay } from '../components/loading-overlay';

interface FirstScreensGateProps {
  /**
   * Starts the first address's downloads (its screens' code, the login's calls); settles once the
   * screens' code has arrived. Called once, after the loading cover's first paint.
   */
  load: () => Promise<void>;
  children: ReactNode;
}

/**
 * The loading cover until the first address's screens can render at once. The cover paints
 * first and the downloads start right after, so the first paint waits for nothing but the entry.
 * As plain state, not as a Suspense fallback: React reveals what replaces a fallback no sooner
 * than 300 ms after the fallback appeared, which would hold the first page back.
 */
export function FirstScreensGate({ load, children }: FirstScreensGateProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void load().then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [load]);
  return ready ? children : <LoadingOverlay />;
}
