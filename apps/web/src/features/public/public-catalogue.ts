import { addCataloguePart } from '../../lib/i18n';
import publicCatalogue from '../../locales/ja/public.json';

// The public pages' text arrives with their code: every module of these pages imports this one.
addCataloguePart(publicCatalogue);
