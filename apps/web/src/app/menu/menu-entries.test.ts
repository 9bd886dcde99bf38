import { describe, expect, it } from 'vitest';
import { menuEntryProblems } from '../../features/shell/menu/menu-definition';
import { FEATURE_MENUS, MENU_DEFINITION } from './menu-entries';

const featureMenus = import.meta.glob<Record<string, unknown>>('../../features/*/menu.ts', { eager: true });

describe('the menu composed from the features’ entries', () => {
  it('fits together: unique ids, every group declared and used, no two entries at one place', () => {
    expect(menuEntryProblems(FEATURE_MENUS.flat())).toEqual([]);
  });

  it('takes in every feature’s menu.ts', () => {
    const declared = Object.values(featureMenus).flatMap((module) => Object.values(module).filter(Array.isArray));
    expect(declared.length).toBeGreaterThan(5);
    for (const menu of declared) expect(FEATURE_MENUS).toContain(menu);
  });

  it('lays out the sections, their entries and the groups’ links in the order of SPEC.md §2', () => {
    const layout = MENU_DEFINITION.map((section) => [
      section.id,
      section.entries.map((entry) => ('children' in entry ? [entry.id, entry.children.map((child) => child.id)] : entry.id)),
    ]);
    expect(layout).toEqual([
      [
        'agency',
        [
          'top',
          ['guides', ['searchGuide', 'dataUseGuide', 'purchaseBookingGuide']],
          'timetable',
          ['slotList', ['normalSlots', 'lastMinuteSlots', 'streamingSlots', 'oneDaySlots']],
          ['airingConditions', ['planList', 'planCreate', 'digitalPlanning']],
          'targetSearch',
          ['targetData', ['targetDataTop', 'targetDataProcedure', 'targetDataHistory']],
          ['cartList', ['tvCart', 'streamingCart']],
          ['bookingList', ['tvBookings', 'streamingBookings']],
          'advertiserSettings',
          'agencyAnalysis',
          'auctionBids',
        ],
      ],
      [
        'broadcaster',
        [
          ['receptions', ['tvReceptions', 'streamingReceptions']],
          ['slotManagement', ['importTv', 'importStreaming', 'importOneDay']],
          'salesManagement',
          ['stationAnalysis', ['analysis', 'analysisUpload']],
          'auctionManagement',
          'purchaseLicence',
        ],
      ],
      ['dataCompany', ['dataExamination', 'dataActuals', 'dataManagement']],
      ['admin', ['users']],
    ]);
  });
});
