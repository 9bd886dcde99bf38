import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CatalogueSegment } from '@tvcm/contracts';
import { useId } from 'react';
import { TableScroller } from '../../../components/table-scroller';
import { formatRating, formatShortDate } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';

const COLUMNS = ['station', 'date', 'hour', 'rating'] as const;

/** The preview allowance: a few of the segment's cells (station, date, hour of the 29-hour clock, rating), all estimates. */
export function SegmentPreview({ segment }: { segment: CatalogueSegment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const label = t('targetData.catalogue.preview.label', { name: segment.name });
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('targetData.catalogue.preview.heading', { count: segment.preview.length })}
      </Typography>
      {segment.preview.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('targetData.catalogue.preview.empty')}
        </Typography>
      ) : (
        <TableScroller label={label} sx={{ maxHeight: 200, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" stickyHeader aria-label={label}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    align={column === 'rating' ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontWeight: 'bold' }}
                  >
                    {t(`targetData.catalogue.preview.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {segment.preview.map((cell) => (
                <TableRow key={`${cell.stationName}-${cell.date}-${cell.hour}`}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{cell.stationName}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatShortDate(cell.date)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {t('targetData.catalogue.preview.hourValue', { hour: cell.hour })}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {formatRating(cell.rating)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </section>
  );
}
