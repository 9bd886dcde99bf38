import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SlotImportHistoryEntry } from '@tvcm/contracts';
import { formatDateTime } from '../lib/format-date-time';
import { TableScroller } from './table-scroller';

type CountKind = keyof SlotImportHistoryEntry['counts'];

export interface ImportHistoryLabels {
  table: string;
  createdAt: string;
  user: string;
  fileName: string;
  rowCount: string;
  counts: Partial<Record<CountKind, string>>;
  empty: string;
  unknownUser: string;
}

const plain = new Intl.NumberFormat('ja-JP');
const header = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;

/**
 * An import history (CM枠, 配信サービス, デジタル1day): when, who, which file, how many rows and
 * what they did, newest first. Each page names the counts it shows and gives the words.
 */
export function ImportHistoryTable({
  entries,
  countKinds,
  labels,
}: {
  entries: readonly SlotImportHistoryEntry[];
  countKinds: readonly CountKind[];
  labels: ImportHistoryLabels;
}) {
  return (
    <TableScroller label={labels.table} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={labels.table}>
        <TableHead>
          <TableRow>
            <TableCell sx={header}>{labels.createdAt}</TableCell>
            <TableCell sx={header}>{labels.user}</TableCell>
            <TableCell sx={header}>{labels.fileName}</TableCell>
            <TableCell sx={header} align="right">
              {labels.rowCount}
            </TableCell>
            {countKinds.map((kind) => (
              <TableCell key={kind} sx={header} align="right">
                {labels.counts[kind]}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={4 + countKinds.length} sx={{ color: 'text.secondary' }}>
                {labels.empty}
              </TableCell>
            </TableRow>
          )}
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.user?.name ?? labels.unknownUser}</TableCell>
              <TableCell sx={{ minWidth: '12em', wordBreak: 'break-all' }}>{entry.fileName}</TableCell>
              <TableCell align="right">{plain.format(entry.rowCount)}</TableCell>
              {countKinds.map((kind) => (
                <TableCell key={kind} align="right">
                  {plain.format(entry.counts[kind])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
