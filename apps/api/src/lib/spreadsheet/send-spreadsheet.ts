import type { FastifyReply } from 'fastify';
import { SPREADSHEET_CONTENT_TYPE } from './spreadsheet';

/**
 * A `Content-Disposition` for a download: the Japanese name as RFC 5987's UTF-8 `filename*`, which
 * browsers prefer, and a plain ASCII `filename` for those that cannot read it.
 */
export function attachmentDisposition(fileName: string, asciiFileName: string): string {
  return `attachment; filename="${asciiFileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Characters no file system or browser keeps in a saved file's name (control characters, too). */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|]|\p{Cc}/gu;

/**
 * A file name with the day it was made: `提案書_関東12月カート_20261125.xlsx` from the parts
 * `['提案書', '関東12月カート']` and the business date `2026-11-25`.
 */
export function datedFileName(parts: readonly string[], businessDate: string, extension = 'xlsx'): string {
  const name = [...parts, businessDate.replaceAll('-', '')]
    .map((part) => part.replace(UNSAFE_FILE_NAME_CHARACTERS, '_').trim())
    .filter((part) => part.length > 0)
    .join('_');
  return `${name}.${extension}`;
}

export interface SpreadsheetFile {
  /** The `.xlsx` content, from `buildSpreadsheet`. */
  content: Buffer;
  /** The name the browser saves it as, Japanese allowed (`datedFileName`). */
  fileName: string;
  /** The ASCII name for browsers that cannot read `filename*` (e.g. `cart-20261125.xlsx`). */
  asciiFileName: string;
}

/** Sends an `.xlsx` file as a download; return what it returns from the route's handler. */
export function sendSpreadsheet(reply: FastifyReply, file: SpreadsheetFile): FastifyReply {
  return reply
    .type(SPREADSHEET_CONTENT_TYPE)
    .header('content-disposition', attachmentDisposition(file.fileName, file.asciiFileName))
    .header('cache-control', 'no-store')
    .send(file.content);
}
