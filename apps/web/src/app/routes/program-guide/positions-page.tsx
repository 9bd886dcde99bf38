import './program-guide-catalogue';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, datesFrom, SLOT_KINDS, type SlotKind, type SlotListItem } from '@tvcm/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { useSlotIdsInCart } from '../../../features/carts/use-slot-ids-in-cart';
import { useAreas } from '../../../features/program-guide/api/get-areas';
import { RatingSettingChips } from '../../../features/program-guide/components/rating-settings/rating-setting-chips';
import { RatingSettingDialog } from '../../../features/program-guide/components/rating-settings/rating-setting-dialog';
import { SearchConditionsForm } from '../../../features/program-guide/components/search-conditions/search-conditions-form';
import {
  type CmRatingSettingForm,
  INITIAL_RATING_SETTING,
  initialSearchConditionForm,
  type SearchConditionForm,
  slotListOpeningArea,
} from '../../../features/program-guide/search-conditions';
import { type RatingConfigFocusTarget, useProgramGuideStore } from '../../../features/program-guide/store';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { AddToCartHost } from './add-to-cart-host';
import { InventoryPageFrame } from './inventory-page-frame';
import { segmentNameOf, useLicensedSegmentChoices } from './licensed-segment-choices';
import { SlotListResults } from './slot-list-results';
import { useToday } from './use-search-conditions';
import { useStationPrefilter } from './use-station-prefilter';

/** How far ahead the slot lists look: the weeks a buyer plans a spot campaign in. */
const SLOT_LIST_DAYS = 28;

/** `kind_cm` of the address, as the main site's links wrote it; anything else reads as normal slots. */
export function slotKindOf(param: string | null): SlotKind {
  return param === String(SLOT_KINDS.lastMinute) ? SLOT_KINDS.lastMinute : SLOT_KINDS.normal;
}

/**
 * `/agency/positions?kind_cm=1|2`: the menu's 通常枠 and 直前枠, opening on the area the user last
 * searched (or the first), slots on sale first; every area when the user chooses so, or one
 * station when the link names it (`&area=kanto&station=12`).
 */
export function PositionsPage() {
  const [params] = useSearchParams();
  const kind = slotKindOf(params.get('kind_cm'));
  // A new kind from the menu starts a new search.
  return <SlotListPage key={kind} kind={kind} />;
}

function SlotListPage({ kind }: { kind: SlotKind }) {
  const { t } = useTranslation();
  useDocumentTitle(t(`programGuidePage.positions.title.${kind}`));
  const areas = useAreas();
  const { today } = useToday();
  // The area the user last searched in the program guide, the first offered until the areas are known.
  const lastArea = useProgramGuideStore((state) => state.searchConditionForm.area);
  const [form, setForm] = useState<SearchConditionForm>(() => ({
    ...initialSearchConditionForm(),
    area: lastArea,
    date: today,
    kind,
  }));
  const [isSetManuallySalesPeriod, setManually] = useState(false);
  const [storedRating, setRating] = useState<CmRatingSettingForm>({ ...INITIAL_RATING_SETTING, figure: 'cpm' });
  const [ratingDialog, setRatingDialog] = useState<{ focusTarget: RatingConfigFocusTarget | null } | null>(null);
  const [dialogSlots, setDialogSlots] = useState<SlotListItem[]>([]);
  const { segments, rating } = useLicensedSegmentChoices(
    ratingDialog !== null || Boolean(storedRating.segment),
    storedRating,
    form.area,
    setRating,
  );
  const figures = { target: rating.target, ratingType: rating.ratingType };
  const slotIdsInCart = useSlotIdsInCart(figures);
  const dates = datesFrom(today, addDays(today, SLOT_LIST_DAYS - 1));
  const areaList = areas.data?.areas;
  // Before the station prefilter, which names its own area and so wins when the link has one.
  useEffect(() => {
    if (areaList) setForm((current) => ({ ...current, ...slotListOpeningArea(current, areaList) }));
  }, [areaList]);
  useStationPrefilter(areaList, (area, stationIds) => setForm((current) => ({ ...current, area, stationIds })));

  if (!areas.data) return <QueryFallback error={areas.error} />;

  return (
    <InventoryPageFrame
      heading={
        <Stack spacing={0.5}>
          <Typography component="h1" variant="h5">
            {t(`programGuidePage.positions.title.${kind}`)}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t(`programGuidePage.positions.description.${kind}`)}
          </Typography>
        </Stack>
      }
      conditions={
        <SearchConditionsForm
          areas={areas.data.areas}
          value={form}
          isSetManuallySalesPeriod={isSetManuallySalesPeriod}
          today={today}
          showView={false}
          onChange={(next, options) => {
            setForm(next);
            if (options?.salesPeriodSetManually !== undefined) setManually(options.salesPeriodSetManually);
          }}
        />
      }
      results={
        <SlotListResults
          form={form}
          rating={rating}
          dates={dates}
          showArea
          slotIdsInCart={slotIdsInCart}
          onAdd={setDialogSlots}
          toolbar={(ratingsAreEstimates) => (
            <RatingSettingChips
              value={rating}
              ratingsAreEstimates={ratingsAreEstimates}
              onOpen={(focusTarget) => setRatingDialog({ focusTarget })}
              segmentName={segmentNameOf(segments, rating.segment)}
            />
          )}
        />
      }
      figures={figures}
      wideResults
    >
      <RatingSettingDialog
        open={ratingDialog !== null}
        value={rating}
        areaCode={form.area}
        focusTarget={ratingDialog?.focusTarget ?? null}
        onSave={(next) => {
          setRating(next);
          setRatingDialog(null);
        }}
        onClose={() => setRatingDialog(null)}
        segments={segments}
      />
      <AddToCartHost open={dialogSlots.length > 0} slots={dialogSlots} figures={figures} onClose={() => setDialogSlots([])} />
    </InventoryPageFrame>
  );
}
