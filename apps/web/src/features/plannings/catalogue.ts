import { addCataloguePart, type Catalogue } from '../../lib/i18n';
import planningsCatalogue from '../../locales/ja/plannings.json';
import programGuideCatalogue from '../../locales/ja/program-guide.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    plannings: typeof planningsCatalogue;
    'program-guide': typeof programGuideCatalogue;
  }
}

// The plans' text arrives with their code; with it the messages of the plan errors (PLN…), under
// the catalogue's `errors` (only the plan pages show them, so the first load does not carry them),
// and the names of the targets and rating types of the program guide's rating settings, so a target
// reads the same on both. (`Partial` is shallow: a part's `errors` holds only its own codes.)
addCataloguePart(planningsCatalogue as Partial<Catalogue>);
addCataloguePart(programGuideCatalogue);
