import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SegmentValuesPreview } from '@tvcm/contracts';
import { useId } from 'react';
import { ImportProblemsTable } from '../../../components/import-problems-table';
import { SendButton } from '../../../components/send-button';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatDay, valueColumnHeader } from '../format';
import { problemMessage } from '../problem-message';

interface ValuesPreviewProps {
  preview: SegmentValuesPreview;
  /** Said above the figures when the commit was refused and this preview was taken again. */
  notice: string | null;
  committing: boolean;
  onCommit: () => void;
}

/** Whether the file can become the next version: it has cells and no problem. */
export const isCommittable = (preview: SegmentValuesPreview) => preview.problems.length === 0 && preview.cells > 0;

/**
 * What the previewed file holds: how it was read, its rows, cells (and those under the minimum
 * panel count), stations and dates; whether it can be committed, and every problem by line and column.
 */
export function ValuesPreview({ preview, notice, committing, onCommit }: ValuesPreviewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const committable = isCommittable(preview);
  const figures: [string, string][] = [
    [t('dataSales.preview.encoding'), t(`dataSales.preview.encodings.${preview.encoding}`)],
    [t('dataSales.preview.rows'), formatCount(preview.rows)],
    [t('dataSales.preview.cells'), formatCount(preview.cells)],
    [t('dataSales.preview.suppressedCells'), formatCount(preview.suppressedCells)],
    [t('dataSales.preview.stations'), formatCount(preview.stations)],
    [
      t('dataSales.preview.dates'),
      preview.dateFrom && preview.dateTo
        ? t('dataSales.preview.dateRange', { from: formatDay(preview.dateFrom), to: formatDay(preview.dateTo) })
        : t('dataSales.none'),
    ],
  ];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h4" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {t('dataSales.preview.heading', { fileName: preview.fileName })}
      </Typography>
      {notice && <Alert severity="warning">{notice}</Alert>}
      <Box
        component="dl"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0, typography: 'body2', '& dd': { m: 0, ml: 1 } }}
      >
        {figures.map(([term, value]) => (
          <Box key={term} sx={{ display: 'flex' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {term}
            </Box>
            <dd>{value}</dd>
          </Box>
        ))}
      </Box>
      {committable ? (
        <Alert severity="success">{t('dataSales.preview.ready', { version: preview.nextVersion })}</Alert>
      ) : (
        <Alert severity="error">{t('dataSales.preview.hasErrors')}</Alert>
      )}
      <Box>
        <SendButton variant="contained" busy={committing} disabled={!committable} onClick={onCommit}>
          {committing ? t('dataSales.preview.committing') : t('dataSales.preview.commit')}
        </SendButton>
      </Box>
      {preview.problems.length > 0 && (
        <Stack spacing={1}>
          <Typography component="h5" variant="subtitle2" sx={{ fontWeight: 600 }}>
            {t('dataSales.preview.problemsHeading')}
          </Typography>
          {preview.problemsTruncated && (
            <Typography variant="body2" color="text.secondary">
              {t('dataSales.preview.problemsTruncated', { shown: formatCount(preview.problems.length) })}
            </Typography>
          )}
          <ImportProblemsTable
            problems={preview.problems.map((problem) => ({
              line: problem.line,
              column: problem.column ? valueColumnHeader(problem.column) : null,
              message: problemMessage(problem),
            }))}
            labels={{
              table: t('dataSales.preview.problemsLabel'),
              line: t('dataSales.preview.columns.line'),
              column: t('dataSales.preview.columns.column'),
              severity: t('dataSales.preview.columns.severity'),
              message: t('dataSales.preview.columns.message'),
              wholeFile: t('dataSales.preview.wholeFile'),
              noColumn: t('dataSales.none'),
            }}
          />
        </Stack>
      )}
    </Stack>
  );
}
