import { describe, expect, it } from 'vitest';
import { answerEtag, createAnswerCache, encodingFor } from './answer-cache';

describe('the answer cache', () => {
  it('serves an answer only at the version it was built at', () => {
    const cache = createAnswerCache();
    const kept = cache.set('k', 3, { a: 1 });
    expect(cache.get('k', 3)).toBe(kept);
    expect(cache.get('k', 4)).toBeUndefined();
    expect(cache.get('other', 3)).toBeUndefined();
    expect(kept.etag).toBe(answerEtag('k', 3));
    expect(answerEtag('k', 4)).not.toBe(kept.etag);
    expect(answerEtag('other', 3)).not.toBe(kept.etag);
  });

  it('keeps no more than its bytes allow, least recently used out first', () => {
    const cache = createAnswerCache({ maxBytes: 100 });
    cache.set('a', 1, 'x'.repeat(30));
    cache.set('b', 1, 'y'.repeat(30));
    cache.get('a', 1);
    cache.set('c', 1, 'z'.repeat(30));
    expect(cache.get('a', 1)).toBeDefined();
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('compresses once per encoding', async () => {
    const cache = createAnswerCache();
    const entry = cache.set('k', 1, { text: 'テレビ'.repeat(100) });
    const first = await cache.bytes(entry, 'br');
    expect(await cache.bytes(entry, 'br')).toBe(first);
    expect((await cache.bytes(entry, 'gzip')).length).toBeLessThan(entry.json.length);
    expect(await cache.bytes(entry, 'identity')).toBe(entry.json);
  });

  it('picks brotli, then gzip, as the caller accepts them', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('br;q=0, gzip')).toBe('gzip');
    expect(encodingFor('*')).toBe('gzip');
    expect(encodingFor('identity')).toBe('identity');
    expect(encodingFor(undefined)).toBe('identity');
    expect(encodingFor('gzip;q=0')).toBe('identity');
  });
});
