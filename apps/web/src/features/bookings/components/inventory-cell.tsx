import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import type { BookingItem } from '@tvcm/contracts';
import { useTranslation } from '../../../lib/i18n';

export function InventoryHeaderCell() {
  const { t } = useTranslation();
  return <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}>{t('bookings.review.inventory')}</TableCell>;
}

/**
 * What the station weighs for an item: the slot's units nobody holds yet, and other bookings'
 * units in the same slot for advertisers of the same industry (競合), shown in bold when any.
 */
export function InventoryCell({ item }: { item: BookingItem }) {
  const { t } = useTranslation();
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      <Box>{t('bookings.review.remaining', { count: item.remaining })}</Box>
      {/* MUI's warning orange keeps only 3.8:1 on white; the error red keeps 4.5:1 for the bold count. */}
      <Box sx={item.competitorUnits > 0 ? { color: 'error.main', fontWeight: 'bold' } : { color: 'text.secondary' }}>
        {t('bookings.review.competitors', { count: item.competitorUnits })}
      </Box>
    </TableCell>
  );
}
