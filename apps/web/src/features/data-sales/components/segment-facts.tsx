import Box from '@mui/material/Box';
import type { ManagedSegment } from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { formatCount, formatMonth, formatPoints } from '../format';

/** What the data company registered for the segment, as a list of terms. */
export function SegmentFacts({ segment }: { segment: ManagedSegment }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [
      t('dataSales.segment.definition'),
      <Box key="definition" sx={{ whiteSpace: 'pre-wrap' }}>
        {segment.definition}
      </Box>,
    ],
    [t('dataSales.segment.method'), t(`targetDataTerms.methods.${segment.method}`)],
    [t('dataSales.segment.sampleSize'), t('dataSales.segment.sampleSizeValue', { value: formatCount(segment.sampleSize) })],
    [
      t('dataSales.segment.areas'),
      segment.areas
        .map((area) => t('dataSales.segment.areaPopulation', { area: area.areaName, population: formatCount(area.universe) }))
        .join('、'),
    ],
    [
      t('dataSales.segment.coverage'),
      t('dataSales.segment.coverageValue', { from: formatMonth(segment.coverageFrom), to: formatMonth(segment.coverageTo) }),
    ],
    [t('dataSales.segment.price'), formatPoints(segment.pricePoints)],
    [t('dataSales.segment.previewCells'), formatCount(segment.previewCells)],
    [
      t('dataSales.segment.minPanelCount'),
      t('dataSales.segment.minPanelCountValue', { value: formatCount(segment.minPanelCount) }),
    ],
    [
      t('dataSales.segment.activeLicences'),
      t('dataSales.management.licenceCount', { count: formatCount(segment.activeLicences) }),
    ],
  ];
  return (
    <Box
      component="dl"
      aria-label={t('dataSales.segment.facts')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(9em, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        typography: 'body2',
        '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
