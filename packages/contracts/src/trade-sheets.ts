import type { RatingType, SlotState, Target } from './broadcast';
import type { Industry } from './schemas/advertisers';
import type { BookingItemStatus, DeclineReason } from './schemas/bookings';
import type { BookingStatus } from './schemas/notifications';
import type { SalesTimeBand } from './schemas/sales-figures';

/**
 * The Japanese words the API writes itself into the `.xlsx` files of the cart (提案書), the
 * booking (申込書) and the reception (注文確認書); the web's catalogue holds the same names.
 */
export const TARGET_LABELS: Record<Target, string> = {
  household: '世帯',
  individual: '個人全体',
  core: 'コア(13-49歳)',
  c: 'C(4-12歳)',
  t: 'T(13-19歳)',
  m1: 'M1',
  f1: 'F1',
  m2: 'M2',
  f2: 'F2',
  m3: 'M3',
  f3: 'F3',
};

export const RATING_TYPE_LABELS: Record<RatingType, string> = {
  realtime: 'リアルタイム',
  pc7: 'P+C7',
  household4w: '世帯4週平均',
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  APPLIED: '申込済',
  IN_REVIEW: '審査中',
  CONTRACTED: '契約成立',
  PARTLY_CONTRACTED: '一部成立',
  DECLINED: '不成立',
  CANCELLED: '取消',
};

export const BOOKING_ITEM_STATUS_LABELS: Record<BookingItemStatus, string> = {
  APPLIED: '未判定',
  ACCEPTED: '受諾',
  DECLINED: 'お断り',
  CONTRACTED: '契約成立',
  CANCELLED: '取消',
};

/** The sheets' titles, which also begin their file names (`提案書_年末キャンペーン_20261125.xlsx`). */
export const TRADE_SHEET_TITLES = {
  cart: '提案書',
  booking: '申込書',
  reception: '注文確認書',
} as const;

/** The titles of the lists' sheets (申込一覧, 購入受付一覧), which also begin their file names. */
export const BOOKING_LIST_SHEET_TITLES = {
  buyer: '申込一覧',
  station: '購入受付一覧',
} as const;

/** Where a slot stands, in the slot list's `.xlsx` (枠一覧). */
export const SLOT_STATE_LABELS: Record<SlotState, string> = {
  onSale: '販売中',
  fewLeft: '残りわずか',
  soldOut: '売切',
  outsideSalesPeriod: '販売期間外',
  withdrawn: '販売停止',
};

/** The slot list's sheet: its title, which also begins its file name (`枠一覧_関東_20261125.xlsx`). */
export const SLOT_LIST_SHEET_TITLE = '枠一覧';

/** Monday 0 to Sunday 6, as the sheets head a weekday. */
export const WEEKDAY_LABELS = ['月', '火', '水', '木', '金', '土', '日'] as const;

/** The sales bands (SALES_TIME_BANDS) with their hours on the 29-hour clock. */
export const SALES_TIME_BAND_LABELS: Record<SalesTimeBand, string> = {
  morning: '朝（5–9時）',
  forenoon: '午前（9–12時）',
  daytime: '昼（12–17時）',
  evening: '夕方（17–19時）',
  golden: 'ゴールデン（19–22時）',
  prime: 'プライム（22–23時）',
  lateNight: '深夜（23–29時）',
};

/** The station's reasons for declining an item, as the reception names them. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  SOLD: '売切れ',
  COMPETITOR: '競合',
  SCREENING: '業態審査',
  MATERIAL: '素材',
  OTHER: 'その他',
};

/** The industries as the web's catalogue names them (industries.json). */
export const INDUSTRY_LABELS: Record<Industry, string> = {
  FOOD: '食品',
  BEVERAGE: '飲料・嗜好品',
  PHARMACEUTICAL: '医薬品',
  COSMETICS: '化粧品・トイレタリー',
  AUTOMOTIVE: '自動車',
  FINANCE: '金融・保険',
  TELECOM: '情報・通信',
  RETAIL: '流通・小売',
  SERVICES: '外食・サービス',
  REAL_ESTATE: '不動産・住宅',
  ELECTRONICS: '家電・精密機器',
  TRAVEL: '交通・レジャー',
  ENTERTAINMENT: '出版・映画・娯楽',
  PUBLIC: '官公庁・団体',
  OTHER: 'その他',
};
