import { AppError } from '../../lib/app-error';

/**
 * A station company analyses only its own stations' breaks: naming another company's station (or
 * one that does not exist) is refused (AUT03002) rather than answered empty, as nothing of another
 * station is the caller's to ask about. A buyer's analysis is scoped to its own bookings in SQL.
 */
export const postBuyPolicy = {
  assertOwnStations<Station extends { id: number }>(own: readonly Station[], stationId: number | undefined): Station[] {
    if (stationId === undefined) return [...own];
    const station = own.find((candidate) => candidate.id === stationId);
    if (!station) throw new AppError('forbidden');
    return [station];
  },
};
