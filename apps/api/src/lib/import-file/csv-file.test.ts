import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeFile, parseRecords } from './csv-file';

describe('decodeFile', () => {
  it('reads a BOM as UTF-8, valid UTF-8 as UTF-8 and anything else as CP932', () => {
    const text = '番組名,～①髙';
    expect(decodeFile(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]))).toEqual({
      encoding: 'UTF-8',
      text,
    });
    expect(decodeFile(new TextEncoder().encode(text))).toEqual({ encoding: 'UTF-8', text });
    expect(decodeFile(new Uint8Array(iconv.encode(text, 'CP932')))).toEqual({ encoding: 'CP932', text });
    // Plain ASCII is the same in both; it reads as UTF-8.
    expect(decodeFile(new TextEncoder().encode('a,b')).encoding).toBe('UTF-8');
  });
});

describe('parseRecords', () => {
  it('numbers lines alike with CRLF, LF and CR line ends, blank lines and line breaks inside quoted cells', () => {
    for (const end of ['\r\n', '\n', '\r']) {
      const text = ['h1,h2', '', 'a,b', '"x', 'y",z', ',', `"q${end}r",1`, 'last,1'].join(end);
      const parsed = parseRecords(text, 100);
      expect(parsed, JSON.stringify(end)).toEqual({
        records: [
          { line: 1, fields: ['h1', 'h2'] },
          { line: 3, fields: ['a', 'b'] },
          { line: 4, fields: ['x\ny', 'z'] },
          { line: 6, fields: ['', ''] },
          { line: 7, fields: ['q\nr', '1'] },
          { line: 9, fields: ['last', '1'] },
        ],
      });
    }
  });

  it('reports the line where the file stops being CSV, and stops reading past the records allowed', () => {
    expect(parseRecords('h\r\nrow\r\n\r\n"unclosed,1\r\nmore\r\n', 100)).toEqual({ syntaxErrorLine: 4 });
    expect(parseRecords('h\na\nb\n\n\nc\n', 3)).toEqual({ tooManyRecords: true });
    expect(parseRecords('h\na\nb\n\n\n', 3)).toEqual({
      records: [
        { line: 1, fields: ['h'] },
        { line: 2, fields: ['a'] },
        { line: 3, fields: ['b'] },
      ],
    });
  });
});
