import type { BookingDetail } from '@tvcm/contracts';
import { DownloadButton } from '../../../components/download-button';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { useDownloadBookingSheet } from '../api/download-booking-sheet';

/** Saves the booking as the side's sheet: the application for the buyer, the order confirmation for the station. */
export function BookingSheetButton({ side, booking }: { side: BookingSide; booking: BookingDetail }) {
  const { t } = useTranslation();
  const download = useDownloadBookingSheet();
  const service = useTradeService();
  const sheet = side === 'buyer' ? 'application' : 'orderConfirmation';
  return (
    <DownloadButton
      label={t(`bookings.sheets.${sheet}.download`)}
      pendingLabel={t('bookings.sheets.downloading')}
      onClick={() =>
        download.mutateAsync({
          service,
          side,
          bookingId: booking.id,
          fallbackFileName: t(`bookings.sheets.${sheet}.fileName`, { number: booking.applicationNumber }),
        })
      }
    />
  );
}
