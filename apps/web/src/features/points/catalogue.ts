import { addCataloguePart } from '../../lib/i18n';
import pointsCatalogue from '../../locales/ja/points.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    points: typeof pointsCatalogue;
  }
}

// The points page's text arrives with its code.
addCataloguePart(pointsCatalogue);
