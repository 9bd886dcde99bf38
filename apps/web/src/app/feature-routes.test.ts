import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES } from './feature-routes';

const featureRoutes = import.meta.glob<Record<string, unknown>>(['../features/*/routes.ts', './routes/routes.ts'], {
  eager: true,
});
const routeSources = import.meta.glob<string>(['../features/*/routes.ts', './routes/routes.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

describe('the features’ routes', () => {
  it('are all composed: every routes.ts is registered', () => {
    const declared = Object.values(featureRoutes).flatMap((module) => Object.values(module).filter(Array.isArray));
    expect(declared.length).toBeGreaterThan(5);
    for (const routes of declared) expect(FEATURE_ROUTES).toContain(routes);
  });

  it('load their screens only lazily: a routes.ts, which every first load carries, imports nothing else but lib and the contracts', () => {
    const staticImports = Object.entries(routeSources).flatMap(([file, source]) =>
      [...source.matchAll(/^import\s[^;]*?\sfrom\s+'([^']+)';/gm)].map((match) => `${file}: ${match[1]}`),
    );
    expect(staticImports.length).toBeGreaterThan(5);
    expect(staticImports.filter((entry) => !/: (\.\.\/)+lib\/[\w-]+$|: @tvcm\/contracts$/.test(entry))).toEqual([]);
  });
});
