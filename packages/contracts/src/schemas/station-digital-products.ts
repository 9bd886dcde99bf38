import { z } from 'zod';
import { type DigitalProductKind, STREAMING_GENRES, type StreamingGenre } from './digital-products';
import { idParam } from './ids';
import { oneLineText } from './plain-text';
import {
  SLOT_IMPORT_ENCODINGS,
  SLOT_IMPORT_PROBLEM_CODES,
  slotImportCountsSchema,
  slotImportHistoryEntrySchema,
} from './station-slots';

/**
 * A station's own streaming (`/station/import_cu`) and 1-day products (`/station/import_oneday`):
 * the import of a file of products (the TV slot import's preview → commit flow, template,
 * encodings and problems by line and column), its history, and the list of the station's products
 * with their edits. Streaming units are 1,000 impressions each: files and screens speak in
 * impressions, which must be whole thousands; the API's counters are units.
 */

/** The address segment and the licence rule of each kind's station pages and API. */
export const STATION_DIGITAL_KINDS = {
  STREAMING: { path: 'streaming', access: 'importStreaming' },
  ONEDAY: { path: 'oneday', access: 'importOneDay' },
} as const satisfies Record<DigitalProductKind, { path: string; access: string }>;

/** The streaming import file's columns, in template order (`key` names the field in problems). */
export const STREAMING_IMPORT_COLUMNS = [
  { key: 'stationCode', header: '放送局コード' },
  { key: 'code', header: '商品コード' },
  { key: 'title', header: '商品名' },
  { key: 'genre', header: 'ジャンル' },
  { key: 'deliveryStart', header: '配信開始日' },
  { key: 'deliveryEnd', header: '配信終了日' },
  { key: 'broadcastStart', header: '放送開始日' },
  { key: 'broadcastEnd', header: '放送終了日' },
  { key: 'adLengths', header: '秒数' },
  { key: 'cpm', header: 'CPM' },
  { key: 'impressionsOnSale', header: '販売インプレッション' },
  { key: 'minimumImpressions', header: '最低出稿インプレッション' },
  { key: 'salesStart', header: '販売開始日' },
  { key: 'salesEnd', header: '販売終了日' },
  { key: 'targeting', header: 'ターゲティング' },
] as const;
export type StreamingImportColumn = (typeof STREAMING_IMPORT_COLUMNS)[number]['key'];

/** The 1-day import file's columns, in template order. */
export const ONE_DAY_IMPORT_COLUMNS = [
  { key: 'stationCode', header: '放送局コード' },
  { key: 'code', header: '面コード' },
  { key: 'title', header: '面名称' },
  { key: 'date', header: '日付' },
  { key: 'adLengths', header: '秒数' },
  { key: 'price', header: '価格' },
  { key: 'estimatedImpressions', header: '想定インプレッション' },
  { key: 'salesStart', header: '販売開始日' },
  { key: 'salesEnd', header: '販売終了日' },
] as const;
export type OneDayImportColumn = (typeof ONE_DAY_IMPORT_COLUMNS)[number]['key'];

export type DigitalImportColumn = StreamingImportColumn | OneDayImportColumn;

export const DIGITAL_IMPORT_COLUMNS: Record<DigitalProductKind, readonly { key: DigitalImportColumn; header: string }[]> = {
  STREAMING: STREAMING_IMPORT_COLUMNS,
  ONEDAY: ONE_DAY_IMPORT_COLUMNS,
};

/** The genre words a file may use, besides the codes themselves (`DRAMA`). */
export const STREAMING_GENRE_WORDS: Record<string, StreamingGenre> = {
  ドラマ: 'DRAMA',
  バラエティ: 'VARIETY',
  アニメ: 'ANIME',
  スポーツ: 'SPORTS',
  ニュース: 'NEWS',
  音楽: 'MUSIC',
  映画: 'MOVIE',
  ドキュメンタリー: 'DOCUMENTARY',
};
export const STREAMING_GENRE_LABELS = Object.fromEntries(
  Object.entries(STREAMING_GENRE_WORDS).map(([word, genre]) => [genre, word]),
) as Record<StreamingGenre, string>;

export const DIGITAL_PRODUCT_CODE_MAX_LENGTH = 20;
export const DIGITAL_PRODUCT_TITLE_MAX_LENGTH = 100;
/** The highest CPM, day price and impression figures a file or an edit may give. */
export const DIGITAL_PRICE_MAX = 100_000_000;
export const DIGITAL_IMPRESSIONS_MAX = 1_000_000_000;
export const DIGITAL_UNITS_MAX = DIGITAL_IMPRESSIONS_MAX / 1000;
/** The templates' file names as they are saved. */
export const DIGITAL_IMPORT_TEMPLATE_FILE_NAMES: Record<DigitalProductKind, string> = {
  STREAMING: '配信サービス取込テンプレート.csv',
  ONEDAY: 'デジタル1day取込テンプレート.csv',
};
/** The first part of the export's file name, which the date follows. */
export const DIGITAL_EXPORT_FILE_NAMES: Record<DigitalProductKind, string> = {
  STREAMING: '配信サービス商品一覧',
  ONEDAY: 'デジタル1day商品一覧',
};

/**
 * The slot import's problems, and those only a digital file has: impressions that are not whole
 * thousands, a minimum above what is on sale, a targeting list that cannot be read, and a change to
 * what a buyer has applied for. Here `belowHeldOrSold` is an error: an import never lowers units on
 * sale below held + sold.
 */
export const DIGITAL_IMPORT_PROBLEM_CODES = [
  ...SLOT_IMPORT_PROBLEM_CODES,
  'notWholeThousands',
  'minimumAboveOnSale',
  'invalidTargeting',
  'committedTerms',
] as const;
/**
 * What a buyer applies for beside the units: the delivery window's end (its start names the
 * product), the ad lengths and the targeting. Once units of a product are held or sold, an import
 * may not change them (`committedTerms`); its price, units on sale and sales period may change.
 */
export const DIGITAL_COMMITTED_COLUMNS = ['deliveryEnd', 'adLengths', 'targeting'] as const;
export type DigitalImportProblemCode = (typeof DIGITAL_IMPORT_PROBLEM_CODES)[number];

const digitalImportColumnSchema = z.enum([
  ...new Set([...STREAMING_IMPORT_COLUMNS, ...ONE_DAY_IMPORT_COLUMNS].map((column) => column.key)),
] as [DigitalImportColumn, ...DigitalImportColumn[]]);

export const digitalImportProblemSchema = z.object({
  /** The file's line number, the heading being line 1; 0 for the file as a whole. */
  line: z.number().int().nonnegative(),
  column: digitalImportColumnSchema.nullable(),
  code: z.enum(DIGITAL_IMPORT_PROBLEM_CODES),
  severity: z.enum(['error', 'skip']),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type DigitalImportProblem = z.infer<typeof digitalImportProblemSchema>;

/** One field a row changes on a product already there, old and new as the file writes them (impressions, not units). */
export const digitalImportFieldChangeSchema = z.object({
  column: digitalImportColumnSchema,
  old: z.union([z.string(), z.number()]).nullable(),
  new: z.union([z.string(), z.number()]).nullable(),
});
export type DigitalImportFieldChange = z.infer<typeof digitalImportFieldChangeSchema>;

export const digitalImportRowChangeSchema = z.object({
  line: z.number().int().positive(),
  stationCode: z.string(),
  code: z.string(),
  deliveryStart: z.string(),
  fields: z.array(digitalImportFieldChangeSchema).min(1),
});
export type DigitalImportRowChange = z.infer<typeof digitalImportRowChangeSchema>;

/** `POST /digital-imports/{streaming|oneday}/previews?fileName=…` (body: the file's bytes). */
export const digitalImportPreviewSchema = z.object({
  fileName: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  sha256: z.string(),
  rowCount: z.number().int().nonnegative(),
  counts: slotImportCountsSchema,
  problems: z.array(digitalImportProblemSchema),
  problemCount: z.number().int().nonnegative(),
  committable: z.boolean(),
  changes: z.array(digitalImportRowChangeSchema),
});
export type DigitalImportPreview = z.infer<typeof digitalImportPreviewSchema>;

/** `POST /digital-imports/{streaming|oneday}?fileName=…`: all or nothing (IMP00001 on any error). */
export const digitalImportCommitSchema = z.object({
  counts: slotImportCountsSchema,
  problems: z.array(digitalImportProblemSchema),
  entry: slotImportHistoryEntrySchema.nullable(),
});
export type DigitalImportCommit = z.infer<typeof digitalImportCommitSchema>;

/** SOLD_OUT: on sale with nothing left; the filter of the product list. */
export const STATION_DIGITAL_STATUS_FILTERS = ['ON_SALE', 'SOLD_OUT', 'WITHDRAWN'] as const;
export type StationDigitalStatusFilter = (typeof STATION_DIGITAL_STATUS_FILTERS)[number];
export const STATION_DIGITAL_PAGE_SIZE = 50;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /station-digital-products/{streaming|oneday}`: one page of the company's products, by delivery start. */
export const stationDigitalProductsQuerySchema = z.strictObject({
  stationId: idParam().optional(),
  /** Part of the code or the title. */
  q: oneLineText().trim().max(DIGITAL_PRODUCT_TITLE_MAX_LENGTH).optional(),
  /** Products whose delivery window overlaps these dates. */
  deliveryFrom: isoDate.optional(),
  deliveryTo: isoDate.optional(),
  status: z.enum(STATION_DIGITAL_STATUS_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StationDigitalProductsQuery = z.infer<typeof stationDigitalProductsQuerySchema>;

/** `GET /station-digital-products/{streaming|oneday}/export`: every product the filters find, as an `.xlsx` in the template's columns. */
export const stationDigitalProductsExportQuerySchema = stationDigitalProductsQuerySchema.omit({ page: true });
export type StationDigitalProductsExportQuery = z.infer<typeof stationDigitalProductsExportQuerySchema>;
export const STATION_DIGITAL_EXPORT_MAX_ROWS = 100_000;

/** A product as the station's own list shows it, in the table's units (a streaming unit is 1,000 impressions). */
export const stationDigitalProductSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['STREAMING', 'ONEDAY']),
  station: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  code: z.string(),
  title: z.string(),
  genre: z.enum(STREAMING_GENRES).nullable(),
  broadcastStart: z.string().nullable(),
  broadcastEnd: z.string().nullable(),
  deliveryStart: z.string(),
  deliveryEnd: z.string(),
  adLengths: z.array(z.number().int()),
  /** Streaming: the CPM; 1-day: the price of the day. */
  unitPrice: z.number().int(),
  estimatedImpressions: z.number().int().nullable(),
  minimumUnits: z.number().int(),
  unitsOnSale: z.number().int(),
  unitsHeld: z.number().int(),
  unitsSold: z.number().int(),
  salesStart: z.string(),
  salesEnd: z.string(),
  status: z.enum(['ON_SALE', 'WITHDRAWN']),
  targeting: z.array(z.object({ target: z.string(), surchargePercent: z.number().int() })),
  updatedAt: z.string(),
});
export type StationDigitalProduct = z.infer<typeof stationDigitalProductSchema>;

export const stationDigitalProductsResponseSchema = z.object({
  products: z.array(stationDigitalProductSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StationDigitalProductsResponse = z.infer<typeof stationDigitalProductsResponseSchema>;

export const stationDigitalProductIdParamsSchema = z.object({ productId: idParam() });

/**
 * `PATCH /station-digital-products/{streaming|oneday}/{productId}`: the price (CPM or day price),
 * units on sale (a 1-day product: 0 or 1) and sale status. Never below the units held and sold
 * (DGP00001, `params.reason`).
 */
export const updateStationDigitalProductRequestSchema = z
  .strictObject({
    unitPrice: z.number().int().min(0).max(DIGITAL_PRICE_MAX).optional(),
    unitsOnSale: z.number().int().min(0).max(DIGITAL_UNITS_MAX).optional(),
    status: z.enum(['ON_SALE', 'WITHDRAWN']).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateStationDigitalProductRequest = z.infer<typeof updateStationDigitalProductRequestSchema>;
