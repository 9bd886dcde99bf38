import type { resources } from './i18n';

// Makes `t()` reject keys that are not in the catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['ja'];
  }
}
