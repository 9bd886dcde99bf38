import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { UNDER_DELIVERY_PERCENT, type UnderDeliveredSlot } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { TextLink } from '../../../components/text-link';
import { formatBroadcastTime, formatShortDate, formatYen } from '../../../lib/format-broadcast';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { PROGRAM_GUIDE_PATH, withStationPrefilter } from '../../../lib/inventory-links';
import { useAccess } from '../../../lib/licence-query';
import { formatPercent, formatRatingPercent } from '../format';
import { bookingDetailPath } from '../paths';

const COLUMNS = [
  'booking',
  'station',
  'airing',
  'programme',
  'units',
  'estimate',
  'actual',
  'deliveryPercent',
  'substitute',
] as const;

interface UnderDeliveredTableProps {
  slots: readonly UnderDeliveredSlot[];
}

/**
 * The slots that delivered under UNDER_DELIVERY_PERCENT of their estimate, each with its 差し替え候補:
 * a slot of the same station still on sale with an estimate as good and a per-cost no worse.
 */
export function UnderDeliveredTable({ slots }: UnderDeliveredTableProps) {
  const { t } = useTranslation();
  const mayOpenBookings = useAccess('booking');
  // The substitute is opened in the program guide on its station, for a caller who may search there.
  const mayOpenGuide = useAccess('timetable');
  if (slots.length === 0)
    return <Typography role="status">{t('postBuy.agency.under.empty', { percent: UNDER_DELIVERY_PERCENT })}</Typography>;
  const label = t('postBuy.agency.under.tableLabel');
  const none = t('postBuy.none');
  return (
    <TableScroller
      label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxHeight: 560 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={['units', 'estimate', 'actual', 'deliveryPercent'].includes(column) ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`postBuy.agency.under.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((slot) => {
            const number = slot.applicationNumber ?? t('postBuy.agency.deliveryTable.noNumber', { id: slot.bookingId });
            const station = mayOpenGuide ? { area: slot.areaCode, stationId: slot.stationId } : undefined;
            const { substitute } = slot;
            return (
              <TableRow key={`${slot.bookingId}-${slot.slotId}`} sx={{ verticalAlign: 'top' }}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {mayOpenBookings ? <TextLink to={bookingDetailPath(slot.bookingId)}>{number}</TextLink> : number}
                </TableCell>
                <TableCell sx={{ minWidth: '6em' }}>{slot.stationName}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {t('postBuy.agency.under.airing', {
                    date: formatShortDate(slot.broadcastDate),
                    time: formatBroadcastTime(slot.startSecond),
                  })}
                </TableCell>
                <TableCell sx={{ minWidth: '8em' }}>{slot.programmeTitle ?? none}</TableCell>
                <TableCell align="right">{formatCount(slot.units)}</TableCell>
                <TableCell align="right">{formatRatingPercent(slot.estimatedRating)}</TableCell>
                <TableCell align="right">{formatRatingPercent(slot.actualRating)}</TableCell>
                <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                  {formatPercent(slot.deliveryPercent)}
                </TableCell>
                <TableCell sx={{ minWidth: '16em' }}>
                  {substitute ? (
                    <Box sx={{ display: 'grid', gap: 0.25 }}>
                      <span>
                        {t('postBuy.agency.under.substitute', {
                          date: formatShortDate(substitute.broadcastDate),
                          time: formatBroadcastTime(substitute.startSecond),
                          programme: substitute.programmeTitle ?? none,
                          length: substitute.lengthSeconds,
                        })}
                      </span>
                      <Typography variant="body2" color="text.secondary">
                        {t('postBuy.agency.under.substituteFigures', {
                          rating: formatRatingPercent(substitute.estimatedRating),
                          price: formatYen(substitute.price),
                          perCost: formatYen(substitute.perCost),
                          units: substitute.unitsLeft,
                        })}
                      </Typography>
                      {station && (
                        <span>
                          <TextLink to={withStationPrefilter(PROGRAM_GUIDE_PATH, station)}>
                            {t('postBuy.agency.under.programGuide')}
                          </TextLink>
                        </span>
                      )}
                    </Box>
                  ) : (
                    t('postBuy.agency.under.noSubstitute')
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
