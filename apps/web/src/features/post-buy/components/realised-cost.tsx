import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { StationAnalysis } from '@tvcm/contracts';
import { TableScroller } from '../../../components/table-scroller';
import { formatYen } from '../../../lib/format-broadcast';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { formatGrpPoints } from '../format';
import { FigureGrid } from './figure-grid';

/** What was sold, priced on what it was expected to deliver and on what it delivered. */
export function RealisedCost({ realised }: { realised: StationAnalysis['realised'] }) {
  const { t } = useTranslation();
  if (realised.slots === 0) return <Typography role="status">{t('postBuy.station.realised.empty')}</Typography>;
  const label = t('postBuy.station.realised.tableLabel');
  const rows = [
    { key: 'estimated', grp: realised.estimatedGrp, perCost: realised.estimatedPerCost },
    { key: 'realised', grp: realised.deliveredGrp, perCost: realised.realisedPerCost },
  ] as const;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('postBuy.station.realised.lead')}
      </Typography>
      <FigureGrid
        figures={[
          { label: t('postBuy.station.realised.slots'), value: t('postBuy.slotCount', { count: formatCount(realised.slots) }) },
          { label: t('postBuy.station.realised.revenue'), value: formatYen(realised.revenue) },
        ]}
      />
      <TableScroller
        label={label}
        sx={{ mt: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 'bold' }}>{t('postBuy.station.realised.columns.figure')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {t('postBuy.station.realised.columns.grp')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {t('postBuy.station.realised.columns.perCost')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell component="th" scope="row">
                  {t(`postBuy.station.realised.${row.key}`)}
                </TableCell>
                <TableCell align="right">{formatGrpPoints(row.grp)}</TableCell>
                <TableCell align="right">{formatYen(row.perCost)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
    </>
  );
}
