/**
 * How many half-width character cells a text takes on screen: full-width characters (kana, kanji,
 * full-width forms, CJK punctuation) take two, as they do in Excel's column-width unit, so a column
 * of Japanese names gets twice the width of one of ASCII of the same length.
 */
export function displayWidth(text: string): number {
  let width = 0;
  for (const character of text) width += isWide(character.codePointAt(0) ?? 0) ? 2 : 1;
  return width;
}

function isWide(codePoint: number): boolean {
  return (
    (codePoint >= 0x1100 && codePoint <= 0x115f) || // Hangul Jamo
    (codePoint >= 0x2e80 && codePoint <= 0x303e) || // CJK radicals, Kangxi, CJK symbols and punctuation
    (codePoint >= 0x3041 && codePoint <= 0x33ff) || // hiragana, katakana, CJK compatibility
    (codePoint >= 0x3400 && codePoint <= 0x4dbf) || // CJK extension A
    (codePoint >= 0x4e00 && codePoint <= 0x9fff) || // CJK unified ideographs
    (codePoint >= 0xa000 && codePoint <= 0xa4cf) || // Yi
    (codePoint >= 0xac00 && codePoint <= 0xd7a3) || // Hangul syllables
    (codePoint >= 0xf900 && codePoint <= 0xfaff) || // CJK compatibility ideographs
    (codePoint >= 0xfe30 && codePoint <= 0xfe4f) || // CJK compatibility forms
    (codePoint >= 0xff00 && codePoint <= 0xff60) || // full-width forms
    (codePoint >= 0xffe0 && codePoint <= 0xffe6) || // full-width signs (￥, ￠)
    (codePoint >= 0x1f300 && codePoint <= 0x1faff) || // pictographs
    (codePoint >= 0x20000 && codePoint <= 0x3fffd) // CJK extensions B and later
  );
}
