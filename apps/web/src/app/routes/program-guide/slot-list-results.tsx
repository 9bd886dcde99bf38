import type { SlotListItem, SlotSort } from '@tvcm/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../../components/inline-error';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { useSlots } from '../../../features/program-guide/api/get-slots';
import { SlotTable } from '../../../features/program-guide/components/slot-table/slot-table';
import {
  type CmRatingSettingForm,
  type SearchConditionForm,
  type SlotListPaging,
  toSlotListQuery,
} from '../../../features/program-guide/search-conditions';
import { toMessageCode } from '../../../lib/error-message';

const PAGE_SIZE = 50;
const FIRST_PAGE: SlotListPaging = { sort: 'cpm', order: 'asc', page: 1, pageSize: PAGE_SIZE };

interface SlotListResultsProps {
  form: SearchConditionForm;
  rating: CmRatingSettingForm;
  /** The dates searched; the program guide's shown dates when absent. */
  dates?: readonly string[];
  showArea?: boolean;
  slotIdsInCart: ReadonlySet<number>;
  /** Opens the add-to-cart dialog for one slot or the selected ones. */
  onAdd: (slots: SlotListItem[]) => void;
  /** Whether the answer's ratings are estimates, for the rating chips above the list to say so. */
  onRatingsAreEstimates?: (estimates: boolean) => void;
}

/**
 * The search as a sorted, paged list (CPM ascending first). New conditions start again on the
 * first page with nothing selected; the sort order is kept.
 */
export function SlotListResults({
  form,
  rating,
  dates,
  showArea = false,
  slotIdsInCart,
  onAdd,
  onRatingsAreEstimates,
}: SlotListResultsProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [selected, setSelected] = useState<{ conditions: string; ids: Set<number> }>({ conditions: '', ids: new Set() });
  const conditions = JSON.stringify(toSlotListQuery(form, rating, { ...paging, page: 1 }, dates));
  const [pagedConditions, setPagedConditions] = useState(conditions);
  if (pagedConditions !== conditions) {
    // Reset while rendering rather than in an effect, so no request for a stale page goes out.
    setPagedConditions(conditions);
    setPaging((current) => ({ ...current, page: 1 }));
  }
  const slots = useSlots(toSlotListQuery(form, rating, paging, dates));
  const selectedIds = selected.conditions === conditions ? selected.ids : new Set<number>();
  const items = slots.data?.items ?? [];
  const estimates = slots.data?.ratingsAreEstimates;
  useEffect(() => {
    if (estimates !== undefined) onRatingsAreEstimates?.(estimates);
  }, [estimates, onRatingsAreEstimates]);

  if (slots.error && !slots.data) return <InlineError>{t(`errors.${toMessageCode(slots.error)}`)}</InlineError>;
  if (!slots.data) return <LoadingOverlay />;

  const selectedItems = (): SlotListItem[] => items.filter((item) => selectedIds.has(item.id));
  return (
    <SlotTable
      items={items}
      total={slots.data.total}
      page={paging.page}
      pageSize={paging.pageSize}
      sort={paging.sort}
      order={paging.order}
      onSortChange={(sort: SlotSort, order) => setPaging({ ...paging, sort, order, page: 1 })}
      onPageChange={(page) => setPaging({ ...paging, page })}
      selectedIds={selectedIds}
      onSelectionChange={(ids) => setSelected({ conditions, ids })}
      onAddSelected={() => onAdd(selectedItems())}
      onSelectSlot={(slotId) => {
        const item = items.find((candidate) => candidate.id === slotId);
        if (item) onAdd([item]);
      }}
      slotIdsInCart={slotIdsInCart}
      showArea={showArea}
      loading={slots.isFetching}
    />
  );
}
