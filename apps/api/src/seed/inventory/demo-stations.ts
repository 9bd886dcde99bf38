import type { Target } from '@tvcm/contracts';

/**
 * Demo areas, networks and stations: fictional names with the real structure (DOMAIN.md): five
 * commercial stations per area, one per network, with the network's colour and a remote-control
 * key. `priceBase` is the yen of one 15-second unit in golden time; `households` and `individuals`
 * are the area's universes.
 */
export interface DemoArea {
  code: string;
  name: string;
  priceBase: number;
  households: number;
  individuals: number;
}

export const DEMO_AREAS: readonly DemoArea[] = [
  { code: 'kanto', name: '関東', priceBase: 800_000, households: 18_600_000, individuals: 41_000_000 },
  { code: 'kansai', name: '関西', priceBase: 400_000, households: 7_500_000, individuals: 18_000_000 },
  { code: 'chukyo', name: '中京', priceBase: 270_000, households: 4_300_000, individuals: 10_200_000 },
  { code: 'hokkaido', name: '北海道', priceBase: 120_000, households: 2_500_000, individuals: 5_100_000 },
  { code: 'fukuoka', name: '福岡', priceBase: 110_000, households: 2_300_000, individuals: 5_000_000 },
];

export const DEMO_NETWORKS = [
  { code: 'NNN', name: 'NNN系列', colour: '#E8A100' },
  { code: 'ANN', name: 'ANN系列', colour: '#0079C2' },
  { code: 'JNN', name: 'JNN系列', colour: '#004EA2' },
  { code: 'TXN', name: 'TXN系列', colour: '#D7006F' },
  { code: 'FNN', name: 'FNN系列', colour: '#E60012' },
] as const;

/** Share of an area's individuals each person target counts (households count households). */
export const TARGET_SHARES: Record<Exclude<Target, 'household'>, number> = {
  individual: 1,
  core: 0.45,
  c: 0.08,
  t: 0.06,
  m1: 0.08,
  f1: 0.08,
  m2: 0.1,
  f2: 0.1,
  m3: 0.19,
  f3: 0.23,
};

export interface DemoStation {
  code: string;
  areaCode: string;
  networkCode: (typeof DEMO_NETWORKS)[number]['code'];
  name: string;
  shortName: string;
  remoteKey: number;
  /** The broadcaster company that sells its slots; the demo broadcaster owns one 関東 station. */
  companyCode: string;
  companyName: string;
}

const STATION_NAMES: Record<string, Record<DemoStation['networkCode'], [string, string, number]>> = {
  kanto: {
    NNN: ['みなとテレビ', 'みなと', 4],
    ANN: ['朝凪テレビ', '朝凪', 5],
    JNN: ['東都放送', '東都', 6],
    TXN: ['テレビ湾岸', '湾岸', 7],
    FNN: ['富士見テレビ', '富士見', 8],
  },
  kansai: {
    NNN: ['なにわテレビ', 'なにわ', 4],
    ANN: ['浪速朝日放送', '浪速', 6],
    JNN: ['関西毎夕放送', '毎夕', 2],
    TXN: ['テレビ大川', '大川', 7],
    FNN: ['関西みやこテレビ', 'みやこ', 8],
  },
  chukyo: {
    NNN: ['中京ひかりテレビ', 'ひかり', 4],
    ANN: ['名港テレビ', '名港', 6],
    JNN: ['中部日の出放送', '日の出', 5],
    TXN: ['テレビ尾張', '尾張', 10],
    FNN: ['東海みどりテレビ', 'みどり', 1],
  },
  hokkaido: {
    NNN: ['札幌ゆきテレビ', 'ゆき', 5],
    ANN: ['北海道あおぞら放送', 'あおぞら', 6],
    JNN: ['北都放送', '北都', 1],
    TXN: ['テレビ石狩', '石狩', 7],
    FNN: ['北海道すずらんテレビ', 'すずらん', 8],
  },
  fukuoka: {
    NNN: ['博多みなみテレビ', 'みなみ', 5],
    ANN: ['九州ひまわり放送', 'ひまわり', 1],
    JNN: ['西日本つくし放送', 'つくし', 4],
    TXN: ['テレビ玄海', '玄海', 7],
    FNN: ['福岡かもめテレビ', 'かもめ', 8],
  },
};

/** The demo broadcaster of demo-data.ts (station-admin@demo.tvcm.jp's company). */
export const DEMO_BROADCASTER_CODE = '0000S00001';
const DEMO_BROADCASTER_STATION = 'kanto-NNN';

export const DEMO_STATIONS: readonly DemoStation[] = DEMO_AREAS.flatMap((area, areaIndex) =>
  DEMO_NETWORKS.map((network, networkIndex) => {
    const [name, shortName, remoteKey] = STATION_NAMES[area.code]?.[network.code] ?? ['', '', 0];
    const code = `${area.code}-${network.code}`;
    const own = code === DEMO_BROADCASTER_STATION;
    return {
      code,
      areaCode: area.code,
      networkCode: network.code,
      name,
      shortName,
      remoteKey,
      companyCode: own ? DEMO_BROADCASTER_CODE : `0000S0${String(10 + areaIndex * 5 + networkIndex).padStart(4, '0')}`,
      companyName: own ? '' : `株式会社${name}`,
    };
  }),
);

/**
 * The demo trial company, and the station company that lets it see its slots: the 関東 ANN
 * station's, so that the demo broadcaster (station-admin@demo.tvcm.jp) starts with no grant and can
 * give one on the permission page.
 */
export const DEMO_TRIAL_GRANT = {
  trialCompanyCode: '00000T0001',
  stationCompanyCode: DEMO_STATIONS.find((station) => station.code === 'kanto-ANN')?.companyCode ?? '',
  scope: 'VIEW',
} as const;
