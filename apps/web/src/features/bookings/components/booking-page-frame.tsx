import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { BookingDetail } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { FIGURE_SX } from '../../../components/figure';
import { InlineError } from '../../../components/inline-error';
import { PrintPage } from '../../../components/print-page';
import { QueryFallback } from '../../../components/query-fallback';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { bookingRefusal } from '../api/booking-refusal';
import { bookingPages } from '../paths';
import { BookingSheetButton } from './booking-sheet-button';
import { BookingStatusChip } from './status-chips';

interface BookingPageFrameProps {
  side: BookingSide;
  /** `null` when the address names no booking. */
  query: UseQueryResult<BookingDetail> | null;
  /** The page's buttons beside the heading. */
  actions?: (booking: BookingDetail) => ReactNode;
  /** The page's sections, once the booking has arrived. */
  content?: (booking: BookingDetail) => ReactNode;
}

/**
 * What a booking's page shows on either side: the way back to the list, the heading with the
 * booking's number and status, and until the booking has arrived, the loading cover or why it
 * cannot be shown (BKG04001 says "not there" rather than "contact your administrator").
 */
export function BookingPageFrame({ side, query, actions, content }: BookingPageFrameProps) {
  const { t } = useTranslation();
  const buyer = side === 'buyer';
  const service = useTradeService();
  const booking = query?.data;
  const streaming = service === 'CU';
  const title = t(
    buyer
      ? streaming
        ? 'bookings.detail.streamingBookingTitle'
        : 'bookings.detail.bookingTitle'
      : streaming
        ? 'bookings.detail.streamingReceptionTitle'
        : 'bookings.detail.receptionTitle',
  );
  useDocumentTitle(booking ? `${title} ${booking.applicationNumber}` : title);
  const refusal = bookingRefusal(query?.error);
  let body: ReactNode;
  if (booking) body = content?.(booking);
  else if (query === null) body = <InlineError>{t('bookings.detail.invalidId')}</InlineError>;
  else if (refusal) body = <InlineError>{t(`bookings.refusals.${refusal}`)}</InlineError>;
  else body = <QueryFallback error={query.error} />;

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280 }}>
      {booking && <PrintPage />}
      <Box data-print="hide">
        <TextLink to={bookingPages(service)[side].list}>
          {t(buyer ? 'bookings.detail.backToBookings' : 'bookings.detail.backToReceptions')}
        </TextLink>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h1" variant="h5">
            {title}
            {booking && ' '}
            {booking && <span style={FIGURE_SX}>{booking.applicationNumber}</span>}
          </Typography>
          {booking && <BookingStatusChip status={booking.status} />}
        </Box>
        {booking && (
          <Box data-print="hide" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <BookingSheetButton side={side} booking={booking} />
            {actions?.(booking)}
          </Box>
        )}
      </Box>
      {body}
    </Stack>
  );
}
