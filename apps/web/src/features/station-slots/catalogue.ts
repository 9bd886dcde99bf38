import { addCataloguePart } from '../../lib/i18n';
import stationSlotsCatalogue from '../../locales/ja/station-slots.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'station-slots': typeof stationSlotsCatalogue;
  }
}

// The slot management page's text arrives with its code.
addCataloguePart(stationSlotsCatalogue);
