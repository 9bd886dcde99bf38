import { NOT_YET_PROVIDED_PAGE_PATTERNS } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { notYetProvidedPages } from '../../features/shell/menu/not-yet-provided-pages';
import { notYetProvided } from '../../lib/feature-menu';
import { MENU_DEFINITION } from './menu-entries';

describe('notYetProvidedPages', () => {
  const pages = notYetProvidedPages(MENU_DEFINITION);

  it('answers every main-site function of the menu at its address, without the query string, under its rule', () => {
    expect(pages).toContainEqual({ path: '/agency/auctions/biddings', requires: 'auctionBids', label: 'auctionBids' });
    expect(pages).toContainEqual({ path: '/station/auctions', requires: 'auctionManagement', label: 'auctionManagement' });
    expect(pages).toContainEqual({ path: '/config/booking_license', requires: 'stationPermissions', label: 'purchaseLicence' });
  });

  it("names a child with its group's label when the two differ", () => {
    // No grouped destination is still to come; a table of one shows the rule.
    const grouped = notYetProvidedPages([
      {
        id: 'broadcaster',
        heading: 'broadcaster',
        visibleWhen: 'broadcasterSection',
        entries: [
          {
            id: 'stationAnalysis',
            label: 'allSlotAnalysis',
            icon: 'insights',
            children: [
              {
                id: 'analysisUpload',
                label: 'analysisUpload',
                target: notYetProvided('/station/upload'),
                requires: 'stationAnalysisUpload',
              },
            ],
          },
        ],
      },
    ]);
    expect(grouped).toEqual([
      { path: '/station/upload', requires: 'stationAnalysisUpload', label: 'analysisUpload', groupLabel: 'allSlotAnalysis' },
    ]);
  });

  it('are exactly the addresses the router and the server know as not provided yet (NOT_YET_PROVIDED_PAGE_PATTERNS)', () => {
    expect(pages.map((page) => page.path).sort()).toEqual([...NOT_YET_PROVIDED_PAGE_PATTERNS].sort());
  });

  it('leaves out the pages this app provides', () => {
    const paths = pages.map((page) => page.path);
    expect(paths).not.toContain('/agency/program_guide');
    expect(paths).not.toContain('/agency/plannings');
    expect(paths).not.toContain('/agency/cart/list');
    for (const built of [
      '/agency/cu/positions',
      '/agency/oneday/positions',
      '/agency/cu/cart/list',
      '/agency/cu/bookings',
      '/station/cu/receptions',
      '/station/import_cu',
      '/station/import_oneday',
      '/station/import_cm_analyze_all',
    ]) {
      expect(paths).not.toContain(built);
    }
    expect(paths).not.toContain('/top');
    for (const built of [
      '/agency/target_search',
      '/data_sales/purchase',
      '/data_sales/purchase/procedure',
      '/data_sales/purchase/histories',
      '/data_sales/sales/management',
      '/data_sales/sales/examinations',
      '/data_sales/sales/actuals',
      '/agency/analyze_all',
      '/station/analyze_all',
      '/station/sales_summary',
    ]) {
      expect(paths).not.toContain(built);
    }
  });

  it('gives each address one page: no two menu entries share a not-yet-provided path', () => {
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('leaves no menu entry pointing at the main site, which would answer 404 here', () => {
    const targets = MENU_DEFINITION.flatMap((section) =>
      section.entries.flatMap((entry) => ('children' in entry ? entry.children : [entry]).map((link) => link.target)),
    );
    expect(targets.filter((target) => target.site === 'main')).toEqual([]);
  });
});
