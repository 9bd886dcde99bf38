import { addCataloguePart } from '../../lib/i18n';
import bookingsCatalogue from '../../locales/ja/bookings.json';

// The bookings' and receptions' text arrives with their pages' code.
addCataloguePart(bookingsCatalogue);
