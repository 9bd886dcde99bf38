import { addCataloguePart } from '../../lib/i18n';
import advertisersCatalogue from '../../locales/ja/advertisers.json';
import industriesCatalogue from '../../locales/ja/industries.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    advertisers: typeof advertisersCatalogue;
    industries: typeof industriesCatalogue;
  }
}

// The advertiser settings' text arrives with their page's code, with the industry names it shares
// with the bookings' pages.
addCataloguePart(advertisersCatalogue);
addCataloguePart(industriesCatalogue);
