import './program-guide-catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgramGuideResponse, SlotListItem } from '@tvcm/contracts';
import { useDeferredValue, useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { useSlotIdsInCart } from '../../../features/carts/use-slot-ids-in-cart';
import { useAreas } from '../../../features/program-guide/api/get-areas';
import { useProgramGuide } from '../../../features/program-guide/api/get-program-guide';
import { RatingSettingChips } from '../../../features/program-guide/components/rating-settings/rating-setting-chips';
import { RatingSettingDialog } from '../../../features/program-guide/components/rating-settings/rating-setting-dialog';
import { SearchConditionsForm } from '../../../features/program-guide/components/search-conditions/search-conditions-form';
import type { CmRatingSettingForm } from '../../../features/program-guide/search-conditions';
import { slotListItemAt } from '../../../features/program-guide/slot-list-item';
import { useProgramGuideStore } from '../../../features/program-guide/store';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { AddToCartHost } from './add-to-cart-host';
import { InventoryPageFrame } from './inventory-page-frame';
import { segmentNameOf, useLicensedSegmentChoices } from './licensed-segment-choices';
import { ResultLayoutToggle } from './result-layout-toggle';
import { SlotListResults } from './slot-list-results';
import { timetableQueryOf } from './timetable-query';
import { TimetableResults } from './timetable-results';
import { useSearchConditions, useToday } from './use-search-conditions';
import { useStationPrefilter } from './use-station-prefilter';

/**
 * `/agency/program_guide`: search CM slots on the broadcast timetable of an area, as a grid or a
 * list, and add them to a cart. The page state lives in session storage (SPEC.md §3, §4); a link
 * that names a station (`?area=kanto&station=12`) opens it on that station.
 */
/** The stored setting without a segment the company may no longer use here (the dialog stays as it is). */
const dropLapsedSegment = (usable: CmRatingSettingForm) => useProgramGuideStore.setState({ cmRatingSettingForm: usable });

export function ProgramGuidePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('programGuidePage.title'));
  const areas = useAreas();
  // The page's first full draw, once the areas are known, runs as a transition in slices (the
  // initial null makes even the first one wait for it).
  const areaList = useDeferredValue(areas.data?.areas ?? null, null);
  const { today, onAir } = useToday();
  const { form, isSetManuallySalesPeriod, onChange } = useSearchConditions(areaList ?? undefined, onAir);
  useStationPrefilter(areaList ?? undefined, (area, stationIds) =>
    onChange({ ...useProgramGuideStore.getState().searchConditionForm, area, stationIds }),
  );
  const store = useProgramGuideStore();
  const { segments, rating } = useLicensedSegmentChoices(
    store.isRatingConfigDialogOpen || Boolean(store.cmRatingSettingForm.segment),
    store.cmRatingSettingForm,
    form.area,
    dropLapsedSegment,
  );
  const figures = { target: rating.target, ratingType: rating.ratingType };
  const slotIdsInCart = useSlotIdsInCart(figures);
  const [dialogSlots, setDialogSlots] = useState<SlotListItem[]>([]);
  const guide = useProgramGuide(store.resultLayout === 'grid' ? timetableQueryOf(form, rating) : null);

  if (!areaList) return <QueryFallback error={areas.error} />;
  if (areaList.length === 0) return <Typography>{t('programGuidePage.areasEmpty')}</Typography>;

  const openDialog = (slots: SlotListItem[]) => {
    const [first] = slots;
    if (!first) return;
    setDialogSlots(slots);
    store.selectCm({ slotId: first.id });
  };
  const selectFromTimetable = (answer: ProgramGuideResponse, slotId: number) => {
    const index = answer.slots.id.indexOf(slotId);
    if (index >= 0) openDialog([slotListItemAt(answer, index)]);
  };

  const toolbar = (ratingsAreEstimates: boolean) => (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
      <RatingSettingChips
        value={rating}
        ratingsAreEstimates={ratingsAreEstimates}
        onOpen={(focusTarget) => store.openRatingConfigDialog(focusTarget)}
        segmentName={segmentNameOf(segments, rating.segment)}
      />
      <ResultLayoutToggle value={store.resultLayout} onChange={store.setResultLayout} />
    </Stack>
  );

  return (
    <InventoryPageFrame
      heading={
        <Typography component="h1" variant="h5">
          {t('programGuidePage.title')}
        </Typography>
      }
      conditions={
        <SearchConditionsForm
          areas={areaList}
          value={form}
          isSetManuallySalesPeriod={isSetManuallySalesPeriod}
          today={today}
          onChange={onChange}
        />
      }
      results={
        store.resultLayout === 'grid' ? (
          <>
            {toolbar(guide.data?.ratingsAreEstimates ?? false)}
            <TimetableResults
              form={form}
              figure={rating.figure}
              guide={guide}
              slotIdsInCart={slotIdsInCart}
              onSelectSlot={selectFromTimetable}
            />
          </>
        ) : (
          <SlotListResults form={form} rating={rating} slotIdsInCart={slotIdsInCart} onAdd={openDialog} toolbar={toolbar} />
        )
      }
      figures={figures}
      wideResults={store.resultLayout === 'list' || form.view === 'week'}
    >
      <RatingSettingDialog
        open={store.isRatingConfigDialogOpen}
        value={rating}
        areaCode={form.area}
        focusTarget={store.ratingConfigFocusTarget}
        onSave={store.saveRatingConfig}
        onClose={store.closeRatingConfigDialog}
        segments={segments}
      />
      <AddToCartHost
        open={store.isAddToCartDialogOpen && dialogSlots.length > 0}
        slots={dialogSlots}
        figures={figures}
        onClose={() => {
          store.closeAddToCartDialog();
          setDialogSlots([]);
        }}
      />
    </InventoryPageFrame>
  );
}
