import { addCataloguePart } from '../../../lib/i18n';
import pageCatalogue from '../../../locales/ja/program-guide-page.json';

declare module '../../../lib/i18n' {
  interface CatalogueParts {
    'program-guide-page': typeof pageCatalogue;
  }
}

// The page's own text (title, layout switch) arrives with the page's code; its parts bring theirs.
addCataloguePart(pageCatalogue);
