import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SlotImportPreview } from '@tvcm/contracts';
import { FIGURE_SX } from '../../../components/figure';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { formatCount } from '../format';
import { ImportChangesTable } from './import-changes-table';
import { ImportCounts } from './import-counts';
import { ImportProblemsTable } from './import-problems-table';

/** Whether committing would change anything: no error, and something to create or change. */
export function hasChangesToCommit(preview: SlotImportPreview): boolean {
  return preview.committable && preview.counts.created + preview.counts.changed > 0;
}

interface ImportPreviewProps {
  preview: SlotImportPreview;
  /** Said above the figures when the commit was refused and this preview was taken again. */
  notice: string | null;
  committing: boolean;
  onCommit: () => void;
}

/**
 * What importing the previewed file would do: how it was read, the four counts, whether it can be
 * committed (and why not), each changed row's old → new values, and every problem with its line
 * and column.
 */
export function ImportPreview({ preview, notice, committing, onCommit }: ImportPreviewProps) {
  const { t } = useTranslation();
  const { counts, problems, problemCount, changes } = preview;
  const canCommit = hasChangesToCommit(preview);

  return (
    <TabSection heading={t('stationSlots.preview.heading', { fileName: preview.fileName })}>
      <Stack spacing={2.5}>
        {notice && <Alert severity="warning">{notice}</Alert>}
        <Box
          component="dl"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 4,
            rowGap: 0.5,
            m: 0,
            typography: 'body2',
            '& dd': { m: 0, ml: 1 },
          }}
        >
          <Box sx={{ display: 'flex' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('stationSlots.preview.encoding')}
            </Box>
            <dd>{t(`stationSlots.preview.encodings.${preview.encoding}`)}</dd>
          </Box>
          <Box sx={{ display: 'flex' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {t('stationSlots.preview.rowCount')}
            </Box>
            <dd>{t('stationSlots.preview.rows', { value: formatCount(preview.rowCount) })}</dd>
          </Box>
          <Box sx={{ display: 'flex', minWidth: 0 }}>
            {/* The hash's name is one word: the hash beside it takes the narrow screen's breaks. */}
            <Box component="dt" sx={{ color: 'text.secondary', ...FIGURE_SX }}>
              SHA-256
            </Box>
            <Box component="dd" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
              {preview.sha256}
            </Box>
          </Box>
        </Box>
        <ImportCounts counts={counts} />
        <PreviewVerdict preview={preview} />
        <Box>
          <SendButton variant="contained" busy={committing} disabled={!canCommit} onClick={onCommit}>
            {committing ? t('stationSlots.preview.committing') : t('stationSlots.preview.commit')}
          </SendButton>
        </Box>
        {changes.length > 0 && (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('stationSlots.preview.changes.heading')}
            </Typography>
            {counts.changed > changes.length && (
              <Typography variant="body2" color="text.secondary">
                {t('stationSlots.preview.changes.truncated', {
                  total: formatCount(counts.changed),
                  shown: formatCount(changes.length),
                })}
              </Typography>
            )}
            <ImportChangesTable changes={changes} />
          </Stack>
        )}
        {problems.length > 0 && (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('stationSlots.preview.problemsHeading')}
            </Typography>
            {problemCount > problems.length && (
              <Typography variant="body2" color="text.secondary">
                {t('stationSlots.preview.problemsTruncated', {
                  total: formatCount(problemCount),
                  shown: formatCount(problems.length),
                })}
              </Typography>
            )}
            <ImportProblemsTable problems={problems} />
          </Stack>
        )}
      </Stack>
    </TabSection>
  );
}

/** In words, whether the file can be imported and what it would do. */
function PreviewVerdict({ preview }: { preview: SlotImportPreview }) {
  const { t } = useTranslation();
  const { counts } = preview;
  if (!preview.committable) return <Alert severity="error">{t('stationSlots.preview.hasErrors')}</Alert>;
  if (!hasChangesToCommit(preview)) {
    const message = counts.skipped > 0 ? 'stationSlots.preview.nothingToChangeButSkips' : 'stationSlots.preview.nothingToChange';
    return <Alert severity="info">{t(message)}</Alert>;
  }
  return (
    <Alert severity="success">
      {t('stationSlots.preview.ready', { created: formatCount(counts.created), changed: formatCount(counts.changed) })}
      {counts.skipped > 0 && ` ${t('stationSlots.preview.readyWithSkips', { skipped: formatCount(counts.skipped) })}`}
    </Alert>
  );
}
