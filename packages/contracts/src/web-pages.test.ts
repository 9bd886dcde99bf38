import { describe, expect, it } from 'vitest';
import { isWebPagePath, matchesWebPagePattern } from './web-pages';

describe('isWebPagePath', () => {
  it.each([
    '/',
    '/login',
    '/top',
    '/TOP',
    '/top/',
    '/agency/cart/17',
    '/public/pages/entry/complete',
    '/public/pages/entry/complete/abc/def',
    '/agency/cu/positions',
    '/data_sales/purchase/histories',
  ])('knows %s', (pathname) => {
    expect(isWebPagePath(pathname)).toBe(true);
  });

  it.each(['/no/such/page', '/topx', '/agency/cart', '/agency/cart/17/items', '/index.html', '/data_sales', '/top/more'])(
    'does not know %s',
    (pathname) => {
      expect(isWebPagePath(pathname)).toBe(false);
    },
  );
});

describe('matchesWebPagePattern', () => {
  it('takes a parameter as exactly one non-empty segment', () => {
    expect(matchesWebPagePattern('/a/:id', '/a/1')).toBe(true);
    expect(matchesWebPagePattern('/a/:id', '/a')).toBe(false);
    expect(matchesWebPagePattern('/a/:id', '/a/1/2')).toBe(false);
  });

  it('takes a trailing star as any rest, none included', () => {
    expect(matchesWebPagePattern('/a/*', '/a')).toBe(true);
    expect(matchesWebPagePattern('/a/*', '/a/b/c')).toBe(true);
    expect(matchesWebPagePattern('/a/*', '/b')).toBe(false);
  });
});
