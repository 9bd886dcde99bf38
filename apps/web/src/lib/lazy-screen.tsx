import { LAZY_CHUNK_TIMEOUT_MS } from '@tvcm/contracts';
import type { ComponentType } from 'react';
import { ScreenLoadError, screenLoadFailureOf } from './screen-load-error';
import { withTimeout } from './with-timeout';

/** A lazy screen that can start loading its code before it is rendered. */
export type LazyScreen<Props extends object> = ComponentType<Props> & {
  /** Starts loading the code; settles (never rejects) once it has arrived or failed, which surfaces when the screen renders. */
  preload: () => Promise<void>;
};

type Loading<Props> =
  | { status: 'pending'; promise: Promise<void> }
  | { status: 'loaded'; Component: ComponentType<Props> }
  | { status: 'failed'; error: ScreenLoadError };

/**
 * A screen whose code loads on first visit (SPEC.md §2: screens are loaded lazily). A chunk that
 * fails or has not arrived within the spec's limit becomes a ScreenLoadError, which the error
 * boundary answers with a reload page instead of spinning forever or going blank.
 *
 * Unlike React.lazy, a screen whose code has arrived (preloaded) renders at once: React.lazy
 * suspends on its first render whatever the state of the download, and React then shows the
 * content no sooner than 300 ms after the fallback it replaces.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyScreen<Props> {
  let loading: Loading<Props> | undefined;
  const start = (): Loading<Props> => {
    if (!loading) {
      const promise = withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS).then(
        (module) => {
          loading = { status: 'loaded', Component: pick(module) };
        },
        async (error: unknown) => {
          const failure = await screenLoadFailureOf();
          loading = { status: 'failed', error: new ScreenLoadError(error, failure) };
        },
      );
      loading = { status: 'pending', promise };
    }
    return loading;
  };

  function Screen(props: Props) {
    const current = start();
    // Suspends as React.lazy does, by throwing the download; React renders again once it settles.
    if (current.status === 'pending') throw current.promise;
    if (current.status === 'failed') throw current.error;
    return <current.Component {...props} />;
  }
  const preload = async () => {
    const current = start();
    if (current.status === 'pending') await current.promise;
  };
  return Object.assign(Screen, { preload });
}
