import { describe, expect, it } from 'vitest';
import { mainSiteHref, siteBasesFrom } from '../../../lib/site-urls';
import { menuHref } from './menu-href';

describe('siteBasesFrom', () => {
  it('defaults to this origin, with the data-sales site under /data_sales', () => {
    expect(siteBasesFrom({})).toEqual({ main: '', dataSales: '/data_sales' });
  });

  it('takes configured bases without their trailing slash', () => {
    expect(siteBasesFrom({ main: 'https://www.example.jp/', dataSales: 'https://data.example.jp//' })).toEqual({
      main: 'https://www.example.jp',
      dataSales: 'https://data.example.jp',
    });
  });

  it('treats an empty data-sales setting as unset', () => {
    expect(siteBasesFrom({ dataSales: '' }).dataSales).toBe('/data_sales');
  });
});

describe('menuHref', () => {
  const sameOrigin = siteBasesFrom({});
  const configured = siteBasesFrom({
    main: 'https://www.example.jp',
    dataSales: 'https://data.example.jp',
  });

  it.each([
    { target: { site: 'app', path: '/agency/program_guide' }, bases: configured, href: '/agency/program_guide' },
    { target: { site: 'main', path: '/agency/positions?kind_cm=2' }, bases: sameOrigin, href: '/agency/positions?kind_cm=2' },
    {
      target: { site: 'main', path: '/agency/cart/list?sort=created_at&order=desc' },
      bases: configured,
      href: 'https://www.example.jp/agency/cart/list?sort=created_at&order=desc',
    },
    { target: { site: 'dataSales', path: '/purchase/histories' }, bases: sameOrigin, href: '/data_sales/purchase/histories' },
    { target: { site: 'dataSales', path: '/sales/actuals' }, bases: configured, href: 'https://data.example.jp/sales/actuals' },
  ] as const)('$target.site $target.path → $href', ({ target, bases, href }) => {
    expect(menuHref(target, bases)).toBe(href);
  });

  it('builds main-site addresses outside the menu the same way', () => {
    expect(mainSiteHref('/help', configured)).toBe('https://www.example.jp/help');
    expect(mainSiteHref('/help', sameOrigin)).toBe('/help');
  });
});
