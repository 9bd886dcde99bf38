import type { StationSlotsQuery } from '@tvcm/contracts';

/**
 * The station's own inventory: its stations, its slot lists (one entry per filter and page) and
 * its import history. An import or an edit refreshes the lists and the history below `all`.
 */
export const stationSlotKeys = {
  all: ['stationSlots'] as const,
  stations: () => [...stationSlotKeys.all, 'stations'] as const,
  lists: () => [...stationSlotKeys.all, 'list'] as const,
  list: (query: StationSlotsQuery) => [...stationSlotKeys.lists(), query] as const,
  history: () => [...stationSlotKeys.all, 'history'] as const,
};
