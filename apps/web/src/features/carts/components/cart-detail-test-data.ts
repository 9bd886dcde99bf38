import type { CartDetail, CartItem } from '@tvcm/contracts';
import { buildCartDetail, buildSlot } from './cart-test-kit';

/** For tests only: a 関東 cart of two stations, three lines, two broadcast days. */
export const KANTO_TV = { id: 1, name: '関東テレビ', shortName: '関東TV', areaCode: 'kanto' };
export const SAKURA_TV = { id: 2, name: 'さくらテレビ', shortName: 'さくらTV', areaCode: 'kanto' };

export function buildItem(
  id: number,
  overrides: Partial<Omit<CartItem, 'slot'>> & { slot?: Partial<CartItem['slot']> } = {},
): CartItem {
  const { slot: slotOverrides, ...itemOverrides } = overrides;
  const slot = buildSlot({ id: 100 + id, ...slotOverrides });
  const quantity = itemOverrides.quantity ?? 1;
  return { id, quantity, amount: slot.price * quantity, available: true, ...itemOverrides, slot };
}

export function buildTwoStationCart(overrides: Partial<CartDetail> = {}): CartDetail {
  const items = [
    // 25:30 on Monday's broadcast day: Tuesday 1:30 by the calendar.
    buildItem(1, {
      quantity: 2,
      slot: { station: KANTO_TV, date: '2026-11-23', start: (25 * 60 + 30 - 5 * 60) * 60, price: 400_000, rating: 1000 },
    }),
    buildItem(2, {
      slot: {
        station: SAKURA_TV,
        date: '2026-11-23',
        start: (20 * 60 - 5 * 60) * 60,
        price: 300_000,
        rating: 500,
        programmeTitle: '月曜ドラマ',
        position: 'PT',
      },
    }),
    buildItem(3, {
      slot: {
        station: KANTO_TV,
        date: '2026-11-24',
        start: (7 * 60 - 5 * 60) * 60,
        price: 200_000,
        rating: null,
        perCost: null,
        cpm: null,
      },
    }),
  ];
  return buildCartDetail({
    id: 5,
    name: '関東 年末キャンペーン',
    stations: [
      { id: KANTO_TV.id, shortName: KANTO_TV.shortName },
      { id: SAKURA_TV.id, shortName: SAKURA_TV.shortName },
    ],
    itemCount: 3,
    units: 4,
    currentValue: 1_300_000,
    grp: 2500,
    averagePerCost: 44_000,
    averageCpm: 2_100,
    items,
    ...overrides,
  });
}
