import {
  AGENCY_LICENCES,
  BROADCASTER_LICENCES,
  type BusinessType,
  DATA_COMPANY_LICENCES,
  FUNCTION_LICENCES,
  type FunctionLicenceCode,
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
    licences: [timetable, slots, cart, booking, planning, targetSearch, cmAnalysis],
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
    licences: [timetable, slots, cart, booking, planning, targetSearch, cmAnalysis],
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
 * Placeholder records of the streaming (CU) flow, which is not built yet: they light its badges
 * (the agency's streaming cart list blue, the receptions' streaming dot). The TV badges come from
 * the demo trade (seed-demo-trade.ts). Each belongs to its first company and is created only
 * together with that company.
 */
export const DEMO_CARTS = [
  { owner: '0000S00001', recipient: '0000A00001', service: 'CU', status: 'SENT', area: '関東' },
] as const;

export const DEMO_BOOKINGS = [{ buyer: '0000A00001', seller: '0000S00001', service: 'CU', status: 'APPLIED' }] as const;

export const DEMO_PURCHASE_OFFERS = [{ buyer: '0000B00001', seller: '0000S00001', service: 'CU', status: 'RECEIVED' }] as const;

export const DEMO_POINT_TRANSACTIONS = [
  { company: '0000A00001', amount: 100_000, reason: 'ポイント購入' },
  { company: '0000A00001', amount: -24_000, reason: 'ターゲットデータ購入' },
] as const;
