import { addCataloguePart } from '../../lib/i18n';
import programGuideCatalogue from '../../locales/ja/program-guide.json';
import timetableCatalogue from '../../locales/ja/timetable.json';

// The search's and the timetable's text arrive with their code, which loads with the inventory pages.
addCataloguePart(programGuideCatalogue);
addCataloguePart(timetableCatalogue);
