import Stack from '@mui/material/Stack';
import type { SlotListItem, SlotSort } from '@tvcm/contracts';
import { type ReactNode, useState } from 'react';
import { DownloadButton } from '../../../components/download-button';
import { QueryFallback } from '../../../components/query-fallback';
import { useDownloadSlotList } from '../../../features/program-guide/api/download-slot-list';
import { useSlots } from '../../../features/program-guide/api/get-slots';
import { SlotTable } from '../../../features/program-guide/components/slot-table/slot-table';
import {
  type CmRatingSettingForm,
  type SearchConditionForm,
  type SlotListPaging,
  toSlotListQuery,
} from '../../../features/program-guide/search-conditions';
import { useTranslation } from '../../../lib/i18n';
import './program-guide-catalogue';

const PAGE_SIZE = 50;
const CPM_FIRST: Pick<SlotListPaging, 'sort' | 'order'> = { sort: 'cpm', order: 'asc' };

interface SlotListResultsProps {
  form: SearchConditionForm;
  rating: CmRatingSettingForm;
  /** The dates searched; the program guide's shown dates when absent. */
  dates?: readonly string[];
  showArea?: boolean;
  slotIdsInCart: ReadonlySet<number>;
  /** Opens the add-to-cart dialog for one slot or the selected ones. */
  onAdd: (slots: SlotListItem[]) => void;
  /** Above the list: given whether the answer's ratings are estimates, for the rating chips to say so. */
  toolbar: (ratingsAreEstimates: boolean) => ReactNode;
}

/** The page shown and the slots selected, for one search and sort order. */
interface ListView {
  search: string;
  page: number;
  selectedIds: Set<number>;
}

/**
 * The search as a sorted, paged list (CPM ascending first). A new search or sort order starts
 * again on the first page with nothing selected.
 */
export function SlotListResults({ form, rating, dates, showArea = false, slotIdsInCart, onAdd, toolbar }: SlotListResultsProps) {
  const [sorting, setSorting] = useState(CPM_FIRST);
  const search = JSON.stringify(toSlotListQuery(form, rating, { ...sorting, page: 1, pageSize: PAGE_SIZE }, dates));
  const [stored, setView] = useState<ListView>({ search, page: 1, selectedIds: new Set() });
  // Derived rather than reset in an effect, so no request for a stale page ever goes out.
  const view = stored.search === search ? stored : { search, page: 1, selectedIds: new Set<number>() };
  const slots = useSlots(toSlotListQuery(form, rating, { ...sorting, page: view.page, pageSize: PAGE_SIZE }, dates));
  const items = slots.data?.items ?? [];
  const { t } = useTranslation();
  const download = useDownloadSlotList();
  const exportQuery = toSlotListQuery(form, rating, { ...sorting, page: 1, pageSize: PAGE_SIZE }, dates);
  const header = (
    <>
      {toolbar(slots.data?.ratingsAreEstimates ?? false)}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <DownloadButton
          label={t('programGuidePage.download')}
          pendingLabel={t('programGuidePage.downloading')}
          onClick={() => {
            if (!exportQuery) return;
            const { page: _page, pageSize: _pageSize, ...query } = exportQuery;
            return download.mutateAsync({ query, fallbackFileName: t('programGuidePage.downloadFileName') });
          }}
        />
      </Stack>
    </>
  );

  if (!slots.data) {
    return (
      <>
        {header}
        <QueryFallback error={slots.error} />
      </>
    );
  }

  return (
    <>
      {header}
      <SlotTable
        items={items}
        total={slots.data.total}
        page={view.page}
        pageSize={PAGE_SIZE}
        sort={sorting.sort}
        order={sorting.order}
        onSortChange={(sort: SlotSort, order) => setSorting({ sort, order })}
        onPageChange={(page) => setView({ ...view, page })}
        selectedIds={view.selectedIds}
        onSelectionChange={(selectedIds) => setView({ ...view, selectedIds })}
        onAddSelected={() => onAdd(items.filter((item) => view.selectedIds.has(item.id)))}
        onSelectSlot={(slotId) => {
          const item = items.find((candidate) => candidate.id === slotId);
          if (item) onAdd([item]);
        }}
        slotIdsInCart={slotIdsInCart}
        showArea={showArea}
        loading={slots.isFetching}
      />
    </>
  );
}
