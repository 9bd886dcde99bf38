import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@tvcm/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ja from '../locales/ja/translation.json';

/**
 * The `ja` catalogue comes in parts: `translation.json` holds what every page may need (errors,
 * validation, login) and ships with the first load; `shell.json` holds the logged-in shell's
 * text and arrives with the shell's code (see `addCataloguePart`), as the other parts arrive with
 * their pages' code (the profile page with its terms of service, the logout and 404 pages). Keys
 * are the same either way.
 */
export type Catalogue = typeof ja & Intersection<CatalogueParts[keyof CatalogueParts]>;

/**
 * The parts of the catalogue that arrive with lazily loaded code, each named by the file that
 * loads it, so that a new part is declared where it is added and nowhere else:
 * `declare module '…/lib/i18n' { interface CatalogueParts { carts: typeof cartsCatalogue } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in the files that load each part
export interface CatalogueParts {}

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer Both) => void
  ? Both
  : never;

export const resources = { ja: { translation: ja } } as const;

/** Keys of the error catalogue; error codes are the keys (SPEC.md §8). */
export type MessageCode = keyof typeof ja.errors;

void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: FALLBACK_LANGUAGE,
  // The catalogue is bundled, so initialise synchronously: the first render already has text.
  initAsync: false,
  // React escapes what it renders; escaping here too would show entities such as &amp;.
  interpolation: { escapeValue: false },
});

/** Merges a part of the catalogue that a lazily loaded chunk brings with it. */
export function addCataloguePart(part: Partial<Catalogue>): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', part, true, false);
}

export { i18n };
