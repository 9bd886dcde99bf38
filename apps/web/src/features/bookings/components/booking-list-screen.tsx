import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingsResponse } from '@tvcm/contracts';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import type { BookingSide } from '../api/booking-keys';
import { useBookings } from '../api/get-bookings';
import { useReceptions } from '../api/get-receptions';
import { listSortOf, sortBookings } from '../list-sort';
import { BOOKING_PAGES } from '../paths';
import { BookingListTable } from './booking-list-table';

interface BookingListScreenProps {
  side: BookingSide;
  query: UseQueryResult<BookingsResponse>;
}

function BookingListScreen({ side, query }: BookingListScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { sort, order } = listSortOf(params);
  const buyer = side === 'buyer';
  const title = t(buyer ? 'bookings.list.bookingsTitle' : 'bookings.list.receptionsTitle');
  useDocumentTitle(title);

  const heading = (
    <Typography component="h1" variant="h5">
      {title}
    </Typography>
  );
  if (!query.data) {
    return (
      <Stack spacing={2}>
        {heading}
        <QueryFallback error={query.error} />
      </Stack>
    );
  }
  const bookings = sortBookings(query.data.bookings, sort, order);
  return (
    <Stack spacing={2}>
      {heading}
      {bookings.length === 0 ? (
        <Typography>{t(buyer ? 'bookings.list.bookingsEmpty' : 'bookings.list.receptionsEmpty')}</Typography>
      ) : (
        <BookingListTable
          side={side}
          bookings={bookings}
          sort={sort}
          order={order}
          onSortChange={(nextSort, nextOrder) => setParams({ sort: nextSort, order: nextOrder }, { replace: true })}
          detailPath={BOOKING_PAGES[side].detail}
          label={t(buyer ? 'bookings.list.bookingsLabel' : 'bookings.list.receptionsLabel')}
        />
      )}
    </Stack>
  );
}

/** `/agency/bookings`: the buyer's applications, newest first; the ones the station has answered marked. */
export function BookingListPage() {
  return <BookingListScreen side="buyer" query={useBookings()} />;
}

/** `/station/receptions`: the applications received, newest first; the new ones marked. */
export function ReceptionListPage() {
  return <BookingListScreen side="station" query={useReceptions()} />;
}
