import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BookingDetail } from '@tvcm/contracts';
import { useState } from 'react';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useAssignReception } from '../api/assign-reception';
import { useFilterOptions } from '../api/get-filter-options';

/**
 * Who has the reception: 担当する takes it, and a colleague of the station's company can be
 * handed it. Opening the reception assigns nobody; each change is recorded in its history.
 */
export function ReceptionAssignee({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation();
  const assign = useAssignReception(booking.id);
  const colleagues = useFilterOptions('station').data?.assignees ?? [];
  const [chosen, setChosen] = useState('');

  const handTo = async (userId: number | undefined, done: string) => {
    try {
      await assign.mutateAsync(userId);
    } catch {
      // The failure has been a toast already.
      return;
    }
    setChosen('');
    showToast('success', done);
  };

  const taking = useSendOnce(() => handTo(undefined, t('bookings.assignee.taken')));
  const handing = useSendOnce(() => handTo(Number(chosen), t('bookings.assignee.handed')));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2">
        {t('bookings.assignee.current', { name: booking.assignee?.name ?? t('bookings.list.unassigned') })}
      </Typography>
      {!booking.assignedToCaller && (
        <SendButton variant="contained" size="small" busy={taking.busy} disabled={handing.busy} onClick={() => void taking.run()}>
          {t('bookings.assignee.take')}
        </SendButton>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          size="small"
          label={t('bookings.assignee.handTo')}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 180 }}
        >
          <option value="">{t('bookings.assignee.choose')}</option>
          {colleagues
            .filter((colleague) => colleague.id !== booking.assignee?.id)
            .map((colleague) => (
              <option key={colleague.id} value={colleague.id}>
                {colleague.name}
              </option>
            ))}
        </TextField>
        <SendButton
          variant="outlined"
          size="small"
          busy={handing.busy}
          disabled={chosen === '' || taking.busy}
          onClick={() => void handing.run()}
        >
          {t('bookings.assignee.hand')}
        </SendButton>
      </Box>
    </Box>
  );
}
