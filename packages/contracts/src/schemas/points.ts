import { z } from 'zod';
import { businessDateSchema } from './program-guide';

export const companyCodeParamsSchema = z.object({
  /** Company codes are letters and digits (e.g. 0000A00001, 00000T0001). */
  companyCode: z.string().regex(/^[0-9A-Za-z]{1,32}$/),
});

export const pointStatusResponseSchema = z.object({
  status: z.object({ balance: z.number().int() }),
});
export type PointStatusResponse = z.infer<typeof pointStatusResponseSchema>;

/**
 * What moved a company's points: granted by the operator, bought, used on a purchase, expired,
 * corrected by the operator, given back (a cancelled purchase), reserved while a purchase awaits
 * its examination (target data), and such a reservation released (on approval, before the use;
 * on return).
 */
export const POINT_KINDS = ['GRANT', 'PURCHASE', 'USE', 'EXPIRY', 'ADJUSTMENT', 'REFUND', 'RESERVE', 'RELEASE'] as const;
export type PointKind = (typeof POINT_KINDS)[number];

export const POINT_HISTORY_PAGE_SIZE = 50;
/** The longest period one history query (and one CSV) covers: a little over three years. */
export const POINT_HISTORY_MAX_DAYS = 1_100;
/** Rows one CSV download holds at most; a longer period is to be split. */
export const POINT_HISTORY_CSV_MAX_ROWS = 50_000;

/** `issue.params.rule` of the period check, for the web's mismatch message (SPEC.md §5). */
export const POINT_HISTORY_RULE_IDS = { endBeforeStart: 'pointHistoryEndBeforeStart', tooLong: 'pointHistoryTooLong' } as const;

const dayCount = (from: string, until: string) => Math.round((Date.parse(until) - Date.parse(from)) / 86_400_000);

/**
 * `GET /points/companies/{companyCode}/histories` (and `/histories.csv`): entries from the JST
 * start of `from` up to, not including, the JST start of `to`. The web shows the last day the user
 * chose and sends the day after it (SPEC.md §7), so the range is half-open: `to` is exclusive.
 */
export const pointHistoryQuerySchema = z
  .strictObject({
    from: businessDateSchema,
    to: businessDateSchema,
    kind: z.enum(POINT_KINDS).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .refine((query) => query.to > query.from, {
    path: ['to'],
    params: { rule: POINT_HISTORY_RULE_IDS.endBeforeStart },
  })
  .refine((query) => dayCount(query.from, query.to) <= POINT_HISTORY_MAX_DAYS, {
    path: ['to'],
    params: { rule: POINT_HISTORY_RULE_IDS.tooLong },
  });
export type PointHistoryQuery = z.input<typeof pointHistoryQuerySchema>;

export const pointHistoryEntrySchema = z.object({
  id: z.number().int().positive(),
  /** ISO-8601 instant. */
  occurredAt: z.string(),
  kind: z.enum(POINT_KINDS),
  description: z.string(),
  /** Signed: positive adds to the balance, negative takes from it. */
  amount: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  /** Who caused the entry; null for the operator's own entries and for users since removed. */
  userName: z.string().nullable(),
  /** The JST date the points of a grant or purchase expire on; null when they do not. */
  expiresOn: businessDateSchema.nullable(),
});
export type PointHistoryEntry = z.infer<typeof pointHistoryEntrySchema>;

/** Newest first. */
export const pointHistoriesResponseSchema = z.object({
  entries: z.array(pointHistoryEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type PointHistoriesResponse = z.infer<typeof pointHistoriesResponseSchema>;

/** The CSV's column headings, in order; the web shows the same names in its table. */
export const POINT_HISTORY_CSV_HEADINGS = ['日時', '種別', '内容', 'ポイント', '残高', '利用者', '有効期限'] as const;

/** The kinds' names where the API writes them itself (the CSV); the web's catalogue holds the same. */
export const POINT_KIND_LABELS: Record<PointKind, string> = {
  GRANT: '付与',
  PURCHASE: '購入',
  USE: '利用',
  EXPIRY: '失効',
  ADJUSTMENT: '調整',
  REFUND: '返還',
  RESERVE: '予約',
  RELEASE: '予約解除',
};
