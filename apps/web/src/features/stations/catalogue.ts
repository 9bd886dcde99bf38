import { addCataloguePart } from '../../lib/i18n';
import stationsCatalogue from '../../locales/ja/stations.json';

// The TV station page's text arrives with its code.
addCataloguePart(stationsCatalogue);
