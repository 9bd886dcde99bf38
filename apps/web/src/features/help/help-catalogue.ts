import { addCataloguePart } from '../../lib/i18n';
import helpCatalogue from '../../locales/ja/help.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    help: typeof helpCatalogue;
  }
}

// The help and legal pages' own words arrive with their code: every page of this feature imports this module.
addCataloguePart(helpCatalogue);
