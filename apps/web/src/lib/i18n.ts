import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@tvcm/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type shellCatalogue from '../locales/ja/shell.json';
import ja from '../locales/ja/translation.json';

/**
 * The `ja` catalogue comes in parts: `translation.json` holds what every page may need (errors,
 * validation, login) and ships with the first load; `shell.json` holds the logged-in shell's
 * text and arrives with the shell's code (see `addCataloguePart`), as the other parts arrive with
 * their pages' code (the profile page with its terms of service, the logout and 404 pages). Keys
 * are the same either way.
 */
export type Catalogue = typeof ja &
  typeof shellCatalogue &
  typeof import('../locales/ja/public.json') &
  typeof import('../locales/ja/profile.json') &
  typeof import('../locales/ja/logout.json') &
  typeof import('../locales/ja/not-found.json') &
  typeof import('../locales/ja/program-guide.json') &
  typeof import('../locales/ja/timetable.json') &
  typeof import('../locales/ja/program-guide-page.json') &
  typeof import('../locales/ja/carts.json') &
  typeof import('../locales/ja/bookings.json') &
  typeof import('../locales/ja/advertisers.json') &
  typeof import('../locales/ja/industries.json') &
  typeof import('../locales/ja/trial-permissions.json') &
  typeof import('../locales/ja/user-administration.json') &
  typeof import('../locales/ja/stations.json') &
  typeof import('../locales/ja/station-slots.json') &
  typeof import('../locales/ja/table-pages.json') &
  typeof import('../locales/ja/points.json') &
  typeof import('../locales/ja/help.json');

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
