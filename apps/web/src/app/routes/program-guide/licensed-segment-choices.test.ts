import type { LicensedSegment } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { INITIAL_RATING_SETTING } from '../../../features/program-guide/search-conditions';
import { usableRatingSetting } from './licensed-segment-choices';

const families: LicensedSegment = {
  id: 3,
  name: '子育てファミリー（未就学児あり）',
  provider: '株式会社ひかりデータ',
  areas: [{ area: 'kanto', startsOn: '2026-11-01', endsOn: '2026-12-31', universe: 6_150_000 }],
};
const withSegment = { ...INITIAL_RATING_SETTING, target: 'f1' as const, segment: 3 };

describe('usableRatingSetting', () => {
  it('keeps a segment licensed in the area, and any setting while the licences are unknown', () => {
    expect(usableRatingSetting(withSegment, [families], 'kanto')).toBe(withSegment);
    expect(usableRatingSetting(withSegment, undefined, 'kansai')).toBe(withSegment);
    expect(usableRatingSetting(INITIAL_RATING_SETTING, [], 'kanto')).toBe(INITIAL_RATING_SETTING);
  });

  it('drops a segment whose licence has ended or that covers other areas, keeping the demographic target', () => {
    const demographic = { ...INITIAL_RATING_SETTING, target: 'f1' };
    expect(usableRatingSetting(withSegment, [], 'kanto')).toEqual(demographic);
    expect(usableRatingSetting(withSegment, [families], 'kansai')).toEqual(demographic);
  });
});
