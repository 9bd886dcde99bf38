import { type ReactNode, useEffect, useState } from 'react';
import { LoadingOverlay } from '../components/loading-overlay';

interface FirstScreensGateProps {
  /** Settles once the code of the first address's screens has arrived (preloadScreens). */
  loaded: Promise<void>;
  children: ReactNode;
}

/**
 * The loading cover until the first address's screens can render at once. As plain state, not as
 * a Suspense fallback: React reveals what replaces a fallback no sooner than 300 ms after the
 * fallback appeared, which would hold the first page back once its data is there.
 */
export function FirstScreensGate({ loaded, children }: FirstScreensGateProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    void loaded.then(() => {
      if (mounted) setReady(true);
    });
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return ready ? children : <LoadingOverlay />;
}
