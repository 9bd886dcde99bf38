import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EstimateAccuracy } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { formatRatingPercent, formatRatingPoints, formatSignedPercent } from '../format';

const FIGURES = ['breaks', 'meanEstimate', 'meanActual', 'meanAbsoluteError', 'bias', 'biasPercent'] as const;
type LabelColumn = 'weekday' | 'band' | 'programme' | 'target';

export interface AccuracyRow extends EstimateAccuracy {
  /** The row's names, one per label column. */
  labels: readonly string[];
}

interface AccuracyTableProps {
  /** The section's heading, which names the table. */
  heading: string;
  labelColumns: readonly LabelColumn[];
  rows: readonly AccuracyRow[];
}

/** Estimate against actual for each group: breaks, mean estimate and actual, mean error, bias in points and percent. */
export function AccuracyTable({ heading, labelColumns, rows }: AccuracyTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Typography role="status">{t('postBuy.station.accuracy.empty')}</Typography>;
  const label = t('postBuy.station.accuracy.tableLabel', { heading });
  const figure = (row: AccuracyRow, key: (typeof FIGURES)[number]) => {
    if (key === 'breaks') return formatCount(row.breaks);
    if (key === 'bias') return formatRatingPoints(row.bias);
    if (key === 'biasPercent') return formatSignedPercent(row.biasPercent);
    return formatRatingPercent(row[key]);
  };
  return (
    <TableScroller
      label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', maxHeight: 520 }}
    >
      <Table size="small" stickyHeader aria-label={label}>
        <TableHead>
          <TableRow>
            {[...labelColumns, ...FIGURES].map((column) => (
              <TableCell
                key={column}
                align={(FIGURES as readonly string[]).includes(column) ? 'right' : 'left'}
                sx={{ fontWeight: 'bold', whiteSpace: 'nowrap' }}
              >
                {t(`postBuy.station.accuracy.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.labels.map((name, index) =>
                index === 0 ? (
                  <TableCell key={labelColumns[index]} component="th" scope="row" sx={{ minWidth: '6em' }}>
                    {name}
                  </TableCell>
                ) : (
                  <TableCell key={labelColumns[index]} sx={{ whiteSpace: 'nowrap' }}>
                    {name}
                  </TableCell>
                ),
              )}
              {FIGURES.map((key) => (
                <TableCell key={key} align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {figure(row, key)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
