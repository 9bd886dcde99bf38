import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN_PATH, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it.each([
    ['/top', '/top'],
    ['/agency/program_guide', '/agency/program_guide'],
    ['/agency/positions?kind_cm=1', '/agency/positions?kind_cm=1'],
    ['/agency/cart/list?sort=created_at&order=desc#latest', '/agency/cart/list?sort=created_at&order=desc#latest'],
    ['/search?q=%E3%83%86%E3%83%AC%E3%83%93', '/search?q=%E3%83%86%E3%83%AC%E3%83%93'],
    ['/info/../top', '/top'],
  ])('keeps the same-origin path %j', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([null, undefined, ''])('falls back to the top page when the value is %j', (value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it.each([
    // absolute addresses and schemes
    'https://evil.example',
    'https://evil.example/top',
    'http:evil.example',
    'HTTPS://evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    // protocol-relative and backslash variants
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/./\\evil.example',
    // relative paths and bare hosts
    'top',
    'evil.example',
    '.',
    '../top',
    // control characters that URL parsers strip
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/top\u0000',
    '\u0000/top',
    '/top\u007f',
    // encoded variants
    '%2F%2Fevil.example',
    '/%2Fevil.example',
    '/%5Cevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    '/%09/evil.example',
    '/top%00',
    '/%E0%A4%A', // malformed percent-encoding
    // credentials and odd hosts
    'https://example.com@evil.example',
    '//example.com@evil.example',
  ])('refuses %j', (value) => {
    expect(safeRedirect(value)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });

  it('compares against the page origin rather than trusting the prefix', () => {
    expect(safeRedirect(`${window.location.origin}/top`)).toBe(DEFAULT_AFTER_LOGIN_PATH);
  });
});
