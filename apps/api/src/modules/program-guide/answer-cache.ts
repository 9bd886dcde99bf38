import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type AnswerEncoding = 'br' | 'gzip' | 'identity';

/** An answer as sent: its JSON, and its compressed forms once a caller has asked for them. */
export interface CachedAnswer {
  version: number;
  etag: string;
  json: Buffer;
  compressed: Partial<Record<'br' | 'gzip', Promise<Buffer>>>;
}

/** How much of the process's memory recently built answers may take (an area-week is about 430 KB of JSON). */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 1_000;

/**
 * The encoding to send an answer in: brotli, else gzip, else none, as the caller accepts them
 * (a `q=0` refuses one). The same settings as the API's compression (app.ts).
 */
export function encodingFor(acceptEncoding: string | undefined): AnswerEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

function compress(json: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzip(json, { level: 4 });
}

/** The entity tag of an answer: its key (question, visibility, date) and the inventory version it was built at. */
export function answerEtag(key: string, version: number): string {
  return `"pg-${createHash('sha256').update(key).digest('base64url').slice(0, 22)}-${version}"`;
}

/**
 * Recently built program-guide answers by key, each valid while the inventory version it was
 * built at is the area's version (decision 016). Bounded in entries and bytes, least recently
 * used first out. The version is always read from the database by the caller, so an entry of an
 * older version is never served: it is replaced on the next build.
 */
export function createAnswerCache(options: { maxBytes?: number; maxEntries?: number } = {}) {
  const entries = new LRUCache<string, CachedAnswer>({
    max: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    // The JSON and, at most, its two compressed forms (about an eighth of it each).
    sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.json.length * 1.25)),
  });
  return {
    /** The answer kept for this key, if it was built at this version. */
    get(key: string, version: number): CachedAnswer | undefined {
      const entry = entries.get(key);
      return entry?.version === version ? entry : undefined;
    },
    set(key: string, version: number, answer: unknown): CachedAnswer {
      const entry: CachedAnswer = {
        version,
        etag: answerEtag(key, version),
        json: Buffer.from(JSON.stringify(answer)),
        compressed: {},
      };
      entries.set(key, entry);
      return entry;
    },
    /** The answer's bytes in this encoding, compressed once per entry. */
    bytes(entry: CachedAnswer, encoding: AnswerEncoding): Promise<Buffer> {
      if (encoding === 'identity') return Promise.resolve(entry.json);
      entry.compressed[encoding] ??= compress(entry.json, encoding).catch((error: unknown) => {
        delete entry.compressed[encoding];
        throw error;
      });
      return entry.compressed[encoding];
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
