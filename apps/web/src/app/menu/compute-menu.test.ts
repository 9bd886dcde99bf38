import {
  AGENCY_LICENCES,
  BROADCASTER_LICENCES,
  type BusinessType,
  DATA_COMPANY_LICENCES,
  type FunctionLicenceCode,
  FUNCTION_LICENCES as L,
  type LicenseResponse,
} from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { computeMenu as computeMenuOf, type MenuSection, visibleLinkIds } from '../../features/shell/menu/compute-menu';
import { MENU_DEFINITION } from './menu-entries';

function licence(options: {
  businessType: BusinessType;
  company?: readonly FunctionLicenceCode[];
  user?: readonly FunctionLicenceCode[];
  admin?: boolean;
}): LicenseResponse {
  return {
    isPointServiceAvailable: false,
    isAdmin: options.admin ?? false,
    functionLicenses: [...(options.user ?? [])],
    company: { code: '0000X00001', functionLicenses: [...(options.company ?? [])], businessType: options.businessType },
  };
}

const computeMenu = (input: LicenseResponse) => computeMenuOf(input, MENU_DEFINITION);
const sectionIds = (menu: MenuSection[]) => menu.map((section) => section.id);
const entryIds = (menu: MenuSection[], section: MenuSection['id']) =>
  menu.find((candidate) => candidate.id === section)?.entries.map((entry) => entry.id) ?? [];

const ALL_AGENCY_ENTRIES = [
  'top',
  'guides',
  'timetable',
  'slotList',
  'airingConditions',
  'targetSearch',
  'targetData',
  'cartList',
  'bookingList',
  'advertiserSettings',
  'agencyAnalysis',
  'auctionBids',
];

describe('computeMenu', () => {
  it.each([
    {
      name: 'agency administrator with every agency licence',
      input: licence({ businessType: 'ADVERTISING_COMPANY', company: AGENCY_LICENCES, user: AGENCY_LICENCES, admin: true }),
      sections: ['agency', 'admin'],
      agency: ALL_AGENCY_ENTRIES,
    },
    {
      name: 'agency general user (agency items follow the company licences)',
      input: licence({
        businessType: 'ADVERTISING_COMPANY',
        company: AGENCY_LICENCES,
        user: [L.timetable, L.slots, L.cart, L.booking],
      }),
      sections: ['agency'],
      agency: ALL_AGENCY_ENTRIES,
    },
    {
      name: 'trial company with timetable and slots',
      input: licence({ businessType: 'ADVERTISING_COMPANY', company: [L.timetable, L.slots], user: [L.timetable, L.slots] }),
      sections: ['agency'],
      agency: ['top', 'guides', 'timetable', 'slotList'],
    },
    {
      name: 'no licence at all',
      input: licence({ businessType: 'ADVERTISER' }),
      sections: [],
      agency: [],
    },
  ])('$name', ({ input, sections, agency }) => {
    const menu = computeMenu(input);
    expect(sectionIds(menu)).toEqual(sections);
    expect(entryIds(menu, 'agency')).toEqual(agency);
  });

  it('turns a parent with one permitted child into a direct link under the parent name, keeping the badge', () => {
    const menu = computeMenu(licence({ businessType: 'ADVERTISER', company: [L.cart, L.booking] }));
    const cartList = menu[0]?.entries.find((entry) => entry.id === 'cartList');
    expect(cartList).toMatchObject({
      type: 'link',
      label: 'cartList',
      target: { site: 'app', path: '/agency/cart/list?sort=created_at&order=desc' },
      badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCart', received: 'receivedCart' },
    });
    const bothCarts = computeMenu(licence({ businessType: 'ADVERTISER', company: [L.cart, L.cartStreaming] }));
    expect(bothCarts[0]?.entries.find((entry) => entry.id === 'cartList')).toMatchObject({ type: 'group' });
  });

  it('keeps the exact main-site paths and query strings of the spec', () => {
    const menu = computeMenu(licence({ businessType: 'ADVERTISING_COMPANY', company: AGENCY_LICENCES }));
    const slotList = menu[0]?.entries.find((entry) => entry.id === 'slotList');
    expect(slotList?.type === 'group' && slotList.children.map((child) => child.target.path)).toEqual([
      '/agency/positions?kind_cm=1',
      '/agency/positions?kind_cm=2',
      '/agency/cu/positions',
      '/agency/oneday/positions',
    ]);
    const guides = menu[0]?.entries.find((entry) => entry.id === 'guides');
    expect(guides?.type === 'group' && guides.children.find((child) => child.id === 'purchaseBookingGuide')).toMatchObject({
      newTab: true,
      target: { path: '/config/purchase_booking_guide' },
    });
    const airing = menu[0]?.entries.find((entry) => entry.id === 'airingConditions');
    expect(airing).toMatchObject({ type: 'group', tooltip: 'airingConditions' });
  });

  describe('broadcaster section', () => {
    it('shows everything to a broadcaster administrator with every licence', () => {
      const menu = computeMenu(
        licence({ businessType: 'BROAD_CASTER', company: BROADCASTER_LICENCES, user: BROADCASTER_LICENCES, admin: true }),
      );
      expect(sectionIds(menu)).toEqual(['broadcaster', 'admin']);
      expect(entryIds(menu, 'broadcaster')).toEqual([
        'receptions',
        'slotManagement',
        'salesManagement',
        'stationAnalysis',
        'auctionManagement',
        'purchaseLicence',
      ]);
    });

    it('hides the items that need the user own licence from a broadcaster user without them', () => {
      const menu = computeMenu(licence({ businessType: 'BROAD_CASTER', company: BROADCASTER_LICENCES }));
      expect(sectionIds(menu)).toEqual(['broadcaster']);
      expect(entryIds(menu, 'broadcaster')).toEqual(['receptions', 'stationAnalysis', 'auctionManagement']);
    });

    it.each([
      { name: 'broadcast reception licence', company: [L.broadcasterReception], user: [], admin: false, visible: true },
      { name: 'streaming reception licence', company: [L.broadcasterReceptionStreaming], user: [], admin: false, visible: true },
      { name: 'import with the user licence', company: [L.import], user: [L.import], admin: false, visible: true },
      { name: 'import without the user licence', company: [L.import], user: [], admin: false, visible: false },
      {
        name: 'profit with the profit-user licence',
        company: [L.profit, L.profitUser],
        user: [L.profitUser],
        admin: false,
        visible: true,
      },
      // The header condition holds, but nothing under it is permitted: no empty section is shown.
      { name: 'profit without anything it could show', company: [L.profit], user: [], admin: false, visible: false },
      { name: 'broadcaster administrator without licences', company: [], user: [], admin: true, visible: true },
      { name: 'analysis only', company: [L.analysis], user: [], admin: false, visible: false },
    ] as const)('header for $name: $visible', ({ company, user, admin, visible }) => {
      const menu = computeMenu(licence({ businessType: 'BROAD_CASTER', company, user, admin }));
      expect(sectionIds(menu).includes('broadcaster')).toBe(visible);
    });

    it('gives sales management and the CM purchase licence to broadcasters only', () => {
      const everything = [...AGENCY_LICENCES, ...BROADCASTER_LICENCES];
      const agency = computeMenu(
        licence({ businessType: 'ADVERTISING_COMPANY', company: everything, user: everything, admin: true }),
      );
      expect(entryIds(agency, 'broadcaster')).not.toContain('salesManagement');
      expect(entryIds(agency, 'broadcaster')).not.toContain('purchaseLicence');
      const station = computeMenu(licence({ businessType: 'BROAD_CASTER', company: everything, user: everything, admin: true }));
      expect(entryIds(station, 'broadcaster')).toEqual(expect.arrayContaining(['salesManagement', 'purchaseLicence']));
    });

    it('needs the profit user licence for sales management and isAdmin for the purchase licence', () => {
      const menu = computeMenu(licence({ businessType: 'BROAD_CASTER', company: [L.profit, L.profitUser], user: [L.profit] }));
      expect(entryIds(menu, 'broadcaster')).toEqual([]);
      expect(sectionIds(menu)).toEqual([]);
      const withUser = computeMenu(
        licence({ businessType: 'BROAD_CASTER', company: [L.profit, L.profitUser], user: [L.profitUser] }),
      );
      expect(entryIds(withUser, 'broadcaster')).toEqual(['salesManagement']);
    });
  });

  describe('data-company section', () => {
    it.each([
      {
        name: 'every data licence',
        company: DATA_COMPANY_LICENCES,
        user: DATA_COMPANY_LICENCES,
        entries: ['dataExamination', 'dataActuals', 'dataManagement'],
      },
      { name: 'examination only', company: [L.dataSalesExamination], user: [], entries: ['dataExamination'] },
      { name: 'actual only', company: [L.dataSalesActual], user: [], entries: ['dataActuals'] },
      {
        name: 'manage with the user licence',
        company: [L.dataSalesManage],
        user: [L.dataSalesManage],
        entries: ['dataManagement'],
      },
      { name: 'manage without the user licence', company: [L.dataSalesManage], user: [], entries: [] },
    ] as const)('$name', ({ company, user, entries }) => {
      const menu = computeMenu(licence({ businessType: 'DATA_COMPANY', company, user }));
      expect(entryIds(menu, 'dataCompany')).toEqual(entries);
      expect(sectionIds(menu).includes('dataCompany')).toBe(entries.length > 0);
    });
  });

  it('shows the admin section only with isAdmin', () => {
    expect(sectionIds(computeMenu(licence({ businessType: 'DATA_COMPANY', admin: true })))).toEqual(['admin']);
    expect(sectionIds(computeMenu(licence({ businessType: 'DATA_COMPANY', admin: false })))).toEqual([]);
  });

  it('lists every visible link id', () => {
    const ids = visibleLinkIds(
      computeMenu(licence({ businessType: 'ADVERTISING_COMPANY', company: [L.timetable, L.cart, L.cartStreaming] })),
    );
    expect(ids).toEqual(['top', 'searchGuide', 'dataUseGuide', 'purchaseBookingGuide', 'timetable', 'tvCart', 'streamingCart']);
  });
});
