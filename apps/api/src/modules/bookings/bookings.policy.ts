import { AppError } from '../../lib/app-error';
import type { BookingsRepository, Side } from './bookings.repository';

/**
 * A buyer sees and changes only its own company's bookings, a station only the receptions of its
 * own stations. Anyone else's booking answers exactly as a missing one (BKG04001), so booking
 * numbers reveal nothing about other companies.
 */
export const bookingsPolicy = {
  async ownBooking(bookings: BookingsRepository, side: Side, caller: { companyId: number }, bookingId: number) {
    const booking = await bookings.findOwned(side, caller.companyId, bookingId);
    if (!booking) throw new AppError('bookingNotFound');
    return booking;
  },
};
