import type { SlotImportEncoding } from '@tvcm/contracts';
import { CsvError, type InfoRecord, parse } from 'csv-parse/sync';
import iconv from 'iconv-lite';

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** The file's text and the encoding it was read in. */
export interface DecodedFile {
  encoding: SlotImportEncoding;
  text: string;
}

/**
 * Excel saves "CSV (comma delimited)" in Shift_JIS (Windows' CP932, with its NEC and IBM extensions)
 * and "CSV UTF-8" with a byte-order mark; other tools write UTF-8 without one. A BOM settles it;
 * otherwise bytes that are valid UTF-8 are read as UTF-8, since Shift_JIS text of any length almost
 * never is, and everything else as CP932.
 */
export function decodeFile(bytes: Uint8Array): DecodedFile {
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) {
    return { encoding: 'UTF-8', text: new TextDecoder('utf-8').decode(bytes.subarray(UTF8_BOM.length)) };
  }
  try {
    return { encoding: 'UTF-8', text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { encoding: 'CP932', text: iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'CP932') };
  }
}

/** One record of the file and the line it starts on (the heading is line 1). */
export interface FileRecord {
  line: number;
  fields: string[];
}

export type ParsedFile = { records: FileRecord[] } | { syntaxErrorLine: number } | { tooManyRecords: true };

/** Thrown from inside csv-parse to stop reading a file past the records it may have. */
class TooManyRecords extends Error {}

const LINE_ENDS = /\r\n?/g;

/** Line breaks inside the record's quoted cells (Alt+Enter in Excel). */
function breaksInside(fields: readonly string[]): number {
  let breaks = 0;
  for (const field of fields) {
    for (let index = field.indexOf('\n'); index !== -1; index = field.indexOf('\n', index + 1)) breaks += 1;
  }
  return breaks;
}

/**
 * The file's records with the line each starts on, blank lines left out (the caller skips lines of
 * empty cells). Windows and old Mac line ends become LF first, so csv-parse counts every line end
 * once, inside quoted cells too; it tells the line a record ends on, less the breaks inside its
 * cells is the line it starts on. A file that stops being CSV part way reports the line of the
 * record where it did. Reading stops once the file has more than `maxRecords` records that are not
 * blank lines.
 */
export function parseRecords(text: string, maxRecords: number): ParsedFile {
  const records: FileRecord[] = [];
  let nextLine = 1;
  const onRecord = (record: string[], context: InfoRecord) => {
    if (record.length > 1 || record[0] !== '') records.push({ line: context.lines - breaksInside(record), fields: record });
    if (records.length > maxRecords) throw new TooManyRecords();
    nextLine = context.lines + 1;
    return null;
  };
  try {
    parse(text.replace(LINE_ENDS, '\n'), {
      relax_column_count: true,
      relax_quotes: true,
      record_delimiter: '\n',
      on_record: onRecord,
    });
    return { records };
  } catch (error) {
    if (error instanceof TooManyRecords) return { tooManyRecords: true };
    if (!(error instanceof CsvError)) throw error;
    return { syntaxErrorLine: nextLine };
  }
}
