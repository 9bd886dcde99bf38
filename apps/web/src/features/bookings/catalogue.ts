import { addCataloguePart } from '../../lib/i18n';
import bookingsCatalogue from '../../locales/ja/bookings.json';
import industriesCatalogue from '../../locales/ja/industries.json';

declare module '../../lib/i18n' {
  interface CatalogueParts {
    bookings: typeof bookingsCatalogue;
    industries: typeof industriesCatalogue;
  }
}

// The bookings' and receptions' text arrives with their pages' code, and the industry names they
// share with advertiser settings with it.
addCataloguePart(bookingsCatalogue);
addCataloguePart(industriesCatalogue);
