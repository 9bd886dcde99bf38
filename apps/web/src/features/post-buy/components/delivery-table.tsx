import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AgencyAnalysis, DeliveryFigures } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { TextLink } from '../../../components/text-link';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { useAccess } from '../../../lib/licence-query';
import type { DeliveryView } from '../analysis-query';
import { formatGrpPoints, formatMonth, formatPercent } from '../format';
import { bookingDetailPath } from '../paths';
import { Shortfall } from './shortfall';

const FIGURES = [
  'slots',
  'measuredSlots',
  'bookedGrp',
  'deliveredGrp',
  'shortfallGrp',
  'deliveryPercent',
  'bookedImpressions',
  'deliveredImpressions',
] as const;

type NameColumn = 'booking' | 'advertiser' | 'industry' | 'station' | 'month' | 'plan';

const NAME_COLUMNS: Record<DeliveryView, readonly NameColumn[]> = {
  booking: ['booking', 'advertiser', 'station'],
  advertiser: ['advertiser', 'industry'],
  station: ['station'],
  month: ['month'],
  plan: ['plan'],
};

interface DeliveryRow extends DeliveryFigures {
  names: readonly ReactNode[];
}

/** The rows of one view, each with its names in the view's name columns. */
function useRowsOf(analysis: AgencyAnalysis, view: DeliveryView): DeliveryRow[] {
  const { t } = useTranslation();
  const mayOpenBookings = useAccess('booking');
  const unnamed = t('postBuy.agency.deliveryTable.unnamed');
  switch (view) {
    case 'booking':
      return analysis.byBooking.map((row) => {
        const number = row.name ?? t('postBuy.agency.deliveryTable.noNumber', { id: row.key });
        return {
          ...row,
          names: [
            mayOpenBookings ? (
              <TextLink key="booking" to={bookingDetailPath(Number(row.key))}>
                {number}
              </TextLink>
            ) : (
              number
            ),
            row.advertiserName ?? unnamed,
            row.stationName,
          ],
        };
      });
    case 'advertiser':
      return analysis.byAdvertiser.map((row) => ({
        ...row,
        names: [row.name ?? unnamed, row.industry ? t(`industries.${row.industry}`) : unnamed],
      }));
    case 'station':
      return analysis.byStation.map((row) => ({ ...row, names: [row.name ?? unnamed] }));
    case 'month':
      return analysis.byMonth.map((row) => ({ ...row, names: [formatMonth(row.key)] }));
    case 'plan':
      return analysis.byPlan.map((row) => ({ ...row, names: [row.name ?? unnamed] }));
  }
}

function figureOf(row: DeliveryFigures, key: (typeof FIGURES)[number]): ReactNode {
  switch (key) {
    case 'slots':
    case 'measuredSlots':
    case 'bookedImpressions':
    case 'deliveredImpressions':
      return formatCount(row[key]);
    case 'bookedGrp':
    case 'deliveredGrp':
      return formatGrpPoints(row[key]);
    case 'shortfallGrp':
      return <Shortfall grp={row.shortfallGrp} measured={row.measuredSlots > 0} />;
    case 'deliveryPercent':
      return formatPercent(row.deliveryPercent);
  }
}

/** Booked against delivered for each booking, advertiser, station, month or plan, with the totals under them. */
export function DeliveryTable({ analysis, view }: { analysis: AgencyAnalysis; view: DeliveryView }) {
  const { t } = useTranslation();
  const rows = useRowsOf(analysis, view);
  const names = NAME_COLUMNS[view];
  const label = t('postBuy.agency.deliveryTable.label', { view: t(`postBuy.agency.views.${view}`) });
  // Only bookings made from a plan's carts belong to a plan: the totals of everything would not be the plans' sum.
  const withTotals = view !== 'plan';
  if (rows.length === 0) return <Typography role="status">{t(`postBuy.agency.deliveryTable.empty.${view}`)}</Typography>;
  return (
    <TableScroller
      label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxHeight: 560 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {[...names, ...FIGURES].map((column) => (
              <TableCell
                key={column}
                align={(FIGURES as readonly string[]).includes(column) ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`postBuy.agency.deliveryTable.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.names.map((name, index) =>
                index === 0 ? (
                  <TableCell key={names[index]} component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {name}
                  </TableCell>
                ) : (
                  <TableCell key={names[index]} sx={{ minWidth: '7em' }}>
                    {name}
                  </TableCell>
                ),
              )}
              {FIGURES.map((key) => (
                <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {figureOf(row, key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {withTotals && (
          <TableFooter>
            <TableRow sx={{ '& td, & th': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
              <TableCell component="th" scope="row" colSpan={names.length}>
                {t('postBuy.agency.deliveryTable.total')}
              </TableCell>
              {FIGURES.map((key) => (
                <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {figureOf(analysis.totals, key)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableScroller>
  );
}
