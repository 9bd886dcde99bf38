import { addCataloguePart } from '../../lib/i18n';
import trialPermissionsCatalogue from '../../locales/ja/trial-permissions.json';

// The permission page's text arrives with its code.
addCataloguePart(trialPermissionsCatalogue);
