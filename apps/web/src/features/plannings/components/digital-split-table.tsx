import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { DigitalSplitResponse } from '@tvcm/contracts';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { formatGrp, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { formatPercent } from '../format';

/** The columns before and after the four reach figures, which share one heading (到達率1+（推定）). */
const BEFORE = ['tvShare', 'tvBudget', 'digitalBudget'] as const;
const REACH = ['totalReach', 'tvReach', 'digitalReach', 'incrementalReach'] as const;
const AFTER = ['targetGrp', 'choose'] as const;
const headSx = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;

/** The sweep as a table: each TV share's budgets and reach (推定), the best one marked, each a button to plan it. */
export function DigitalSplitTable({
  split,
  onChoose,
}: {
  split: DigitalSplitResponse;
  onChoose: (tvSharePercent: number) => void;
}) {
  const { t } = useTranslation();
  const label = t('plannings.digitalSplit.tableLabel');
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table size="small" aria-label={label} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            {BEFORE.map((column) => (
              <TableCell key={column} rowSpan={2} align="right" sx={headSx}>
                {t(`plannings.digitalSplit.columns.${column}`)}
              </TableCell>
            ))}
            <TableCell colSpan={REACH.length} align="center" sx={headSx}>
              {t('plannings.digitalSplit.columns.reach')}
            </TableCell>
            {AFTER.map((column) => (
              <TableCell key={column} rowSpan={2} align={column === 'choose' ? 'left' : 'right'} sx={headSx}>
                {t(`plannings.digitalSplit.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {REACH.map((column) => (
              <TableCell key={column} align="right" sx={headSx}>
                {t(`plannings.digitalSplit.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {split.points.map((point) => {
            const best = point.tvSharePercent === split.bestTvSharePercent;
            return (
              <TableRow key={point.tvSharePercent} selected={best} data-best={best || undefined}>
                <TableCell
                  component="th"
                  scope="row"
                  align="right"
                  sx={{ whiteSpace: 'nowrap', fontWeight: best ? 'bold' : 'normal' }}
                >
                  {`${point.tvSharePercent}%`}
                  {best && <Chip size="small" color="primary" label={t('plannings.digitalSplit.best')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(point.tvBudget)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatYen(point.digitalBudget)}
                </TableCell>
                <TableCell align="right">{formatPercent(point.totalReach)}</TableCell>
                <TableCell align="right">{formatPercent(point.tvReach)}</TableCell>
                <TableCell align="right">{formatPercent(point.digitalReach)}</TableCell>
                <TableCell align="right">{formatPercent(point.incrementalReach)}</TableCell>
                <TableCell align="right">{formatGrp(point.targetGrp)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    variant={best ? 'contained' : 'outlined'}
                    aria-label={t('plannings.digitalSplit.chooseFor', { share: point.tvSharePercent })}
                    onClick={() => onChoose(point.tvSharePercent)}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('plannings.digitalSplit.choose')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
