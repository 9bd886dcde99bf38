import { AppError } from '../../lib/app-error';

/**
 * A station company reads and budgets only its own stations. Naming another company's station is
 * refused outright (forbidden) rather than answered empty: a figure of zero would read as a fact.
 */
export const stationSalesPolicy = {
  ownStation<Station extends { id: number }>(own: readonly Station[], stationId: number): Station {
    const station = own.find((candidate) => candidate.id === stationId);
    if (!station) throw new AppError('forbidden');
    return station;
  },
};
