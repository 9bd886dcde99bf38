import { addCataloguePart } from '../../lib/i18n';
import planningsCatalogue from '../../locales/ja/plannings.json';
import programGuideCatalogue from '../../locales/ja/program-guide.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    plannings: typeof planningsCatalogue;
    'program-guide': typeof programGuideCatalogue;
  }
}

// The plans' text arrives with their code, and the names of the targets and rating types the
// program guide's rating settings use with it, so a target reads the same on both.
addCataloguePart(planningsCatalogue);
addCataloguePart(programGuideCatalogue);
