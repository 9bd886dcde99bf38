import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AIRED_RATINGS_HISTORY_MAX, type AiredRatingsImport } from '@tvcm/contracts';
import { QueryFallback } from '../../../components/query-fallback';
import { TabSection } from '../../../components/tab-section';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';
import { useAiredRatingImports } from '../api/get-aired-rating-imports';
import { formatCount, formatPeriod } from '../format';

const COLUMNS = ['createdAt', 'user', 'fileName', 'period', 'stations', 'rowCount', 'matched'] as const;
const FIGURES: ReadonlySet<(typeof COLUMNS)[number]> = new Set(['rowCount', 'matched']);
const header = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;

/**
 * The company's uploads, newest first: when, who, which file, the dates and stations it covered,
 * its breaks and how many matched a slot sold here. The slot imports' shared table counts
 * created and changed rows, which an upload that replaces whole days does not have.
 */
export function UploadHistory() {
  const { t } = useTranslation();
  const history = useAiredRatingImports();
  const label = t('airedRatings.history.tableLabel');
  return (
    <TabSection heading={t('airedRatings.history.heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('airedRatings.history.lead', { max: AIRED_RATINGS_HISTORY_MAX })}
      </Typography>
      {history.data ? (
        <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={header} align={FIGURES.has(column) ? 'right' : 'left'}>
                    {t(`airedRatings.history.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data.entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={COLUMNS.length} sx={{ color: 'text.secondary' }}>
                    {t('airedRatings.history.empty')}
                  </TableCell>
                </TableRow>
              )}
              {history.data.entries.map((entry) => (
                <HistoryRow key={entry.id} entry={entry} />
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      ) : (
        <QueryFallback error={history.error} />
      )}
    </TabSection>
  );
}

function HistoryRow({ entry }: { entry: AiredRatingsImport }) {
  const { t } = useTranslation();
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(entry.createdAt)}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.user?.name ?? t('airedRatings.history.unknownUser')}</TableCell>
      <TableCell sx={{ minWidth: '12em', wordBreak: 'break-all' }}>{entry.fileName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPeriod(entry)}</TableCell>
      <TableCell sx={{ minWidth: '8em' }}>{formatList(entry.stationNames)}</TableCell>
      <TableCell align="right">{formatCount(entry.rowCount)}</TableCell>
      <TableCell align="right">{formatCount(entry.matched)}</TableCell>
    </TableRow>
  );
}
