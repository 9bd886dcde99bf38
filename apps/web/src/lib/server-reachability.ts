import { create } from 'zustand';

interface ServerReachability {
  /** False from a call that got no answer at all until the next call that gets any answer. */
  reachable: boolean;
}

/**
 * Whether the API answered the last call made to it. Figures on screen (the badges, the point
 * balance) are marked as possibly out of date while it does not, since nothing can refresh them.
 * A zustand store, which every page's first load already carries for the toasts.
 */
export const useServerReachability = create<ServerReachability>()(() => ({ reachable: true }));

/** Any answer, an error status included: the server is there. */
export function noteServerAnswered(): void {
  if (!useServerReachability.getState().reachable) useServerReachability.setState({ reachable: true });
}

/** No answer at all (connection refused, offline): the server is away. */
export function noteServerUnreachable(): void {
  if (useServerReachability.getState().reachable) useServerReachability.setState({ reachable: false });
}

/** Calls `listener` each time the server answers again after having been away; returns the unsubscribe. */
export function onServerBack(listener: () => void): () => void {
  return useServerReachability.subscribe((state, previous) => {
    if (state.reachable && !previous.reachable) listener();
  });
}
