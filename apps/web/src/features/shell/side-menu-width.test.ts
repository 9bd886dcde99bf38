import { describe, expect, it } from 'vitest';
import { sideMenuWidth } from './side-menu-width';

describe('sideMenuWidth', () => {
  it.each([
    { open: true, overflowing: false, classicScrollbar: false, width: 226 },
    { open: false, overflowing: false, classicScrollbar: false, width: 60 },
    { open: true, overflowing: false, classicScrollbar: true, width: 226 },
    { open: false, overflowing: false, classicScrollbar: true, width: 60 },
    { open: true, overflowing: true, classicScrollbar: false, width: 240 },
    { open: true, overflowing: true, classicScrollbar: true, width: 240 },
    { open: false, overflowing: true, classicScrollbar: false, width: 60 },
    { open: false, overflowing: true, classicScrollbar: true, width: 76 },
  ])('open $open, overflowing $overflowing, classic scrollbar $classicScrollbar → $width px', ({ width, ...layout }) => {
    expect(sideMenuWidth(layout)).toBe(width);
  });
});
