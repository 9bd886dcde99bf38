import { bookingListQuerySchema } from '@tvcm/contracts';
import { describe, expect, it } from 'vitest';
import { listQueryOf, withListQuery } from './list-filters';

describe('list filters in the address', () => {
  it('reads each parameter by its own rule, leaving out the ones that fail it', () => {
    const query = listQueryOf(
      bookingListQuerySchema,
      new URLSearchParams('status=APPLIED&stationId=0x10&sort=password&page=3&airFrom=2031-02-01&tab=x'),
    );
    expect(query).toEqual({ status: 'APPLIED', sort: 'application_date', order: 'desc', page: 3, airFrom: '2031-02-01' });
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const params = withListQuery(bookingListQuerySchema, new URLSearchParams('tab=x&page=4'), {
      status: 'CONTRACTED',
      stationId: 12,
      sort: 'application_date',
      order: 'asc',
      page: 1,
      q: '',
    });
    expect(params.toString()).toBe('tab=x&order=asc&status=CONTRACTED&stationId=12');
  });
});
