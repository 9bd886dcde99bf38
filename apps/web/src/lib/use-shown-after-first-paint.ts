import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first paint, true right after. What the user came for paints first, and
 * the parts around it follow in a render React may slice, so that first paint waits for less.
 */
export function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}
