import { addCataloguePart } from '../../lib/i18n';
import programGuideCatalogue from '../../locales/ja/program-guide.json';
import timetableCatalogue from '../../locales/ja/timetable.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'program-guide': typeof programGuideCatalogue;
    timetable: typeof timetableCatalogue;
  }
}

// The search's and the timetable's text arrive with their code, which loads with the inventory pages.
addCataloguePart(programGuideCatalogue);
addCataloguePart(timetableCatalogue);
