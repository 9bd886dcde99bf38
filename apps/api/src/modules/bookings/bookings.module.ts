import type { ApiModule } from '../../module-platform';
import { bookingsRoutes } from './bookings.routes';
import type { BookingsService } from './bookings.service';
import { receptionsRoutes } from './receptions.routes';

/** Applications (the buyer's side) and receptions (the station's); the service is shared, as the station's slots ask it which slots open applications name. */
export const bookingsModule: ApiModule<{ bookings: BookingsService }> = async (api, { clock, bookings }) => {
  await api.register(bookingsRoutes, { bookings, now: clock });
  await api.register(receptionsRoutes, { bookings, now: clock });
};
