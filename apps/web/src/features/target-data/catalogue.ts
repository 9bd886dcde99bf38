import { addCataloguePart } from '../../lib/i18n';
import programGuideCatalogue from '../../locales/ja/program-guide.json';
import targetDataCatalogue from '../../locales/ja/target-data.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'target-data': typeof targetDataCatalogue;
    'program-guide': typeof programGuideCatalogue;
  }
}

// The target data pages' text arrives with their code; with it the program guide's names of the
// targets, rating types, buying patterns and weekdays, so a target reads the same on every page.
addCataloguePart(targetDataCatalogue);
addCataloguePart(programGuideCatalogue);
