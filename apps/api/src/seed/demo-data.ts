import {
  AGENCY_LICENCES,
  BROADCASTER_LICENCES,
  type BusinessType,
  DATA_COMPANY_LICENCES,
  FUNCTION_LICENCES,
  type FunctionLicenceCode,
  type PointKind,
  REGISTRATION_USER_TYPES,
  ROLE_IDS,
  type RoleId,
  TRIAL_FUNCTION_LICENCES,
} from '@tvcm/contracts';

export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoCompany {
  code: string;
  name: string;
  businessType: BusinessType;
  pointService: boolean;
  licences: readonly FunctionLicenceCode[];
  /** A trial company's registrant's user type (SPEC.md §3), as a completed trial entry leaves it. */
  registeredUserType?: (typeof REGISTRATION_USER_TYPES)[keyof typeof REGISTRATION_USER_TYPES];
}

export interface DemoUser {
  account: string;
  name: string;
  companyCode: string;
  roleId: RoleId;
  termsAccepted: boolean;
  licences: readonly FunctionLicenceCode[];
  shows: string;
}

const { timetable, slots, cart, booking, planning, targetSearch, cmAnalysis } = FUNCTION_LICENCES;
const { slotsStreaming, slotsOneDay, cartStreaming, bookingStreaming } = FUNCTION_LICENCES;

/**
 * Streaming and 1-day products: search, cart and booking. A demo buyer company that lacks one
 * of them (a database seeded before they existed) is given it on the next start.
 */
export const STREAMING_LICENCES: readonly FunctionLicenceCode[] = [slotsStreaming, slotsOneDay, cartStreaming, bookingStreaming];

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    code: '0000A00001',
    name: '株式会社あおば広告',
    businessType: 'ADVERTISING_COMPANY',
    pointService: true,
    licences: AGENCY_LICENCES,
  },
  {
    code: '0000B00001',
    name: 'さくら食品株式会社',
    businessType: 'ADVERTISER',
    pointService: false,
    licences: [timetable, slots, cart, booking, planning, targetSearch, cmAnalysis, ...STREAMING_LICENCES],
  },
  {
    code: '0000S00001',
    name: '株式会社みなと放送',
    businessType: 'BROAD_CASTER',
    pointService: false,
    licences: BROADCASTER_LICENCES,
  },
  {
    code: '0000D00001',
    name: '株式会社ひかりデータ',
    businessType: 'DATA_COMPANY',
    pointService: false,
    licences: DATA_COMPANY_LICENCES,
  },
  {
    code: '00000T0001',
    name: 'つばさ商事株式会社（トライアル）',
    businessType: 'ADVERTISING_COMPANY',
    pointService: false,
    licences: TRIAL_FUNCTION_LICENCES,
    registeredUserType: REGISTRATION_USER_TYPES.adCompany,
  },
  { code: '0000N00001', name: '株式会社かえで企画', businessType: 'ADVERTISER', pointService: false, licences: [] },
];

export const DEMO_USERS: readonly DemoUser[] = [
  {
    account: 'agency-admin@demo.tvcm.jp',
    name: '山田 太郎',
    companyCode: '0000A00001',
    roleId: ROLE_IDS.administrator,
    termsAccepted: true,
    licences: AGENCY_LICENCES,
    shows: 'everything an agency can do',
  },
  {
    account: 'agency-user@demo.tvcm.jp',
    name: '佐藤 花子',
    companyCode: '0000A00001',
    roleId: ROLE_IDS.generalUser,
    termsAccepted: true,
    licences: [timetable, slots, cart, booking],
    shows: 'a general user',
  },
  {
    account: 'advertiser@demo.tvcm.jp',
    name: '鈴木 一郎',
    companyCode: '0000B00001',
    roleId: ROLE_IDS.administrator,
    termsAccepted: true,
    licences: [timetable, slots, cart, booking, planning, targetSearch, cmAnalysis, ...STREAMING_LICENCES],
    shows: 'advertiser menu',
  },
  {
    account: 'station-admin@demo.tvcm.jp',
    name: '高橋 健太',
    companyCode: '0000S00001',
    roleId: ROLE_IDS.administrator,
    termsAccepted: true,
    licences: BROADCASTER_LICENCES,
    shows: 'broadcaster section',
  },
  {
    account: 'station-user@demo.tvcm.jp',
    name: '田中 美咲',
    companyCode: '0000S00001',
    roleId: ROLE_IDS.generalUser,
    termsAccepted: true,
    licences: [],
    shows: 'gating by user licence',
  },
  {
    account: 'data-admin@demo.tvcm.jp',
    name: '伊藤 直樹',
    companyCode: '0000D00001',
    roleId: ROLE_IDS.administrator,
    termsAccepted: true,
    licences: DATA_COMPANY_LICENCES,
    shows: 'data-company section',
  },
  {
    account: 'trial@demo.tvcm.jp',
    name: '渡辺 さくら',
    companyCode: '00000T0001',
    roleId: ROLE_IDS.generalUser,
    termsAccepted: true,
    licences: TRIAL_FUNCTION_LICENCES,
    shows: 'plain name, limited menu',
  },
  {
    account: 'nolicence@demo.tvcm.jp',
    name: '中村 翔',
    companyCode: '0000N00001',
    roleId: ROLE_IDS.generalUser,
    termsAccepted: true,
    licences: [],
    shows: 'the "not permitted" message',
  },
  {
    account: 'terms-pending@demo.tvcm.jp',
    name: '小林 由美',
    companyCode: '0000A00001',
    roleId: ROLE_IDS.generalUser,
    termsAccepted: false,
    licences: [timetable, slots],
    shows: 'terms gate',
  },
];

/**
 * The demo agency's point ledger over the last six months, oldest first, placed relative to the
 * seed's clock (days or hours before it), ending at 76,000pt; the target data purchases
 * (seed-demo-target-data.ts) then leave the 52,000pt the top bar shows. `user` is the
 * demo account that caused the entry; operator entries have none.
 */
export const DEMO_POINT_LEDGER: readonly {
  company: string;
  before: { days: number } | { hours: number };
  kind: PointKind;
  amount: number;
  description: string;
  user?: string;
  expiresInDays?: number;
}[] = [
  {
    company: '0000A00001',
    before: { days: 170 },
    kind: 'GRANT',
    amount: 30_000,
    description: '新規ご利用キャンペーン付与',
    expiresInDays: 158,
  },
  {
    company: '0000A00001',
    before: { days: 165 },
    kind: 'PURCHASE',
    amount: 100_000,
    description: 'ポイント購入（10万ポイントパック）',
    user: 'agency-admin@demo.tvcm.jp',
    expiresInDays: 365,
  },
  {
    company: '0000A00001',
    before: { days: 150 },
    kind: 'USE',
    amount: -24_000,
    description: 'ターゲットデータ購入：関東 F1層 視聴データ（4週）',
    user: 'agency-user@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { days: 128 },
    kind: 'USE',
    amount: -18_000,
    description: 'ターゲットデータ購入：関西 M2層 視聴データ（4週）',
    user: 'agency-admin@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { days: 110 },
    kind: 'PURCHASE',
    amount: 50_000,
    description: 'ポイント購入（5万ポイントパック）',
    user: 'agency-admin@demo.tvcm.jp',
    expiresInDays: 365,
  },
  {
    company: '0000A00001',
    before: { days: 96 },
    kind: 'USE',
    amount: -32_000,
    description: '全枠分析レポート：関東5局 月次',
    user: 'agency-user@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { days: 80 },
    kind: 'REFUND',
    amount: 8_000,
    description: 'ターゲットデータ購入の取消（関西 M2層 一部）',
  },
  {
    company: '0000A00001',
    before: { days: 64 },
    kind: 'USE',
    amount: -21_000,
    description: 'ターゲットデータ購入：名古屋 世帯視聴データ（4週）',
    user: 'agency-user@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { days: 40 },
    kind: 'USE',
    amount: -12_000,
    description: '番組表 個人視聴率詳細データ（関東）',
    user: 'agency-admin@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { days: 12 },
    kind: 'EXPIRY',
    amount: -5_000,
    description: 'キャンペーン付与ポイントの有効期限切れ',
  },
  {
    company: '0000A00001',
    before: { hours: 3 },
    kind: 'USE',
    amount: -6_000,
    description: 'ターゲットデータ購入：関東 世帯視聴データ（1週）',
    user: 'agency-user@demo.tvcm.jp',
  },
  {
    company: '0000A00001',
    before: { hours: 1 },
    kind: 'REFUND',
    amount: 6_000,
    description: 'ターゲットデータ購入の取消（重複申込分）',
  },
];
