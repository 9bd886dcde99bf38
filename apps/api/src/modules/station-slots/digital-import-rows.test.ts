import { describe, expect, it } from 'vitest';
import { parseAdLengths, parseGenre, parseImpressions, parseTargeting } from './digital-import-rows';

describe('the cells of a digital file', () => {
  it('reads targeting with its surcharges in any case, and refuses what it cannot read', () => {
    expect(parseTargeting('F1:20;M1:20;area:kanto:10')).toEqual({
      value: [
        { target: 'area:kanto', surchargePercent: 10 },
        { target: 'f1', surchargePercent: 20 },
        { target: 'm1', surchargePercent: 20 },
      ],
    });
    for (const cell of ['X9:10', 'F1', 'F1:301', 'F1:10;f1:20', 'area:KANTO1:5']) {
      expect(parseTargeting(cell).problem?.code, cell).toBe('invalidTargeting');
    }
  });

  it('reads ad lengths as 15/30 or with other separators, each 6 to 60 seconds', () => {
    expect(parseAdLengths('30/15')).toEqual({ value: '15,30' });
    expect(parseAdLengths('15秒・30秒')).toEqual({ value: '15,30' });
    expect(parseAdLengths('5/15').problem?.code).toBe('invalidChoice');
  });

  it('reads a genre by its word or code, and nothing of the object prototype', () => {
    expect(parseGenre('ドラマ')).toEqual({ value: 'DRAMA' });
    expect(parseGenre('anime')).toEqual({ value: 'ANIME' });
    expect(parseGenre('constructor').problem?.code).toBe('invalidChoice');
  });

  it('reads impressions with separators, in whole thousands where units are sold', () => {
    expect(parseImpressions('1,500,000', true)).toEqual({ value: 1_500_000 });
    expect(parseImpressions('12500', true).problem?.code).toBe('notWholeThousands');
    expect(parseImpressions('12500', false)).toEqual({ value: 12_500 });
    expect(parseImpressions('12,50', true).problem?.code).toBe('numeric');
  });
});
