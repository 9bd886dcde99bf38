import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BookingDetail } from '@tvcm/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';
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

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography variant="body2">
        {t('bookings.assignee.current', { name: booking.assignee?.name ?? t('bookings.list.unassigned') })}
      </Typography>
      {!booking.assignedToCaller && (
        <Button
          variant="contained"
          size="small"
          disabled={assign.isPending}
          onClick={() => handTo(undefined, t('bookings.assignee.taken'))}
        >
          {t('bookings.assignee.take')}
        </Button>
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
        <Button
          variant="outlined"
          size="small"
          disabled={chosen === '' || assign.isPending}
          onClick={() => handTo(Number(chosen), t('bookings.assignee.handed'))}
        >
          {t('bookings.assignee.hand')}
        </Button>
      </Box>
    </Box>
  );
}
