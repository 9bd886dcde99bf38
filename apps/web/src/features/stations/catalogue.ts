import { addCataloguePart } from '../../lib/i18n';
import stationsCatalogue from '../../locales/ja/stations.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    stations: typeof stationsCatalogue;
  }
}

// The TV station page's text arrives with its code.
addCataloguePart(stationsCatalogue);
