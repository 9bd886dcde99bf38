import { addCataloguePart } from '../../lib/i18n';
import pointsCatalogue from '../../locales/ja/points.json';

// The points page's text arrives with its code.
addCataloguePart(pointsCatalogue);
