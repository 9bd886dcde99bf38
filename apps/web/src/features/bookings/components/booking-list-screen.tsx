import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { bookingListQuerySchema } from '@tvcm/contracts';
import { QueryFallback } from '../../../components/query-fallback';
import { TablePages } from '../../../components/table-pages';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { TradeServiceProvider, useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { useBookingList } from '../api/get-bookings';
import { useFilterOptions } from '../api/get-filter-options';
import { bookingPages } from '../paths';
import { BookingListDownload } from './booking-list-download';
import { BookingListFilters } from './booking-list-filters';
import { BookingListTable } from './booking-list-table';

/**
 * The list of one side: filters, search, sort and page live in the address (a bookmark or a shared
 * link shows the same list, the back button the one before); the API filters and pages.
 */
function BookingListScreen({ side }: { side: BookingSide }) {
  const { t } = useTranslation();
  const { query, setQuery, params } = useListFilters(bookingListQuerySchema);
  const list = useBookingList(side, query);
  const options = useFilterOptions(side);
  const buyer = side === 'buyer';
  const service = useTradeService();
  const streaming = service !== 'TV';
  const title = streaming
    ? t(buyer ? 'bookings.list.streamingBookingsTitle' : 'bookings.list.streamingReceptionsTitle')
    : t(buyer ? 'bookings.list.bookingsTitle' : 'bookings.list.receptionsTitle');
  useDocumentTitle(title);
  const filtered = Object.entries(query).some(([key, value]) => !['sort', 'order', 'page'].includes(key) && value !== undefined);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {list.data && list.data.total > 0 && <BookingListDownload side={side} query={query} total={list.data.total} />}
      </Stack>
      <BookingListFilters
        // Each address starts the form from its own filters (the back button, 「クリア」).
        key={params.toString()}
        side={side}
        query={query}
        options={options.data}
        onApply={(filters, clear) => setQuery({ ...filters, sort: query.sort, order: query.order }, { replace: clear })}
      />
      {!list.data ? (
        <QueryFallback error={list.error} />
      ) : list.data.total === 0 ? (
        <Typography role="status">
          {t(filtered ? 'bookings.list.noMatch' : buyer ? 'bookings.list.bookingsEmpty' : 'bookings.list.receptionsEmpty')}
        </Typography>
      ) : (
        <Stack spacing={0}>
          <BookingListTable
            side={side}
            bookings={list.data.items}
            total={list.data.total}
            totals={list.data.totals}
            sort={query.sort}
            order={query.order}
            onSortChange={(sort, order) => setQuery({ sort, order })}
            detailPath={bookingPages(service)[side].detail}
            label={t(buyer ? 'bookings.list.bookingsLabel' : 'bookings.list.receptionsLabel')}
          />
          <TablePages
            total={list.data.total}
            page={list.data.page}
            pageSize={list.data.pageSize}
            onPageChange={(page) => setQuery({ page })}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** `/agency/bookings`: the buyer's applications, newest first unless the address says otherwise. */
export function BookingListPage() {
  return <BookingListScreen side="buyer" />;
}

/** `/station/receptions`: the applications received, newest first unless the address says otherwise. */
export function ReceptionListPage() {
  return <BookingListScreen side="station" />;
}

/** `/agency/cu/bookings`: the buyer's streaming and 1-day applications. */
export function StreamingBookingListPage() {
  return (
    <TradeServiceProvider service="CU">
      <BookingListScreen side="buyer" />
    </TradeServiceProvider>
  );
}

/** `/station/cu/receptions`: the streaming and 1-day applications received. */
export function StreamingReceptionListPage() {
  return (
    <TradeServiceProvider service="CU">
      <BookingListScreen side="station" />
    </TradeServiceProvider>
  );
}
