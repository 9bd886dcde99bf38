import { addCataloguePart } from '../../lib/i18n';
import industriesCatalogue from '../../locales/ja/industries.json';
import programGuideCatalogue from '../../locales/ja/program-guide.json';
import stationSalesCatalogue from '../../locales/ja/station-sales.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'station-sales': typeof stationSalesCatalogue;
    'program-guide': typeof programGuideCatalogue;
    industries: typeof industriesCatalogue;
  }
}

// The sales page's text arrives with its code; with it the program guide's names of the targets,
// rating types and weekdays and the industry names the advertiser settings use, so each reads the
// same as on the pages where they are chosen.
addCataloguePart(stationSalesCatalogue);
addCataloguePart(programGuideCatalogue);
addCataloguePart(industriesCatalogue);
