import { LAZY_CHUNK_TIMEOUT_MS } from '@tvcm/contracts';
import { type ComponentType, lazy } from 'react';
import { withTimeout } from '../lib/with-timeout';
import { ScreenLoadError } from './screen-load-error';

/**
 * A screen whose code loads on first visit (SPEC.md §2: screens are loaded lazily). A chunk that
 * fails or has not arrived within the spec's limit becomes a ScreenLoadError, which the error
 * boundary answers with a reload page instead of spinning forever or going blank.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => {
    let module: Module;
    try {
      module = await withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS);
    } catch (error) {
      throw new ScreenLoadError(error);
    }
    return { default: pick(module) };
  });
}
