import '../catalogue';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { BookingDetail, NoticeRequest } from '@tvcm/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { TradeServiceProvider, useTradeService } from '../../../lib/trade-service';
import { type BookingRefusal, bookingRefusal } from '../api/booking-refusal';
import { useCancelBooking } from '../api/cancel-booking';
import { useBooking } from '../api/get-booking';
import { bookingIdOf } from '../paths';
import { BookingFacts } from './booking-facts';
import { BookingItemsTable } from './booking-items-table';
import { BookingPageFrame } from './booking-page-frame';
import { DetailSection } from './detail-section';
import { DigitalBookingItems } from './digital-booking-items';
import { MessageThread } from './message-thread';
import { NoticeDialog } from './notice-dialog';
import { StatusHistory } from './status-history';

/**
 * `/agency/bookings/:bookingId`: one application as the buyer follows it — what was applied for,
 * each item's answer, the thread with the station, the history — and, until the station's
 * notice, the way to withdraw it.
 */
export function BookingDetailPage() {
  const bookingId = bookingIdOf(useParams().bookingId);
  return bookingId === null ? <BookingPageFrame side="buyer" query={null} /> : <BuyerBooking bookingId={bookingId} />;
}

/** `/agency/cu/bookings/:bookingId`: a streaming application, its items' answers and their delivery. */
export function StreamingBookingDetailPage() {
  return (
    <TradeServiceProvider service="CU">
      <BookingDetailPage />
    </TradeServiceProvider>
  );
}

function BuyerBooking({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const streaming = useTradeService() !== 'TV';
  const query = useBooking(bookingId);
  const cancel = useCancelBooking(bookingId);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [refusal, setRefusal] = useState<BookingRefusal | null>(null);

  const confirmCancel = async (request: NoticeRequest) => {
    setRefusal(null);
    try {
      await cancel.mutateAsync(request);
    } catch (error) {
      setRefusal(bookingRefusal(error));
      setDialogOpen(false);
      return false;
    }
    setDialogOpen(false);
    showToast('success', t('bookings.detail.cancel.done'));
    return true;
  };

  const actions = (booking: BookingDetail) =>
    booking.isOpen && (
      <Button variant="outlined" color="error" onClick={() => setDialogOpen(true)}>
        {t('bookings.detail.cancel.button')}
      </Button>
    );

  return (
    <BookingPageFrame
      side="buyer"
      query={query}
      actions={actions}
      content={(booking) => (
        <>
          {refusal && <Alert severity="error">{t(`bookings.refusals.${refusal}`)}</Alert>}
          <DetailSection title={t('bookings.detail.factsHeading')}>
            <BookingFacts booking={booking} side="buyer" />
          </DetailSection>
          <DetailSection title={t('bookings.detail.itemsHeading')}>
            {streaming ? <DigitalBookingItems booking={booking} /> : <BookingItemsTable items={booking.items} />}
          </DetailSection>
          <DetailSection title={t('bookings.thread.heading')}>
            <MessageThread side="buyer" bookingId={booking.id} messages={booking.messages} />
          </DetailSection>
          <DetailSection title={t('bookings.detail.historyHeading')}>
            <StatusHistory history={booking.history} />
          </DetailSection>
          <NoticeDialog
            open={dialogOpen && booking.isOpen}
            title={t('bookings.detail.cancel.title')}
            description={t('bookings.detail.cancel.description')}
            messageLabel={t('bookings.detail.cancel.message')}
            confirmLabel={t('bookings.detail.cancel.confirm')}
            cancelLabel={t('bookings.detail.cancel.back')}
            destructive
            pending={cancel.isPending}
            onClose={() => setDialogOpen(false)}
            onConfirm={confirmCancel}
          />
        </>
      )}
    />
  );
}
