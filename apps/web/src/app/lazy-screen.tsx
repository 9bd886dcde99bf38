import { LAZY_CHUNK_TIMEOUT_MS } from '@tvcm/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withTimeout } from '../lib/with-timeout';
import { ScreenLoadError } from './screen-load-error';

/** A lazy screen that can start loading its code before it is rendered. */
export type LazyScreen<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  /** Starts loading the code; a failure surfaces when the screen renders. */
  preload: () => void;
};

/**
 * A screen whose code loads on first visit (SPEC.md §2: screens are loaded lazily). A chunk that
 * fails or has not arrived within the spec's limit becomes a ScreenLoadError, which the error
 * boundary answers with a reload page instead of spinning forever or going blank.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
): LazyScreen<Props> {
  const screen = lazy(async () => {
    let module: Module;
    try {
      module = await withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS);
    } catch (error) {
      throw new ScreenLoadError(error);
    }
    return { default: pick(module) };
  });
  // The browser fetches a module once, so a preload and the render share the download.
  return Object.assign(screen, { preload: () => void load().catch(() => undefined) });
}
