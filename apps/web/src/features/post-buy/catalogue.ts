import { addCataloguePart } from '../../lib/i18n';
import industriesCatalogue from '../../locales/ja/industries.json';
import postBuyCatalogue from '../../locales/ja/post-buy.json';
import programGuideCatalogue from '../../locales/ja/program-guide.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'post-buy': typeof postBuyCatalogue;
    'program-guide': typeof programGuideCatalogue;
    industries: typeof industriesCatalogue;
  }
}

// The analyses' text arrives with their code; with it the program guide's names of the targets,
// rating types and weekdays and the industries' names, so they read the same on every page.
addCataloguePart(postBuyCatalogue);
addCataloguePart(programGuideCatalogue);
addCataloguePart(industriesCatalogue);
