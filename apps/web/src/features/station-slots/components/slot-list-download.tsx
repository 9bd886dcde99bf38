import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STATION_SLOT_EXPORT_MAX_ROWS, type StationSlotsQuery } from '@tvcm/contracts';
import { useId } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { isExportTooLarge, useDownloadSlotList } from '../api/download-slot-list';
import { formatCount } from '../format';

/**
 * The list as an Excel file: every slot the applied filters find (all pages), in the import
 * template's columns, to edit and import back.
 */
export function SlotListDownload({ query }: { query: StationSlotsQuery }) {
  const { t } = useTranslation();
  const download = useDownloadSlotList();
  const sending = useSendOnce(() => download.mutateAsync(filters).catch(() => undefined));
  const helpId = useId();
  const { page: _page, ...filters } = query;
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
        <SendButton
          variant="outlined"
          onClick={() => void sending.run()}
          busy={sending.busy}
          aria-describedby={helpId}
          sx={{ alignSelf: 'flex-start', flexShrink: 0 }}
        >
          {sending.busy ? t('stationSlots.slots.downloading') : t('stationSlots.slots.download')}
        </SendButton>
        <Typography id={helpId} variant="body2" color="text.secondary">
          {t('stationSlots.slots.downloadHelp')}
        </Typography>
      </Stack>
      {download.isError && isExportTooLarge(download.error) && (
        <Alert severity="warning">
          {t('stationSlots.slots.downloadTooLarge', { max: formatCount(STATION_SLOT_EXPORT_MAX_ROWS) })}
        </Alert>
      )}
    </Stack>
  );
}
