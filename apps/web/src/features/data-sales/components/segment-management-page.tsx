import '../catalogue';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ManagedSegment, managedSegmentsQuerySchema, SEGMENT_STATUSES, type SegmentStatus } from '@tvcm/contracts';
import { useState } from 'react';
import { PagedList } from '../../../components/paged-list';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useListFilters } from '../../../lib/list-filters';
import { useSegments } from '../api/get-segments';
import { ListFilterForm } from './list-filter-form';
import { SegmentDialog } from './segment-dialog';
import { SegmentFormDialog } from './segment-form-dialog';
import { SegmentsTable } from './segments-table';

/** Which dialog is open: a segment (as last seen), its edit form, or the form for a new one. */
type Open = { kind: 'segment' | 'edit'; segment: ManagedSegment } | { kind: 'create' } | null;

/**
 * `/data_sales/sales/management` (販売管理): the company's segments, filtered, sorted and paged in
 * the address; a new segment, and each segment's details, status, values and versions in a dialog.
 */
export function SegmentManagementPage() {
  const { t } = useTranslation();
  const title = t('dataSales.management.heading');
  useDocumentTitle(title);
  const { query, setQuery, params } = useListFilters(managedSegmentsQuerySchema);
  const list = useSegments(query);
  const [open, setOpen] = useState<Open>(null);
  const filtered = query.q !== undefined || query.status !== undefined;
  // The dialog follows the list: a status change or an upload shows at once.
  const current = (segment: ManagedSegment) => list.data?.segments.find((candidate) => candidate.id === segment.id) ?? segment;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Button variant="contained" onClick={() => setOpen({ kind: 'create' })}>
          {t('dataSales.management.create')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('dataSales.management.lead')}
      </Typography>
      <ListFilterForm
        // Each address starts the form from its own filters (the back button, 「クリア」).
        key={params.toString()}
        label={t('dataSales.management.filtersLabel')}
        searchPlaceholder={t('dataSales.management.searchPlaceholder')}
        choiceLabel={t('dataSales.management.status')}
        choices={SEGMENT_STATUSES.map((status) => ({ value: status, label: t(`dataSales.segmentStatuses.${status}`) }))}
        initial={{ q: query.q ?? '', choice: query.status ?? '' }}
        onApply={(values, clear) =>
          setQuery(
            {
              q: values.q || undefined,
              status: (values.choice || undefined) as SegmentStatus | undefined,
              sort: query.sort,
              order: query.order,
            },
            { replace: clear },
          )
        }
      />
      <PagedList
        data={list.data}
        error={list.error}
        emptyText={t(filtered ? 'dataSales.management.noMatch' : 'dataSales.management.empty')}
        onPageChange={(page) => setQuery({ page })}
      >
        {(data) => (
          <SegmentsTable
            segments={data.segments}
            sort={query.sort}
            order={query.order}
            onSort={(sort, order) => setQuery({ sort, order })}
            onOpen={(segment) => setOpen({ kind: 'segment', segment })}
          />
        )}
      </PagedList>
      {open?.kind === 'segment' && (
        <SegmentDialog
          segment={current(open.segment)}
          onEdit={() => setOpen({ kind: 'edit', segment: current(open.segment) })}
          onClose={() => setOpen(null)}
        />
      )}
      {(open?.kind === 'edit' || open?.kind === 'create') && (
        <SegmentFormDialog
          segment={open.kind === 'edit' ? open.segment : null}
          onClose={() => setOpen(open.kind === 'edit' ? { kind: 'segment', segment: open.segment } : null)}
          // A new segment opens where its values are uploaded next.
          onSaved={(segment) => setOpen({ kind: 'segment', segment })}
        />
      )}
    </Stack>
  );
}
