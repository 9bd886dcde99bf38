import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SalesFigures, SalesGrouping, SalesSummary } from '@tvcm/contracts';
import { useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatGroupKey, formatPercent, formatUnits } from '../format';

const COLUMNS = [
  'revenue',
  'unitsContracted',
  'averageUnitPrice',
  'unitsSold',
  'unitsOnSale',
  'sellThrough',
  'unitsHeld',
  'unitsDeclined',
  'unitsCancelled',
  'perCost',
  'cpm',
] as const;
type Column = (typeof COLUMNS)[number];

/** A figure as its column shows it; the inventory's, null for the groupings by buyer, as —. */
function cellText(figures: SalesFigures, column: Column): string {
  switch (column) {
    case 'revenue':
    case 'averageUnitPrice':
    case 'perCost':
    case 'cpm':
      return formatYen(figures[column]);
    case 'sellThrough':
      return formatPercent(figures.sellThrough);
    case 'unitsSold':
    case 'unitsOnSale':
      return formatUnits(figures[column]);
    default:
      return formatCount(figures[column]);
  }
}

/** The rows of the grouping chosen and, under them, the server's totals as the 合計 row (as the workbook has it). */
export function SalesTable({ summary, grouping }: { summary: SalesSummary; grouping: SalesGrouping }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = t('stationSales.table.label');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('stationSales.table.heading')}
      </Typography>
      {summary.rows.length === 0 ? (
        <Typography role="status">{t('stationSales.table.empty')}</Typography>
      ) : (
        <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                  {t(`stationSales.conditions.groupings.${grouping}`)}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right" sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}>
                    {t(`stationSales.table.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.rows.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ minWidth: '8em' }}>
                    {formatGroupKey(grouping, row)}
                  </TableCell>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {cellText(row, column)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow sx={{ '& td, & th': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
                <TableCell component="th" scope="row">
                  {t('stationSales.table.total')}
                </TableCell>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {cellText(summary.totals, column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableScroller>
      )}
    </Box>
  );
}
