import { addCataloguePart, type Catalogue } from '../../lib/i18n';
import dataSalesCatalogue from '../../locales/ja/data-sales.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'data-sales': typeof dataSalesCatalogue;
  }
}

// The data company's pages' text arrives with their code; with it the messages of the target data
// refusals they explain (TGD…), under the catalogue's `errors` (only these pages and the buyer's
// show them, so the first load does not carry them). `Partial` is shallow: the part's `errors`
// holds only its own codes.
addCataloguePart(dataSalesCatalogue as Partial<Catalogue>);
