/**
 * Normalisation shared by the web forms and the API, so what a person typed is compared and
 * stored the same way on both sides, whichever keyboard mode they typed it in.
 */

/**
 * NFKC folds full-width letters, digits and symbols to half-width, half-width katakana to
 * full-width, and compatibility characters such as ㈱ to their plain form; trimming follows
 * because NFKC turns the ideographic space into an ordinary one.
 */
export function normaliseText(value: string): string {
  return value.normalize('NFKC').trim();
}

const HIRAGANA_TO_KATAKANA_OFFSET = 0x60;

/** Furigana typed in hiragana is meant as katakana; ぁ-ゖ map one to one onto ァ-ヶ. */
export function hiraganaToKatakana(value: string): string {
  return value.replace(/[\u3041-\u3096]/g, (char) => String.fromCharCode(char.charCodeAt(0) + HIRAGANA_TO_KATAKANA_OFFSET));
}

/**
 * Japanese keyboards offer several dashes that people type as the hyphen of a phone number or
 * postal code (the long-vowel mark ー most of all); after NFKC these are the ones left over.
 */
export function normaliseHyphens(value: string): string {
  return value.replace(/[\u2010-\u2015\u2212\u30FC\uFF70]/g, '-');
}

/** Katakana (ァ-ヶ), the long-vowel mark and spaces: what furigana fields accept. */
export const KATAKANA_PATTERN = /^[\u30A1-\u30F6\u30FC ]+$/;

/** Japanese numbers: 0 first, 10 digits (landline, 0120) or 11 (mobile, 050), hyphens only between digits. */
export function isJapanesePhoneNumber(value: string): boolean {
  const digits = value.replaceAll('-', '').length;
  return /^0[0-9]*(-[0-9]+)*$/.test(value) && (digits === 10 || digits === 11);
}
