import Stack from '@mui/material/Stack';
import type { StationSlot, StationSlotsQuery } from '@tvcm/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { TabSection } from '../../../components/tab-section';
import { useTranslation } from '../../../lib/i18n';
import { useOwnStations } from '../api/get-own-stations';
import { useStationSlots } from '../api/get-station-slots';
import { slotListQueryOf, withSlotListQuery } from '../slot-list-filters';
import { EditSlotDialog } from './edit-slot-dialog';
import { SlotFiltersForm } from './slot-filters-form';
import { SlotListDownload } from './slot-list-download';
import { StationSlotsTable } from './station-slots-table';

/** The station's slots: the filters (kept in the address), their download as Excel, one page of the list, and the edit of one slot. */
export function SlotsTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = slotListQueryOf(params);
  const stations = useOwnStations();
  const slots = useStationSlots(query);
  const [editing, setEditing] = useState<StationSlot | null>(null);

  const show = (next: StationSlotsQuery) => setParams(withSlotListQuery(params, next));
  // The dialog follows the slot as the list now has it (refreshed after each save or refusal).
  const edited = editing ? (slots.data?.slots.find((slot) => slot.id === editing.id) ?? editing) : null;

  return (
    <TabSection heading={t('stationSlots.slots.heading')}>
      <Stack spacing={2}>
        {stations.data ? (
          // Each new address starts the form from its filters (the back button, "clear").
          <SlotFiltersForm key={params.toString()} query={query} stations={stations.data.stations} onApply={show} />
        ) : (
          <QueryFallback error={stations.error} />
        )}
        <SlotListDownload query={query} />
        {slots.data ? (
          <StationSlotsTable
            slots={slots.data.slots}
            total={slots.data.total}
            page={slots.data.page}
            pageSize={slots.data.pageSize}
            onPageChange={(page) => show({ ...query, page })}
            onEdit={setEditing}
            showStation={(stations.data?.stations.length ?? 0) > 1}
          />
        ) : (
          <QueryFallback error={slots.error} />
        )}
      </Stack>
      {edited && <EditSlotDialog key={edited.id} slot={edited} onClose={() => setEditing(null)} />}
    </TabSection>
  );
}
