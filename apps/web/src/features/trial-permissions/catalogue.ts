import { addCataloguePart } from '../../lib/i18n';
import trialPermissionsCatalogue from '../../locales/ja/trial-permissions.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'trial-permissions': typeof trialPermissionsCatalogue;
  }
}

// The permission page's text arrives with its code.
addCataloguePart(trialPermissionsCatalogue);
