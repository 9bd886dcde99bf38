import type { DigitalProductKind, StationDigitalProductsQuery } from '@tvcm/contracts';

/** A kind's product lists (one entry per filter and page) and import history; an import or an edit refreshes below `kind`. */
export const digitalKeys = {
  all: ['stationDigital'] as const,
  kind: (kind: DigitalProductKind) => [...digitalKeys.all, kind] as const,
  lists: (kind: DigitalProductKind) => [...digitalKeys.kind(kind), 'list'] as const,
  list: (kind: DigitalProductKind, query: StationDigitalProductsQuery) => [...digitalKeys.lists(kind), query] as const,
  stations: (kind: DigitalProductKind) => [...digitalKeys.kind(kind), 'stations'] as const,
  history: (kind: DigitalProductKind) => [...digitalKeys.kind(kind), 'history'] as const,
};
