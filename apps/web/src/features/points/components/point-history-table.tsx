import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PointHistoryEntry } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { TablePages } from '../../../components/table-pages';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { directionOf, formatBusinessDate, formatPointAmount } from '../format';
import { formatPointBalance } from '../format-point-balance';
import { PointKindChip } from './point-kind-chip';

type ColumnKey = 'occurredAt' | 'kind' | 'description' | 'amount' | 'balanceAfter' | 'user' | 'expiresOn';

interface Column {
  key: ColumnKey;
  numeric?: boolean;
  /** Descriptions may wrap so the table fits; figures and dates never do. */
  wraps?: boolean;
  cell: (entry: PointHistoryEntry, t: TFunction) => ReactNode;
}

// The darker shades: the figures stay above 4.5:1 on a white row and on a hovered one.
const AMOUNT_COLOURS = { in: 'success.dark', out: 'error.dark', none: 'text.primary' } as const;

/** In the order of the CSV's columns (POINT_HISTORY_CSV_HEADINGS), so the file reads like the page. */
const COLUMNS: readonly Column[] = [
  { key: 'occurredAt', cell: (entry) => formatDateTime(entry.occurredAt) },
  { key: 'kind', cell: (entry) => <PointKindChip kind={entry.kind} amount={entry.amount} /> },
  { key: 'description', wraps: true, cell: (entry) => entry.description },
  { key: 'amount', numeric: true, cell: (entry) => formatPointAmount(entry.amount) },
  { key: 'balanceAfter', numeric: true, cell: (entry) => formatPointBalance(entry.balanceAfter) },
  { key: 'user', cell: (entry, t) => entry.userName ?? t('points.history.none') },
  {
    key: 'expiresOn',
    cell: (entry, t) => (entry.expiresOn ? formatBusinessDate(entry.expiresOn) : t('points.history.none')),
  },
];

export interface PointHistoryTableProps {
  entries: readonly PointHistoryEntry[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/** One page of the company's ledger, newest first, and the pages. */
export function PointHistoryTable({ entries, total, page, pageSize, onPageChange }: PointHistoryTableProps) {
  const { t } = useTranslation();
  const label = t('points.history.tableLabel');
  return (
    <>
      <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                >
                  {t(`points.history.columns.${column.key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} sx={{ color: 'text.secondary' }}>
                  {t('points.history.empty')}
                </TableCell>
              </TableRow>
            )}
            {entries.map((entry) => (
              <TableRow key={entry.id} hover>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column.key}
                    // The row's header is its date and time, the cell a screen reader names the row by.
                    component={column.key === 'occurredAt' ? 'th' : 'td'}
                    scope={column.key === 'occurredAt' ? 'row' : undefined}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{
                      ...(column.wraps ? { minWidth: '12em' } : { whiteSpace: 'nowrap' }),
                      ...(column.numeric && { fontVariantNumeric: 'tabular-nums' }),
                      ...(column.key === 'amount' && { color: AMOUNT_COLOURS[directionOf(entry.amount)], fontWeight: 'bold' }),
                    }}
                  >
                    {column.cell(entry, t)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      <TablePages total={total} page={page} pageSize={pageSize} onPageChange={onPageChange} />
    </>
  );
}
