import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DataSalesActualsResponse } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { useTranslation } from '../../../lib/i18n';
import { formatMonth, formatPoints } from '../format';

const COLUMNS = ['segment', 'buyer', 'area', 'month', 'points'] as const;

/** Sales by segment, buyer, area and month, and the period's total under them (the server's, as the workbook has it). */
export function SalesActualsTable({ actuals }: { actuals: DataSalesActualsResponse }) {
  const { t } = useTranslation();
  const label = t('dataSales.actuals.tableLabel');
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={column === 'points' ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`dataSales.actuals.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {actuals.rows.map((row) => (
            <TableRow key={`${row.segment.id} ${row.buyer.code} ${row.area} ${row.month}`}>
              <TableCell component="th" scope="row" sx={{ minWidth: '8em' }}>
                {row.segment.name}
              </TableCell>
              <TableCell sx={{ minWidth: '8em' }}>{row.buyer.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.areaName}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMonth(row.month)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPoints(row.points)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td, & th': { fontWeight: 'bold', color: 'text.primary', fontSize: 'body2.fontSize' } }}>
            <TableCell component="th" scope="row" colSpan={COLUMNS.length - 1}>
              {t('dataSales.actuals.total')}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatPoints(actuals.totalPoints)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableScroller>
  );
}
