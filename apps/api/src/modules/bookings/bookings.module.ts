import type { ApiModule } from '../../module-platform';
import { bookingsRoutes } from './bookings.routes';
import type { BookingsService } from './bookings.service';
import { receptionsRoutes } from './receptions.routes';

/**
 * Applications (the buyer's side) and receptions (the station's) of both services: TV at
 * `/bookings` and `/receptions`, streaming and 1-day under `/cu`. The services are shared, as the
 * station's slots ask the TV one which slots open applications name.
 */
export const bookingsModule: ApiModule<{ bookings: BookingsService; streamingBookings: BookingsService }> = async (
  api,
  { clock, bookings, streamingBookings },
) => {
  await api.register(bookingsRoutes, { bookings, now: clock, streaming: false });
  await api.register(receptionsRoutes, { bookings, now: clock, streaming: false });
  await api.register(bookingsRoutes, { bookings: streamingBookings, now: clock, streaming: true, prefix: '/cu' });
  await api.register(receptionsRoutes, { bookings: streamingBookings, now: clock, streaming: true, prefix: '/cu' });
};
