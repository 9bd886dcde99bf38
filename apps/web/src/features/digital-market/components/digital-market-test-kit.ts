import type { CartSummary, DigitalAreasResponse, OneDayProduct, StreamingProduct } from '@tvcm/contracts';

/** For tests only: 関東 with two stations. */
export const AREAS: DigitalAreasResponse = {
  areas: [
    {
      code: 'kanto',
      name: '関東',
      stations: [
        {
          id: 1,
          code: 'kanto-NNN',
          name: 'みなとテレビ',
          shortName: 'みなと',
          areaCode: 'kanto',
          remoteKey: 4,
          network: { code: 'NNN', name: 'NNN系列', colour: '#E8A100' },
        },
        {
          id: 2,
          code: 'kanto-ANN',
          name: '朝凪テレビ',
          shortName: '朝凪',
          areaCode: 'kanto',
          remoteKey: 5,
          network: { code: 'ANN', name: 'ANN系列', colour: '#0066CC' },
        },
      ],
    },
  ],
};

/** A drama of みなとテレビ: CPM 1,800, 100,000 impressions at least, 3,000,000 left, F1 at +20 %. */
export function buildStreamingProduct(overrides: Partial<StreamingProduct> = {}): StreamingProduct {
  return {
    id: 31,
    station: { id: 1, name: 'みなとテレビ', shortName: 'みなと' },
    area: { code: 'kanto', name: '関東' },
    code: 'CU01',
    title: '月9ドラマ 恋する灯台',
    genre: 'DRAMA',
    episodeFrom: null,
    episodeTo: null,
    deliveryStart: '2031-02-03',
    deliveryEnd: '2031-02-16',
    adLengths: [15, 30],
    cpm: 1_800,
    minimumImpressions: 100_000,
    impressionsOnSale: 3_000_000,
    impressionsHeld: 0,
    impressionsSold: 0,
    impressionsRemaining: 3_000_000,
    salesStart: '2031-01-01',
    salesEnd: '2031-02-15',
    state: 'onSale',
    targeting: [
      { target: 'f1', surchargePercent: 20, cpm: 2_160 },
      { target: 'area:kanto', surchargePercent: 10, cpm: 1_980 },
    ],
    ...overrides,
  };
}

export function buildOneDayProduct(overrides: Partial<OneDayProduct> = {}): OneDayProduct {
  return {
    id: 501,
    station: { id: 1, name: 'みなとテレビ', shortName: 'みなと' },
    area: { code: 'kanto', name: '関東' },
    surface: { code: 'TOP', name: 'トップページ マストヘッド' },
    date: '2031-02-03',
    adLengths: [15, 30],
    price: 1_200_000,
    estimatedImpressions: 1_000_000,
    effectiveCpm: 1_200,
    salesStart: '2031-01-01',
    salesEnd: '2031-01-31',
    state: 'onSale',
    ...overrides,
  };
}

export function buildCart(overrides: Partial<CartSummary> = {}): CartSummary {
  return {
    id: 9,
    service: 'CU',
    name: '春の配信キャンペーン',
    status: 'OPEN',
    area: null,
    itemCount: 0,
    units: 0,
    currentValue: 0,
    stations: [],
    householdGrp: 0,
    createdBy: '山田 太郎',
    createdAt: '2031-01-10T00:00:00.000Z',
    updatedAt: '2031-01-10T00:00:00.000Z',
    sentBy: null,
    sentAt: null,
    appliedAt: null,
    ...overrides,
  };
}
