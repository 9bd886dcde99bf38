import {
  AGENCY_LICENCES,
  FUNCTION_LICENCES as L,
  type LicenseResponse,
  NO_NOTIFICATIONS,
  type NotificationsResponse,
} from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { computeMenu as computeMenuOf } from '../../features/shell/menu/compute-menu';
import { notificationLinks } from '../../features/shell/menu/notification-links';
import { MENU_DEFINITION } from './menu-entries';

const none: NotificationsResponse = NO_NOTIFICATIONS;

const computeMenu = (licence: LicenseResponse) => computeMenuOf(licence, MENU_DEFINITION);

function agencyLicence(companyLicences: LicenseResponse['company']['functionLicenses']): LicenseResponse {
  return {
    isPointServiceAvailable: false,
    isAdmin: false,
    functionLicenses: [],
    company: { code: '0000A00001', functionLicenses: companyLicences, businessType: 'ADVERTISING_COMPANY' },
  };
}

describe('notificationLinks', () => {
  it('lists each lit flag with the link that leads to it, in menu order', () => {
    const menu = computeMenu(agencyLicence([...AGENCY_LICENCES]));
    const links = notificationLinks(menu, { ...none, proceededBooking: true, receivedCart: true, existsUnpurchasedCart: true });
    expect(links.map(({ flag, link }) => [flag, link.target.path])).toEqual([
      ['existsUnpurchasedCart', '/agency/cart/list?sort=created_at&order=desc'],
      ['receivedCart', '/agency/cart/list?sort=created_at&order=desc'],
      ['proceededBooking', '/agency/bookings?sort=application_date&order=desc'],
    ]);
  });

  it('leaves out flags whose entry the licences hide', () => {
    const menu = computeMenu(agencyLicence([L.cart]));
    expect(notificationLinks(menu, { ...none, receivedCartCU: true, proceededBooking: true })).toEqual([]);
  });

  it('is empty before the first answer', () => {
    expect(notificationLinks(computeMenu(agencyLicence([L.cart])), undefined)).toEqual([]);
  });
});
