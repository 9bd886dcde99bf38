import { z } from 'zod';
import { SLOT_POSITIONS } from '../broadcast';
import { idParam } from './ids';
import { oneLineText } from './plain-text';

/**
 * A station's own inventory (`/station/import_cm`): the CSV import of programmes and slots, its
 * history, and the list of the station's slots with their edits.
 */

/**
 * The import file's columns, in template order. `key` names the field in problems and answers;
 * `header` is the Japanese heading of the template's first line, which a file must carry.
 */
export const SLOT_IMPORT_COLUMNS = [
  { key: 'stationCode', header: '放送局コード' },
  { key: 'broadcastDate', header: '放送日' },
  { key: 'programmeStart', header: '番組開始' },
  { key: 'programmeEnd', header: '番組終了' },
  { key: 'programmeTitle', header: '番組名' },
  { key: 'slotTime', header: 'CM時刻' },
  { key: 'position', header: '枠種別' },
  { key: 'lengthSeconds', header: '秒数' },
  { key: 'kind', header: '販売区分' },
  { key: 'unitsOnSale', header: '販売枠数' },
  { key: 'price', header: '単価' },
  { key: 'salesStart', header: '販売開始日' },
  { key: 'salesEnd', header: '販売終了日' },
] as const;
export type SlotImportColumn = (typeof SLOT_IMPORT_COLUMNS)[number]['key'];

/** The words a file may use for a slot's kind (販売区分), besides the numbers 1 and 2 of kind_cm. */
export const SLOT_KIND_WORDS = { 通常: 1, 直前: 2 } as const;

export const SLOT_IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/**
 * What an `.xlsx`'s parts may inflate to in all: a workbook is read whole, and a zip of a few
 * megabytes can inflate to gigabytes. A sheet of SLOT_IMPORT_MAX_ROWS rows needs well under this.
 */
export const SLOT_IMPORT_MAX_SHEET_BYTES = 256 * 1024 * 1024;
export const SLOT_IMPORT_MAX_ROWS = 100_000;
/** A preview lists at most this many problems; `problemCount` says how many there were. */
export const SLOT_IMPORT_PROBLEMS_SHOWN = 1_000;
export const PROGRAMME_TITLE_MAX_LENGTH = 100;
export const SLOT_PRICE_MAX = 100_000_000;
export const SLOT_UNITS_MAX = 99;
export const SLOT_IMPORT_FILE_NAME_MAX_LENGTH = 255;
export const SLOT_IMPORT_HISTORY_MAX = 100;
export const STATION_SLOT_PAGE_SIZE = 100;
/** The slot list spans at most this many broadcast days (a quarter), so one request stays a few pages of one season. */
export const STATION_SLOT_DATE_RANGE_MAX_DAYS = 92;
/** The template's file name as it is saved; the download also names an ASCII fallback for old browsers. */
export const SLOT_IMPORT_TEMPLATE_FILE_NAME = 'CM枠取込テンプレート.csv';
/** A preview lists the changes of at most this many rows; `changeCount` says how many rows change. */
export const SLOT_IMPORT_CHANGES_SHOWN = 1_000;

/**
 * How an import file was read: a CSV in UTF-8 (with or without BOM) or Excel's Shift_JIS, or an
 * Excel workbook (`.xlsx`, its first sheet), which carries its text in its own encoding.
 */
export const SLOT_IMPORT_ENCODINGS = ['UTF-8', 'CP932', 'XLSX'] as const;
export type SlotImportEncoding = (typeof SLOT_IMPORT_ENCODINGS)[number];

/**
 * What is wrong with a line, a field of it or the whole file (line 0 = the file). `error` stops the
 * commit; `skip` is a row that would change a slot in a way its held or sold units or its
 * applications forbid: it is reported and left out, the rest is applied.
 * The web words each code in the `ja` catalogue, with the generic §5 messages where they fit
 * (required, too long, numeric, number at most, mismatch).
 */
export const SLOT_IMPORT_PROBLEM_CODES = [
  'fileEmpty',
  'fileTooLarge',
  'tooManyRows',
  /** Not readable as CSV from this line on (a quote never closed, text after a closing quote). */
  'csvSyntax',
  /** A file that starts as a zip archive (an `.xlsx`) but is not a workbook that can be read. */
  'sheetUnreadable',
  /** An `.xlsx` whose parts inflate past SLOT_IMPORT_MAX_SHEET_BYTES. */
  'sheetTooLarge',
  'headerMismatch',
  'columnCount',
  'required',
  'tooLong',
  /** Control characters or bidirectional marks in a text field (a line break inside a quoted cell). */
  'invalidText',
  'numeric',
  'numberMax',
  'mismatch',
  'invalidDate',
  'invalidTime',
  'invalidChoice',
  'unknownStation',
  'notOwnStation',
  'duplicateRow',
  'programmeConflict',
  'salesPeriodOrder',
  'belowHeldOrSold',
  'hasApplications',
] as const;
export type SlotImportProblemCode = (typeof SLOT_IMPORT_PROBLEM_CODES)[number];

const slotImportColumnSchema = z.enum(
  SLOT_IMPORT_COLUMNS.map((column) => column.key) as [SlotImportColumn, ...SlotImportColumn[]],
);

export const slotImportProblemSchema = z.object({
  /** The file's line number, the heading being line 1; 0 for the file as a whole. */
  line: z.number().int().nonnegative(),
  column: slotImportColumnSchema.nullable(),
  code: z.enum(SLOT_IMPORT_PROBLEM_CODES),
  severity: z.enum(['error', 'skip']),
  /**
   * Values for the message: `max` (tooLong, numberMax, tooManyRows), `target` (mismatch: the key of
   * the column the value disagrees with), `value` (the cell as read, cut to 50 characters), `choices`
   * (invalidChoice), `expected` and `actual` (columnCount; headerMismatch's `expected` is the heading),
   * `line` (duplicateRow, programmeConflict: the line that came first), `held` and `sold` (belowHeldOrSold).
   */
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type SlotImportProblem = z.infer<typeof slotImportProblemSchema>;

export const slotImportCountsSchema = z.object({
  created: z.number().int().nonnegative(),
  changed: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type SlotImportCounts = z.infer<typeof slotImportCountsSchema>;

/**
 * `POST /slot-imports/previews?fileName=…` (body: the file's bytes, `text/csv`) and, with the same
 * bytes, `POST /slot-imports?fileName=…` which commits them all or nothing.
 */
export const slotImportQuerySchema = z.strictObject({
  fileName: oneLineText().trim().min(1).max(SLOT_IMPORT_FILE_NAME_MAX_LENGTH),
});

/**
 * One field a row changes on a slot that is already there, old and new as stored: yen and units as
 * numbers, dates `yyyy-MM-dd`, times (programmeStart, programmeEnd) as seconds from 05:00, kind as
 * kind_cm. `programmeStart` is a PT slot moving to another programme (null: it had none);
 * `programmeEnd` and `programmeTitle` are its programme's, which the file renames or re-times.
 */
export const slotImportFieldChangeSchema = z.object({
  column: slotImportColumnSchema,
  old: z.union([z.string(), z.number()]).nullable(),
  new: z.union([z.string(), z.number()]),
});
export type SlotImportFieldChange = z.infer<typeof slotImportFieldChangeSchema>;

/** A row that changes an existing slot: the file's line, the slot it names and what changes. */
export const slotImportRowChangeSchema = z.object({
  line: z.number().int().positive(),
  stationCode: z.string(),
  broadcastDate: z.string(),
  startSecond: z.number().int(),
  fields: z.array(slotImportFieldChangeSchema).min(1),
});
export type SlotImportRowChange = z.infer<typeof slotImportRowChangeSchema>;

export const slotImportPreviewSchema = z.object({
  fileName: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  /** SHA-256 of the bytes, hex: the web shows it and the history keeps it. */
  sha256: z.string(),
  rowCount: z.number().int().nonnegative(),
  counts: slotImportCountsSchema,
  problems: z.array(slotImportProblemSchema),
  problemCount: z.number().int().nonnegative(),
  /** No error: committing would apply the created and changed rows (skips are left out). */
  committable: z.boolean(),
  /** The changed rows' old → new values, in file order, at most SLOT_IMPORT_CHANGES_SHOWN of them (`counts.changed` in all). */
  changes: z.array(slotImportRowChangeSchema),
});
export type SlotImportPreview = z.infer<typeof slotImportPreviewSchema>;

export const slotImportHistoryEntrySchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  sha256: z.string(),
  encoding: z.enum(SLOT_IMPORT_ENCODINGS),
  rowCount: z.number().int(),
  counts: slotImportCountsSchema,
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SlotImportHistoryEntry = z.infer<typeof slotImportHistoryEntrySchema>;

/** The commit's answer: what it did, and the history entry it wrote (none when nothing changed). */
export const slotImportCommitSchema = z.object({
  counts: slotImportCountsSchema,
  problems: z.array(slotImportProblemSchema),
  entry: slotImportHistoryEntrySchema.nullable(),
});
export type SlotImportCommit = z.infer<typeof slotImportCommitSchema>;

/** `GET /slot-imports`: the company's imports, newest first. */
export const slotImportHistorySchema = z.object({ entries: z.array(slotImportHistoryEntrySchema) });
export type SlotImportHistory = z.infer<typeof slotImportHistorySchema>;

/** `GET /station-slots/stations`: the stations the caller's company sells, to import for and filter by. */
export const ownStationsSchema = z.object({
  stations: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string(), areaCode: z.string() })),
});
export type OwnStations = z.infer<typeof ownStationsSchema>;

/** SOLD_OUT: on sale with no unit left; the filter of the slot list. */
export const STATION_SLOT_STATUS_FILTERS = ['ON_SALE', 'SOLD_OUT', 'WITHDRAWN'] as const;
export type StationSlotStatusFilter = (typeof STATION_SLOT_STATUS_FILTERS)[number];

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const id = idParam();

/** `GET /station-slots`: one page of the company's slots, in timetable order. */
export const stationSlotsQuerySchema = z.strictObject({
  stationId: id.optional(),
  dateFrom: isoDate,
  dateTo: isoDate,
  programme: oneLineText().trim().max(PROGRAMME_TITLE_MAX_LENGTH).optional(),
  status: z.enum(STATION_SLOT_STATUS_FILTERS).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type StationSlotsQuery = z.infer<typeof stationSlotsQuerySchema>;

/**
 * `GET /station-slots/export`: the slots the list's filters find, every page, as an `.xlsx` in the
 * import template's columns, so the file can be edited and imported back.
 */
export const stationSlotsExportQuerySchema = stationSlotsQuerySchema.omit({ page: true });
export type StationSlotsExportQuery = z.infer<typeof stationSlotsExportQuerySchema>;
/** An export holds at most what an import takes; more refuses it (SLT00002), and the station narrows the filters. */
export const STATION_SLOT_EXPORT_MAX_ROWS = SLOT_IMPORT_MAX_ROWS;
/** The first part of the export's file name, which the date follows: `CM枠一覧_20261125.xlsx`. */
export const STATION_SLOT_EXPORT_FILE_NAME = 'CM枠一覧';

export const stationSlotSchema = z.object({
  id: z.number().int(),
  station: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  broadcastDate: z.string(),
  startSecond: z.number().int(),
  programmeTitle: z.string().nullable(),
  position: z.enum(SLOT_POSITIONS),
  lengthSeconds: z.number().int(),
  kind: z.number().int(),
  price: z.number().int(),
  unitsOnSale: z.number().int(),
  unitsHeld: z.number().int(),
  unitsSold: z.number().int(),
  salesStart: z.string(),
  salesEnd: z.string(),
  status: z.enum(['ON_SALE', 'WITHDRAWN']),
  /** Items of bookings not yet closed name this slot: its kind, time and length may not change. */
  hasApplications: z.boolean(),
  updatedAt: z.string(),
});
export type StationSlot = z.infer<typeof stationSlotSchema>;

export const stationSlotsResponseSchema = z.object({
  slots: z.array(stationSlotSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type StationSlotsResponse = z.infer<typeof stationSlotsResponseSchema>;

export const stationSlotIdParamsSchema = z.object({ slotId: id });

/** `PATCH /station-slots/{slotId}`: price, units on sale and sale status (withdraw or put back on sale). */
export const updateStationSlotRequestSchema = z
  .strictObject({
    price: z.number().int().min(0).max(SLOT_PRICE_MAX).optional(),
    unitsOnSale: z.number().int().min(0).max(SLOT_UNITS_MAX).optional(),
    status: z.enum(['ON_SALE', 'WITHDRAWN']).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type UpdateStationSlotRequest = z.infer<typeof updateStationSlotRequestSchema>;
