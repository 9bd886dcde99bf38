import { addCataloguePart } from '../../lib/i18n';
import publicCatalogue from '../../locales/ja/public.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    public: typeof publicCatalogue;
  }
}

// The public pages' text arrives with their code: every module of these pages imports this one.
addCataloguePart(publicCatalogue);
