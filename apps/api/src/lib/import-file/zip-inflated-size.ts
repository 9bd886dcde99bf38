import { inflateRawSync } from 'node:zlib';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
/** The end record's fixed part, and the longest comment that may follow it. */
const END_RECORD_LENGTH = 22;
const MAX_COMMENT_LENGTH = 0xffff;
const STORED = 0;
const DEFLATED = 8;

export type InflatedSize = 'fits' | 'tooLarge' | 'unreadable';

/**
 * Whether a zip archive's entries inflate to at most `maxBytes` in all. A workbook is read whole
 * into memory, and a few megabytes of deflate can inflate to gigabytes, so each entry is inflated
 * here first with a ceiling on its output rather than trusting the sizes its headers claim. An
 * archive this cannot walk (zip64, unknown compression, entries out of bounds, broken deflate) is
 * unreadable: no workbook Excel writes within the upload limit is one.
 */
export function inflatedSize(bytes: Uint8Array, maxBytes: number): InflatedSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndRecord(view);
  if (end === -1) return 'unreadable';
  const entries = view.getUint16(end + 10, true);
  let entry = view.getUint32(end + 16, true);
  let total = 0;
  for (let index = 0; index < entries; index += 1) {
    if (entry + 46 > view.byteLength || view.getUint32(entry, true) !== CENTRAL_DIRECTORY_ENTRY) return 'unreadable';
    const method = view.getUint16(entry + 10, true);
    const compressedSize = view.getUint32(entry + 20, true);
    const local = view.getUint32(entry + 42, true);
    entry += 46 + view.getUint16(entry + 28, true) + view.getUint16(entry + 30, true) + view.getUint16(entry + 32, true);
    if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_FILE_HEADER) return 'unreadable';
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + compressedSize > view.byteLength) return 'unreadable';
    const data = bytes.subarray(start, start + compressedSize);
    if (method === STORED) total += data.byteLength;
    else if (method === DEFLATED) {
      try {
        total += inflateRawSync(data, { maxOutputLength: maxBytes - total + 1 }).byteLength;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'tooLarge' : 'unreadable';
      }
    } else return 'unreadable';
    if (total > maxBytes) return 'tooLarge';
  }
  return 'fits';
}

/** The end of central directory record's offset, searched from the end past any comment; -1 if none. */
function findEndRecord(view: DataView): number {
  const last = view.byteLength - END_RECORD_LENGTH;
  const first = Math.max(0, last - MAX_COMMENT_LENGTH);
  for (let offset = last; offset >= first; offset -= 1) {
    if (view.getUint32(offset, true) === END_OF_CENTRAL_DIRECTORY) return offset;
  }
  return -1;
}
