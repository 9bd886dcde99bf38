import type { BookingListSort } from '@tvcm/contracts';

/** The table's columns that sort, and by which of the API's sort columns. */
export const SORTABLE_COLUMNS = {
  applicationNumber: 'application_number',
  receptionNumber: 'application_number',
  appliedAt: 'application_date',
  receivedAt: 'application_date',
  station: 'station',
  buyer: 'buyer',
  advertiser: 'advertiser',
  units: 'units',
  amount: 'amount',
  contracted: 'contracted_amount',
  airPeriod: 'air_from',
  status: 'status',
  assignee: 'assignee',
  updatedAt: 'updated_at',
} as const satisfies Record<string, BookingListSort>;
