import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '@tvcm/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import ja from '../locales/ja/translation.json';

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

export { i18n };
