import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlanCandidate } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatRating, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, productKey, whenOf } from '../format';

const COLUMNS = ['station', 'when', 'programme', 'price', 'rating', 'perCost', 'cpm', 'remaining'] as const;
const NUMERIC: readonly string[] = ['price', 'rating', 'perCost', 'cpm', 'remaining'];

/** One page of the conditions' candidates, cheapest target CPM first. */
export function PlanCandidatesTable({ candidates }: { candidates: readonly PlanCandidate[] }) {
  const { t } = useTranslation();
  const label = t('plannings.candidates.tableLabel');
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column}
                align={NUMERIC.includes(column) ? 'right' : 'left'}
                sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
              >
                {t(`plannings.candidates.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {candidates.map((candidate) => (
            <TableRow key={productKey(candidate)}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                {candidate.station.shortName}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(candidate)}</TableCell>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                {candidate.programmeTitle ?? candidate.title ?? t('plannings.none')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(candidate.unitPrice)}
              </TableCell>
              <TableCell align="right">{formatRating(candidate.rating)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(candidate.perCost)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatYen(candidate.cpm)}
              </TableCell>
              <TableCell align="right">{formatNumber(candidate.remaining)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
