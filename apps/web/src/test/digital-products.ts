import type { DigitalBookingItem, DigitalCartItem, OneDayProduct, StreamingProduct } from '@tvcm/contracts';

/** For tests only: a 関東 streaming product delivering 1–30 November at a CPM of 1,200円, F1 at +50%. */
export function buildStreamingProduct(overrides: Partial<StreamingProduct> = {}): StreamingProduct {
  return {
    id: 301,
    station: { id: 1, name: '関東テレビ', shortName: '関東TV' },
    area: { code: 'kanto', name: '関東' },
    code: 'CU-0001',
    title: '深夜ドラマ見逃し配信',
    genre: 'DRAMA',
    episodeFrom: null,
    episodeTo: null,
    deliveryStart: '2026-11-01',
    deliveryEnd: '2026-11-30',
    adLengths: [15, 30],
    cpm: 1_200,
    minimumImpressions: 100_000,
    impressionsOnSale: 2_000_000,
    impressionsHeld: 500_000,
    impressionsSold: 0,
    impressionsRemaining: 1_500_000,
    salesStart: '2026-10-01',
    salesEnd: '2026-11-20',
    state: 'onSale',
    targeting: [{ target: 'f1', surchargePercent: 50, cpm: 1_800 }],
    ...overrides,
  };
}

/** For tests only: one day of さくらテレビ's top page masthead at 500,000円. */
export function buildOneDayProduct(overrides: Partial<OneDayProduct> = {}): OneDayProduct {
  return {
    id: 401,
    station: { id: 2, name: 'さくらテレビ', shortName: 'さくらTV' },
    area: { code: 'kanto', name: '関東' },
    surface: { code: 'TOP', name: 'トップページ マストヘッド' },
    date: '2026-12-05',
    adLengths: [15],
    price: 500_000,
    estimatedImpressions: 250_000,
    effectiveCpm: 2_000,
    salesStart: '2026-10-01',
    salesEnd: '2026-12-01',
    state: 'onSale',
    ...overrides,
  };
}

/** 500,000 F1 impressions of the streaming product at 1,800円 CPM: 900,000円. */
export function buildStreamingCartItem(overrides: Partial<DigitalCartItem> = {}): DigitalCartItem {
  return {
    id: 11,
    kind: 'streaming',
    quantity: 500,
    impressions: 500_000,
    target: 'f1',
    unitPrice: 1_800,
    amount: 900_000,
    streaming: buildStreamingProduct(),
    oneDay: null,
    available: true,
    ...overrides,
  };
}

export function buildOneDayCartItem(overrides: Partial<DigitalCartItem> = {}): DigitalCartItem {
  return {
    id: 12,
    kind: 'oneday',
    quantity: 1,
    impressions: 250_000,
    target: null,
    unitPrice: 500_000,
    amount: 500_000,
    streaming: null,
    oneDay: buildOneDayProduct(),
    available: true,
    ...overrides,
  };
}

/** A streaming booking item asking for 500,000 impressions at 1,200円 CPM. */
export function buildStreamingBookingItem(overrides: Partial<DigitalBookingItem> = {}): DigitalBookingItem {
  return {
    id: 21,
    kind: 'streaming',
    status: 'APPLIED',
    declineReason: null,
    declineNote: null,
    units: 500,
    impressions: 500_000,
    appliedImpressions: null,
    target: null,
    unitPrice: 1_200,
    amount: 600_000,
    streaming: buildStreamingProduct(),
    oneDay: null,
    deliveredImpressions: null,
    deliveryNote: null,
    remaining: 1_500,
    ...overrides,
  };
}
