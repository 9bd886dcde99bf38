import '../catalogue';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CatalogueSegment, catalogueQuerySchema } from '@tvcm/contracts';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useAreas } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatCount } from '../../../lib/format-count';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useCatalogue } from '../api/get-catalogue';
import { formatMonthRange, formatPoints } from '../format';
import { procedurePath } from '../paths';
import { CatalogueFilters } from './catalogue-filters';
import { SegmentPreview } from './segment-preview';

/**
 * `/data_sales/purchase` データ購入TOP: the published segments as cards, each with its provider,
 * method, sample, areas, coverage, price per area × month and its preview; the filters (area, data
 * company, keyword) live in the address.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const title = t('targetData.catalogue.title');
  useDocumentTitle(title);
  const { query, setQuery, params } = useListFilters(catalogueQuerySchema);
  const catalogue = useCatalogue(query);
  const areas = useAreas();
  const filtered = Object.values(query).some((value) => value !== undefined);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {catalogue.data && (
          <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
            {t('targetData.catalogue.balance', { balance: formatPoints(catalogue.data.balance) })}
          </Typography>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('targetData.catalogue.lead')}
      </Typography>
      <CatalogueFilters
        key={params.toString()}
        query={query}
        areas={(areas.data?.areas ?? []).map((area) => ({ code: area.code, name: area.name }))}
        providers={catalogue.data?.providers ?? []}
        onApply={(filters, clear) => setQuery(filters, { replace: clear })}
      />
      {!catalogue.data ? (
        <QueryFallback error={catalogue.error} />
      ) : catalogue.data.segments.length === 0 ? (
        <Typography role="status">{t(filtered ? 'targetData.catalogue.noMatch' : 'targetData.catalogue.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('targetData.catalogue.listLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {catalogue.data.segments.map((segment) => (
            <Box component="li" key={segment.id} sx={{ minWidth: 0 }}>
              <SegmentCard segment={segment} />
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}

function SegmentCard({ segment }: { segment: CatalogueSegment }) {
  const { t } = useTranslation();
  const headingId = useId();
  const fields: [string, ReactNode][] = [
    [t('targetData.catalogue.fields.provider'), segment.provider.name],
    [t('targetData.catalogue.fields.method'), t(`targetDataTerms.methods.${segment.method}`)],
    [t('targetData.catalogue.fields.sampleSize'), formatCount(segment.sampleSize)],
    [t('targetData.catalogue.fields.areas'), segment.areas.map((area) => area.areaName).join('・')],
    [t('targetData.catalogue.fields.coverage'), formatMonthRange(segment.coverageFrom, segment.coverageTo)],
    [t('targetData.catalogue.fields.price'), formatPoints(segment.pricePoints)],
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {segment.name}
          </Typography>
          {segment.licensed && <Chip size="small" color="success" label={t('targetData.catalogue.licensed')} />}
        </Stack>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {segment.definition}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
        >
          {fields.map(([term, value]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
                {term}
              </Box>
              <Box
                component="dd"
                sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <SegmentPreview segment={segment} />
        <Box sx={{ mt: 'auto', display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            component={Link}
            to={procedurePath(segment.id)}
            variant="contained"
            aria-label={t('targetData.catalogue.applyLabel', { name: segment.name })}
          >
            {t('targetData.catalogue.apply')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
