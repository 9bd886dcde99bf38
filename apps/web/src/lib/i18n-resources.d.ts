import type { Catalogue } from './i18n';

// Makes `t()` reject keys that are not in the catalogue (all of its parts).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
