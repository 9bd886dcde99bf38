import '../catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type StreamingProduct, streamingSearchQuerySchema } from '@tvcm/contracts';
import { useMemo, useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useDigitalAreas } from '../api/get-digital-areas';
import { useStreamingSearch } from '../api/get-streaming-products';
import { AddStreamingDialog } from './add-to-streaming-cart-dialog';
import { StreamingFilters } from './streaming-filters';
import { StreamingTable } from './streaming-table';

/**
 * `/agency/cu/positions` (配信サービス販売枠): the streaming products the caller may buy. Filters,
 * sort and page live in the address; the API filters, sorts and pages. A product on sale goes
 * into a streaming cart from its row.
 */
export function StreamingSearchPage() {
  const { t } = useTranslation();
  const title = t('digitalMarket.streaming.title');
  useDocumentTitle(title);
  const { query, setQuery, params } = useListFilters(streamingSearchQuerySchema);
  const areas = useDigitalAreas();
  const list = useStreamingSearch(query);
  const [adding, setAdding] = useState<StreamingProduct | null>(null);
  const areaNames = useMemo(
    () => new Map((areas.data?.areas ?? []).map((area) => [area.code, area.name] as const)),
    [areas.data],
  );

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <StreamingFilters
        key={`${params.toString()} ${areas.data ? 'areas' : ''}`}
        query={query}
        areas={areas.data?.areas ?? []}
        onApply={(filters, clear) => setQuery({ ...filters, sort: query.sort, order: query.order }, { replace: clear })}
      />
      <PagedList
        data={list.data}
        error={list.error}
        emptyText={t('digitalMarket.streaming.empty')}
        onPageChange={(page) => setQuery({ page })}
      >
        {(data) => (
          <StreamingTable
            products={data.items}
            sort={query.sort}
            order={query.order}
            onSortChange={(sort, order) => setQuery({ sort, order })}
            areaNames={areaNames}
            onAdd={setAdding}
          />
        )}
      </PagedList>
      {adding && <AddStreamingDialog product={adding} areaNames={areaNames} onClose={() => setAdding(null)} />}
    </Stack>
  );
}
