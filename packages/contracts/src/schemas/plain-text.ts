import { z } from 'zod';
import { ACCOUNT_MAX_LENGTH } from '../constants';
import { normaliseText } from './japanese-text';

/**
 * The one rule for every text the API takes in. Control characters (C0, DEL, C1) have no place
 * in a value a person typed, and some are refused by the database besides (PostgreSQL: NUL);
 * the bidirectional embedding, override and isolate marks make a value read differently from
 * what it is (a file name, an account). Multi-line text (error reports, stack traces) keeps tab,
 * line feed and carriage return.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/u;
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LINE_LAYOUT = /[^\P{Cc}\t\n\r]/u;

/** `issue.params.rule` of the refusals below, so a form can say what to type instead (else the generic message). */
export const TEXT_RULE_IDS = {
  singleLine: 'singleLine',
  multiLine: 'multiLine',
} as const;

export function hasControlCharacters(value: string): boolean {
  return ANY_CONTROL.test(value) || BIDI_CONTROLS.test(value);
}

export function hasMultiLineControlCharacters(value: string): boolean {
  return CONTROL_BUT_LINE_LAYOUT.test(value) || BIDI_CONTROLS.test(value);
}

/**
 * A one-line text value. Chain normalisation (`overwrite`, `trim`) before the length checks, so
 * the length checked is the length stored. No message of its own: forms map the rule to theirs.
 */
export function oneLineText() {
  return z.string().refine((value) => !hasControlCharacters(value), { params: { rule: TEXT_RULE_IDS.singleLine } });
}

/** Multi-line text: tab and line breaks allowed, other control characters and the bidirectional marks not. */
export function multiLineText() {
  return z.string().refine((value) => !hasMultiLineControlCharacters(value), { params: { rule: TEXT_RULE_IDS.multiLine } });
}

/**
 * Accounts are email addresses, compared and stored as typed in any keyboard mode: NFKC (full-width
 * letters fold to ASCII), trimmed, in lower case. The one definition for the web and the API.
 */
export function normaliseAccount(account: string): string {
  return normaliseText(account).toLowerCase();
}

/**
 * An account as the API looks it up: normalised first, so the length checked is the stored one's
 * (`İ` lower-cases to two characters). `abort` keeps an empty one to the one "required" issue.
 */
export function accountText() {
  return oneLineText().overwrite(normaliseAccount).min(1, { abort: true }).max(ACCOUNT_MAX_LENGTH);
}

/**
 * A mail address that becomes (or names) an account: the one rule every form and endpoint that
 * takes one applies, so the web refuses before sending exactly what the API would refuse. z.email()
 * wants a full domain with a dot ("taro@example.co.jp"), so "yamamoto@himawari" is refused.
 */
export function emailAccountText() {
  return accountText().check(z.email());
}
