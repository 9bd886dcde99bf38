import { addCataloguePart } from '../../lib/i18n';
import cartsCatalogue from '../../locales/ja/carts.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    carts: typeof cartsCatalogue;
  }
}

// The carts' text arrives with their code, which loads with the pages that add to carts.
addCataloguePart(cartsCatalogue);
