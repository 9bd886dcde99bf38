import { addCataloguePart } from '../../lib/i18n';
import digitalMarketCatalogue from '../../locales/ja/digital-market.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    'digital-market': typeof digitalMarketCatalogue;
  }
}

// The streaming and 1-day pages' text arrives with their code.
addCataloguePart(digitalMarketCatalogue);
