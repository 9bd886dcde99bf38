import { addCataloguePart } from '../../lib/i18n';
import airedRatingsCatalogue from '../../locales/ja/aired-ratings.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'aired-ratings': typeof airedRatingsCatalogue;
  }
}

// The upload page's text arrives with its code.
addCataloguePart(airedRatingsCatalogue);
