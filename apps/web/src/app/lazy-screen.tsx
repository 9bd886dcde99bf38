import { LAZY_CHUNK_TIMEOUT_MS } from '@tvcm/contracts';
import { type ComponentType, lazy } from 'react';
import { withTimeout } from '../lib/with-timeout';

/**
 * A screen whose code loads on first visit (SPEC.md §2: screens are loaded lazily). A chunk that
 * has not arrived within the spec's limit fails into the error boundary instead of spinning forever.
 */
export function lazyScreen<Module, Props extends object = object>(
  load: () => Promise<Module>,
  pick: (module: Module) => ComponentType<Props>,
) {
  return lazy(async () => ({ default: pick(await withTimeout(load(), LAZY_CHUNK_TIMEOUT_MS)) }));
}
