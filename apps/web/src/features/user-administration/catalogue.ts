import { addCataloguePart } from '../../lib/i18n';
import userAdministrationCatalogue from '../../locales/ja/user-administration.json';

// The user list's text arrives with its code.
addCataloguePart(userAdministrationCatalogue);
