import { NO_NOTIFICATIONS, type NotificationsResponse } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import type { MenuEntry, MenuLink } from './compute-menu';
import { badgeStateOf, entryBadge } from './menu-badge';

function notifications(lit: Partial<NotificationsResponse> = {}): NotificationsResponse {
  return {
    ...NO_NOTIFICATIONS,
    ...lit,
  };
}

const tvCart: MenuLink = {
  type: 'link',
  id: 'tvCart',
  label: 'tvCart',
  target: { site: 'main', path: '/agency/cart/list' },
  badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCart', received: 'receivedCart' },
};
const streamingCart: MenuLink = {
  type: 'link',
  id: 'streamingCart',
  label: 'streamingCart',
  target: { site: 'main', path: '/agency/cu/cart/list' },
  badge: { kind: 'cart', unpurchased: 'existsUnpurchasedCartCU', received: 'receivedCartCU' },
};
const tvBookings: MenuLink = {
  type: 'link',
  id: 'tvBookings',
  label: 'tvBookings',
  target: { site: 'main', path: '/agency/bookings' },
  badge: { kind: 'dot', flags: ['proceededBooking'] },
};
const streamingReceptions: MenuLink = {
  type: 'link',
  id: 'streamingReceptions',
  label: 'streamingReceptions',
  target: { site: 'main', path: '/station/cu/receptions' },
  badge: { kind: 'dot', flags: ['receivedOfferPurchaseCU'] },
};
const carts: MenuEntry = {
  type: 'group',
  id: 'cartList',
  label: 'cartList',
  icon: 'shoppingCart',
  children: [tvCart, streamingCart],
};

describe('entryBadge', () => {
  it.each([
    { name: 'no flag lit', entry: tvCart, lit: {}, expected: null },
    {
      name: 'unpurchased cart: red',
      entry: tvCart,
      lit: { existsUnpurchasedCart: true },
      expected: { colour: 'red', signals: ['unpurchasedCart'] },
    },
    {
      name: 'received cart: blue',
      entry: tvCart,
      lit: { receivedCart: true },
      expected: { colour: 'blue', signals: ['receivedCart'] },
    },
    {
      name: 'both: half and half',
      entry: tvCart,
      lit: { existsUnpurchasedCart: true, receivedCart: true },
      expected: { colour: 'half', signals: ['unpurchasedCart', 'receivedCart'] },
    },
    {
      name: 'the streaming flags do not light the TV cart',
      entry: tvCart,
      lit: { existsUnpurchasedCartCU: true, receivedCartCU: true },
      expected: null,
    },
    {
      name: 'proceeded booking: red dot',
      entry: tvBookings,
      lit: { proceededBooking: true },
      expected: { colour: 'red', signals: ['proceededBooking'] },
    },
    {
      name: 'received purchase offer: red dot',
      entry: streamingReceptions,
      lit: { receivedOfferPurchaseCU: true },
      expected: { colour: 'red', signals: ['receivedOffer'] },
    },
    {
      name: 'a link without a badge',
      entry: { ...tvCart, badge: undefined },
      lit: { existsUnpurchasedCart: true },
      expected: null,
    },
  ] as const)('$name', ({ entry, lit, expected }) => {
    expect(entryBadge(entry, notifications(lit))).toEqual(expected);
  });

  it('combines the children of a group: red on one, blue on the other makes half and half', () => {
    expect(entryBadge(carts, notifications({ existsUnpurchasedCart: true, receivedCartCU: true }))).toEqual({
      colour: 'half',
      signals: ['unpurchasedCart', 'receivedCart'],
    });
    expect(entryBadge(carts, notifications({ receivedCartCU: true }))).toEqual({ colour: 'blue', signals: ['receivedCart'] });
    expect(entryBadge(carts, notifications())).toBeNull();
  });

  it('shows nothing before the first answer', () => {
    expect(entryBadge(tvCart, undefined)).toBeNull();
  });
});

describe('badgeStateOf', () => {
  it('colours a single signal the way the menu does', () => {
    expect(badgeStateOf(['receivedCart'])?.colour).toBe('blue');
    expect(badgeStateOf(['receivedOffer'])?.colour).toBe('red');
    expect(badgeStateOf([])).toBeNull();
  });
});
