import { addCataloguePart } from '../../lib/i18n';
import stationSlotsCatalogue from '../../locales/ja/station-slots.json';

// The slot management page's text arrives with its code.
addCataloguePart(stationSlotsCatalogue);
