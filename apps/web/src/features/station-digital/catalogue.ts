import { addCataloguePart } from '../../lib/i18n';
import stationDigitalCatalogue from '../../locales/ja/station-digital.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'station-digital': typeof stationDigitalCatalogue;
  }
}

// The streaming and 1-day product pages' text arrives with their code.
addCataloguePart(stationDigitalCatalogue);
