import loadHighs, { type Highs } from 'highs';

/**
 * HiGHS compiled to WebAssembly. Instantiating the module compiles a few megabytes of Wasm, so it is
 * done once, on the first optimisation, and every later solve reuses it. A failed load is not kept:
 * the next call tries again.
 */
let solver: Promise<Highs> | null = null;

export function highsSolver(): Promise<Highs> {
  if (solver === null) {
    solver = loadHighs().catch((error: unknown) => {
      solver = null;
      throw error;
    });
  }
  return solver;
}
