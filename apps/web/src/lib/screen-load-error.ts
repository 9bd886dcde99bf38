/**
 * A screen's code could not be loaded: its chunk is gone after a release, the network failed, or
 * it took longer than SPEC.md §9 allows. Reloading the page (which fetches the current release)
 * is the cure, so these failures get a page that offers it.
 */
export class ScreenLoadError extends Error {
  constructor(cause: unknown) {
    super('The screen could not be loaded', { cause });
    this.name = 'ScreenLoadError';
  }
}
