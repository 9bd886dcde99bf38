import { addCataloguePart, type Catalogue } from '../../lib/i18n';
import programGuideCatalogue from '../../locales/ja/program-guide.json';
import targetDataCatalogue from '../../locales/ja/target-data.json';
import targetDataTermsCatalogue from '../../locales/ja/target-data-terms.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'target-data': typeof targetDataCatalogue;
    'program-guide': typeof programGuideCatalogue;
    'target-data-terms': typeof targetDataTermsCatalogue;
  }
}

// The target data pages' text arrives with their code; with it the program guide's names of the
// targets, rating types, buying patterns and weekdays, so a target reads the same on every page,
// and the words and refusal messages the data company's pages share (target-data-terms).
addCataloguePart(targetDataCatalogue);
addCataloguePart(programGuideCatalogue);
addCataloguePart(targetDataTermsCatalogue as Partial<Catalogue>);
