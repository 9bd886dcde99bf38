import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SLOT_IMPORT_HISTORY_MAX, type SlotImportHistoryEntry } from '@tvcm/contracts';
import { QueryFallback } from '../../../components/query-fallback';
import { TableScroller } from '../../../components/table-scroller';
import { formatDateTime } from '../../../lib/format-date-time';
import { useTranslation } from '../../../lib/i18n';
import { useSlotImports } from '../api/get-slot-imports';
import { formatCount } from '../format';
import { COUNT_KINDS } from './import-counts';
import { TabSection } from './tab-section';

/** The company's imports that changed something, newest first: when, who, which file, what it did. */
export function HistoryTab() {
  const { t } = useTranslation();
  const history = useSlotImports();
  return (
    <TabSection heading={t('stationSlots.history.heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stationSlots.history.lead', { max: SLOT_IMPORT_HISTORY_MAX })}
      </Typography>
      {history.data ? <HistoryTable entries={history.data.entries} /> : <QueryFallback error={history.error} />}
    </TabSection>
  );
}

function HistoryTable({ entries }: { entries: readonly SlotImportHistoryEntry[] }) {
  const { t } = useTranslation();
  const label = t('stationSlots.history.tableLabel');
  const header = { whiteSpace: 'nowrap', fontWeight: 'bold' } as const;
  return (
    <TableScroller label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={header}>{t('stationSlots.history.columns.createdAt')}</TableCell>
            <TableCell sx={header}>{t('stationSlots.history.columns.user')}</TableCell>
            <TableCell sx={header}>{t('stationSlots.history.columns.fileName')}</TableCell>
            <TableCell sx={header} align="right">
              {t('stationSlots.history.columns.rowCount')}
            </TableCell>
            {COUNT_KINDS.map((kind) => (
              <TableCell key={kind} sx={header} align="right">
                {t(`stationSlots.history.columns.${kind}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={4 + COUNT_KINDS.length} sx={{ color: 'text.secondary' }}>
                {t('stationSlots.history.empty')}
              </TableCell>
            </TableRow>
          )}
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(entry.createdAt)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.user?.name ?? t('stationSlots.history.unknownUser')}</TableCell>
              <TableCell sx={{ minWidth: '12em', wordBreak: 'break-all' }}>{entry.fileName}</TableCell>
              <TableCell align="right">{formatCount(entry.rowCount)}</TableCell>
              {COUNT_KINDS.map((kind) => (
                <TableCell key={kind} align="right">
                  {formatCount(entry.counts[kind])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}
