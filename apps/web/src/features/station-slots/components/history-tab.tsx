import Typography from '@mui/material/Typography';
import { SLOT_IMPORT_HISTORY_MAX } from '@tvcm/contracts';
import { ImportHistoryTable } from '../../../components/import-history-table';
import { QueryFallback } from '../../../components/query-fallback';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { useSlotImports } from '../api/get-slot-imports';
import { COUNT_KINDS } from './import-counts';

/** The company's imports that changed something, newest first: when, who, which file, what it did. */
export function HistoryTab() {
  const { t } = useTranslation();
  const history = useSlotImports();
  const labels = {
    table: t('stationSlots.history.tableLabel'),
    createdAt: t('stationSlots.history.columns.createdAt'),
    user: t('stationSlots.history.columns.user'),
    fileName: t('stationSlots.history.columns.fileName'),
    rowCount: t('stationSlots.history.columns.rowCount'),
    counts: Object.fromEntries(COUNT_KINDS.map((count) => [count, t(`stationSlots.history.columns.${count}`)])),
    empty: t('stationSlots.history.empty'),
    unknownUser: t('stationSlots.history.unknownUser'),
  };
  return (
    <TabSection heading={t('stationSlots.history.heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stationSlots.history.lead', { max: SLOT_IMPORT_HISTORY_MAX })}
      </Typography>
      {history.data ? (
        <ImportHistoryTable entries={history.data.entries} countKinds={COUNT_KINDS} labels={labels} />
      ) : (
        <QueryFallback error={history.error} />
      )}
    </TabSection>
  );
}
