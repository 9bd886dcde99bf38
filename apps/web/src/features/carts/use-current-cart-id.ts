import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentCartQueryOptions } from './api/current-cart';
import { useCartStore } from './store';

/**
 * The current cart: the session's, or, first thing in a new session, the one the server kept for
 * the user (so a new login adds to the cart they were filling).
 */
export function useCurrentCartId(): number | null {
  const currentCartId = useCartStore((state) => state.currentCartId);
  const settled = useCartStore((state) => state.settled);
  const server = useQuery({ ...currentCartQueryOptions(), enabled: !settled });
  const serverCartId = server.data?.cartId;
  useEffect(() => {
    if (serverCartId !== undefined) useCartStore.getState().settleFromServer(serverCartId);
  }, [serverCartId]);
  return currentCartId;
}
