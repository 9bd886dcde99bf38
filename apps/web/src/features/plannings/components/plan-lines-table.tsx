import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { PlanLine } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatNumber, lineName, productKey, whenOf } from '../format';

const COLUMNS = ['station', 'when', 'programme', 'units', 'amount', 'targetGrp', 'pin', 'remove'] as const;
const NUMERIC: readonly string[] = ['units', 'amount', 'targetGrp'];

interface PlanLinesTableProps {
  lines: readonly PlanLine[];
  pinned: ReadonlySet<string>;
  removed: ReadonlySet<string>;
  onTogglePin: (line: PlanLine) => void;
  onToggleRemove: (line: PlanLine) => void;
}

/**
 * The plan's lines, each with its 固定 (the next optimisation keeps it) and 除外 (the next one
 * leaves it out) toggles; a line no longer on sale says so.
 */
export function PlanLinesTable({ lines, pinned, removed, onTogglePin, onToggleRemove }: PlanLinesTableProps) {
  const { t } = useTranslation();
  const label = t('plannings.lines.tableLabel');
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
                {t(`plannings.lines.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const key = productKey(line);
            const name = lineName(line);
            const isRemoved = removed.has(key);
            return (
              <TableRow
                key={key}
                data-removed={isRemoved || undefined}
                sx={isRemoved ? { '& td, & th': { color: 'text.disabled' } } : undefined}
              >
                <TableCell component="th" scope="row" sx={{ fontWeight: 'normal', whiteSpace: 'nowrap' }}>
                  {line.station.shortName}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{whenOf(line)}</TableCell>
                <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                  {line.programmeTitle ?? line.title ?? t('plannings.none')}
                  {!line.available && (
                    <Chip size="small" color="error" variant="outlined" label={t('plannings.lines.unavailable')} sx={{ ml: 1 }} />
                  )}
                </TableCell>
                <TableCell align="right">{formatNumber(line.units)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(line.amount)}
                </TableCell>
                <TableCell align="right">{formatGrp(line.targetGrp)}</TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={pinned.has(key)}
                    disabled={isRemoved}
                    onChange={() => onTogglePin(line)}
                    slotProps={{ input: { 'aria-label': t('plannings.lines.pinFor', { name }) } }}
                  />
                </TableCell>
                <TableCell padding="checkbox">
                  <Checkbox
                    size="small"
                    checked={isRemoved}
                    onChange={() => onToggleRemove(line)}
                    slotProps={{ input: { 'aria-label': t('plannings.lines.removeFor', { name }) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
