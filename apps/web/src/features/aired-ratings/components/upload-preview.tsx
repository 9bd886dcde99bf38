import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AiredRatingsPreview } from '@tvcm/contracts';
import { ImportProblemsTable } from '../../../components/import-problems-table';
import { SendButton } from '../../../components/send-button';
import { TabSection } from '../../../components/tab-section';
import { formatList } from '../../../lib/format-list';
import { useTranslation } from '../../../lib/i18n';
import { columnHeader, formatCount, formatPeriod } from '../format';
import { problemMessage } from '../problem-message';

const COUNT_KINDS = ['matched', 'matchedSold', 'replaced'] as const;

interface UploadPreviewProps {
  preview: AiredRatingsPreview;
  /** Said above the figures when the commit was refused and this preview was taken again. */
  notice: string | null;
  committing: boolean;
  onCommit: () => void;
}

/**
 * What the previewed file holds and what storing it would do: how it was read, its breaks,
 * stations, dates and rating columns; how many breaks match a slot sold here and how many stored
 * ones it replaces; whether it can be stored, and every problem by line and column.
 */
export function UploadPreview({ preview, notice, committing, onCommit }: UploadPreviewProps) {
  const { t } = useTranslation();
  const { problems, problemCount } = preview;
  const figures: [string, string][] = [
    [t('airedRatings.preview.encoding'), t(`airedRatings.preview.encodings.${preview.encoding}`)],
    [t('airedRatings.preview.rowCount'), t('airedRatings.preview.rows', { value: formatCount(preview.rowCount) })],
    [t('airedRatings.preview.stations'), t('airedRatings.preview.stationCount', { value: formatCount(preview.stations) })],
    [t('airedRatings.preview.period'), formatPeriod(preview)],
    [
      t('airedRatings.preview.ratingColumns'),
      preview.ratingColumns.length > 0 ? formatList(preview.ratingColumns.map(columnHeader)) : t('airedRatings.none'),
    ],
  ];

  return (
    <TabSection heading={t('airedRatings.preview.heading', { fileName: preview.fileName })}>
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
          {figures.map(([term, value]) => (
            <Box key={term} sx={{ display: 'flex', minWidth: 0 }}>
              <Box component="dt" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                {term}
              </Box>
              <Box component="dd" sx={{ overflowWrap: 'anywhere' }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1.5, m: 0 }}>
          {COUNT_KINDS.map((kind) => (
            <Box
              key={kind}
              sx={{ px: 2, py: 1.5, border: 1, borderRadius: 1, borderColor: 'divider', bgcolor: 'background.default' }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`airedRatings.preview.counts.${kind}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {t('airedRatings.preview.countValue', { value: formatCount(preview[kind]) })}
              </Typography>
            </Box>
          ))}
        </Box>
        {preview.committable ? (
          <Alert severity="success">
            {t('airedRatings.preview.ready', { rows: formatCount(preview.rowCount) })}
            {preview.replaced > 0 && ` ${t('airedRatings.preview.readyReplacing', { replaced: formatCount(preview.replaced) })}`}
          </Alert>
        ) : (
          <Alert severity="error">{t('airedRatings.preview.hasErrors')}</Alert>
        )}
        <Box>
          <SendButton variant="contained" busy={committing} disabled={!preview.committable} onClick={onCommit}>
            {committing ? t('airedRatings.preview.committing') : t('airedRatings.preview.commit')}
          </SendButton>
        </Box>
        {problems.length > 0 && (
          <Stack spacing={1}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('airedRatings.preview.problemsHeading')}
            </Typography>
            {problemCount > problems.length && (
              <Typography variant="body2" color="text.secondary">
                {t('airedRatings.preview.problemsTruncated', {
                  total: formatCount(problemCount),
                  shown: formatCount(problems.length),
                })}
              </Typography>
            )}
            <ImportProblemsTable
              problems={problems.map((problem) => ({
                line: problem.line,
                column: problem.column ? columnHeader(problem.column) : null,
                message: problemMessage(problem),
              }))}
              labels={{
                table: t('airedRatings.preview.problemsLabel'),
                line: t('airedRatings.preview.columns.line'),
                column: t('airedRatings.preview.columns.column'),
                severity: t('airedRatings.preview.columns.severity'),
                message: t('airedRatings.preview.columns.message'),
                wholeFile: t('airedRatings.preview.wholeFile'),
                noColumn: t('airedRatings.none'),
              }}
            />
          </Stack>
        )}
      </Stack>
    </TabSection>
  );
}
