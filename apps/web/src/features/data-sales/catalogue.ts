import { addCataloguePart, type Catalogue } from '../../lib/i18n';
import dataSalesCatalogue from '../../locales/ja/data-sales.json';
import targetDataTermsCatalogue from '../../locales/ja/target-data-terms.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'data-sales': typeof dataSalesCatalogue;
    'target-data-terms': typeof targetDataTermsCatalogue;
  }
}

// The data company's pages' text arrives with their code; with it the words the buyer's pages
// share (methods, licence states) and the messages of the target data refusals (TGD…, PNT00001),
// under the catalogue's `errors`: only these pages and the buyer's show them, so the first load
// does not carry them. `Partial` is shallow: the part's `errors` holds only its own codes.
addCataloguePart(dataSalesCatalogue);
addCataloguePart(targetDataTermsCatalogue as Partial<Catalogue>);
