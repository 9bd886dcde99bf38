import { describe, expect, it } from 'vitest';
import { formatList } from './format-list';

describe('formatList', () => {
  it('writes a Japanese list with the ideographic comma', () => {
    expect(formatList(['朝凪', '東都', '湾岸'])).toBe('朝凪、東都、湾岸');
    expect(formatList(['朝凪'])).toBe('朝凪');
    expect(formatList([])).toBe('');
  });
});
