import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BOOKING_LIST_EXPORT_MAX_ROWS, type BookingListQuery } from '@tvcm/contracts';
import { DownloadButton } from '../../../components/download-button';
import { useTranslation } from '../../../lib/i18n';
import { useTradeService } from '../../../lib/trade-service';
import type { BookingSide } from '../api/booking-keys';
import { useDownloadBookingList } from '../api/download-booking-list';

const MAX_ROWS = new Intl.NumberFormat('ja-JP').format(BOOKING_LIST_EXPORT_MAX_ROWS);

/**
 * Saves the list as its filters show it, every page at once, as an Excel file; a list longer
 * than one file holds says that the file keeps its first rows.
 */
export function BookingListDownload({ side, query, total }: { side: BookingSide; query: BookingListQuery; total: number }) {
  const { t } = useTranslation();
  const download = useDownloadBookingList();
  const service = useTradeService();
  const list = side === 'buyer' ? 'bookings' : 'receptions';
  const fileName =
    service === 'TV' ? (`bookings.list.${list}FileName` as const) : (`bookings.list.${list}StreamingFileName` as const);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} data-print="hide">
      <DownloadButton
        label={t('bookings.list.download')}
        pendingLabel={t('bookings.sheets.downloading')}
        onClick={() => download.mutateAsync({ side, service, query, fallbackFileName: t(fileName) })}
      />
      {total > BOOKING_LIST_EXPORT_MAX_ROWS && (
        <Typography variant="body2" color="text.secondary">
          {t('bookings.list.downloadLimit', { max: MAX_ROWS })}
        </Typography>
      )}
    </Stack>
  );
}
