import { describe, expect, it } from 'vitest';
import { isHeadingToward } from './safe-triangle';

// A popup to the right of the menu, like 枠一覧から探す's beside its parent.
const panel = { left: 226, top: 100, bottom: 300 };

describe('isHeadingToward', () => {
  it('holds for a diagonal move from the parent towards a lower child', () => {
    expect(isHeadingToward({ x: 120, y: 120 }, { x: 150, y: 135 }, panel)).toBe(true);
    expect(isHeadingToward({ x: 200, y: 150 }, { x: 220, y: 170 }, panel)).toBe(true);
  });

  it('fails for a move straight down the menu, to the left, or on the spot', () => {
    expect(isHeadingToward({ x: 120, y: 120 }, { x: 121, y: 160 }, panel)).toBe(false);
    expect(isHeadingToward({ x: 120, y: 120 }, { x: 100, y: 130 }, panel)).toBe(false);
    expect(isHeadingToward({ x: 120, y: 120 }, { x: 120, y: 120 }, panel)).toBe(false);
  });

  it('fails for a move that would pass below the popup', () => {
    expect(isHeadingToward({ x: 120, y: 280 }, { x: 140, y: 340 }, panel)).toBe(false);
  });

  it('holds once the pointer has reached the popup, but not beside it', () => {
    expect(isHeadingToward({ x: 220, y: 150 }, { x: 230, y: 160 }, panel)).toBe(true);
    expect(isHeadingToward({ x: 220, y: 350 }, { x: 230, y: 360 }, panel)).toBe(false);
  });
});
