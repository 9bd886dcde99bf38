import { addCataloguePart } from '../../lib/i18n';
import userAdministrationCatalogue from '../../locales/ja/user-administration.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'user-administration': typeof userAdministrationCatalogue;
  }
}

// The user list's text arrives with its code.
addCataloguePart(userAdministrationCatalogue);
