import Typography from '@mui/material/Typography';
import { type DigitalProductKind, SLOT_IMPORT_HISTORY_MAX } from '@tvcm/contracts';
import { ImportHistoryTable } from '../../../components/import-history-table';
import { QueryFallback } from '../../../components/query-fallback';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { useDigitalImports } from '../api/get-digital-imports';

const COUNT_KINDS = ['created', 'changed', 'unchanged'] as const;

/** The company's imports of the kind that changed something, newest first: when, who, which file, what it did. */
export function HistoryTab({ kind }: { kind: DigitalProductKind }) {
  const { t } = useTranslation();
  const history = useDigitalImports(kind);
  const labels = {
    table: t('stationDigital.history.tableLabel'),
    createdAt: t('stationDigital.history.columns.createdAt'),
    user: t('stationDigital.history.columns.user'),
    fileName: t('stationDigital.history.columns.fileName'),
    rowCount: t('stationDigital.history.columns.rowCount'),
    counts: Object.fromEntries(COUNT_KINDS.map((count) => [count, t(`stationDigital.history.columns.${count}`)])),
    empty: t('stationDigital.history.empty'),
    unknownUser: t('stationDigital.history.unknownUser'),
  };
  return (
    <TabSection heading={t('stationDigital.history.heading')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('stationDigital.history.lead', { max: SLOT_IMPORT_HISTORY_MAX })}
      </Typography>
      {history.data ? (
        <ImportHistoryTable entries={history.data.entries} countKinds={COUNT_KINDS} labels={labels} />
      ) : (
        <QueryFallback error={history.error} />
      )}
    </TabSection>
  );
}
