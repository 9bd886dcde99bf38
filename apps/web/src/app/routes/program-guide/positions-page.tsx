import './program-guide-catalogue';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDays, datesFrom, SLOT_KINDS, type SlotKind, type SlotListItem } from '@tvcm/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { LoadingOverlay } from '../../../components/loading-overlay';
import { CartSummary } from '../../../features/carts/components/cart-summary';
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
} from '../../../features/program-guide/search-conditions';
import type { RatingConfigFocusTarget } from '../../../features/program-guide/store';
import { TV_CART_LIST_TARGET } from '../../../features/shell/menu/menu-definition';
import { menuHref } from '../../../features/shell/menu/menu-href';
import { toMessageCode } from '../../../lib/error-message';
import { AddToCartHost } from './add-to-cart-host';
import { SlotListResults } from './slot-list-results';
import { useToday } from './use-search-conditions';

/** How far ahead the slot lists look: the weeks a buyer plans a spot campaign in. */
const SLOT_LIST_DAYS = 28;

/** `kind_cm` of the address, as the main site's links wrote it; anything else reads as normal slots. */
export function slotKindOf(param: string | null): SlotKind {
  return param === String(SLOT_KINDS.lastMinute) ? SLOT_KINDS.lastMinute : SLOT_KINDS.normal;
}

/** `/agency/positions?kind_cm=1|2`: the menu's 通常枠 and 直前枠, one list over every area the user may see. */
export function PositionsPage() {
  const [params] = useSearchParams();
  const kind = slotKindOf(params.get('kind_cm'));
  // A new kind from the menu starts a new search.
  return <SlotListPage key={kind} kind={kind} />;
}

function SlotListPage({ kind }: { kind: SlotKind }) {
  const { t } = useTranslation();
  const areas = useAreas();
  const { today } = useToday();
  const [form, setForm] = useState<SearchConditionForm>(() => ({ ...initialSearchConditionForm(), date: today, kind }));
  const [isSetManuallySalesPeriod, setManually] = useState(false);
  const [rating, setRating] = useState<CmRatingSettingForm>({ ...INITIAL_RATING_SETTING, figure: 'cpm' });
  const [ratingDialog, setRatingDialog] = useState<{ focusTarget: RatingConfigFocusTarget | null } | null>(null);
  const [dialogSlots, setDialogSlots] = useState<SlotListItem[]>([]);
  const [ratingsAreEstimates, setRatingsAreEstimates] = useState(false);
  const figures = { target: rating.target, ratingType: rating.ratingType };
  const slotIdsInCart = useSlotIdsInCart(figures);
  const dates = datesFrom(today, addDays(today, SLOT_LIST_DAYS - 1));

  if (areas.error && !areas.data) return <InlineError>{t(`errors.${toMessageCode(areas.error)}`)}</InlineError>;
  if (!areas.data) return <LoadingOverlay />;

  return (
    <Stack spacing={2}>
      <Stack spacing={0.5}>
        <Typography component="h1" variant="h5">
          {t(`programGuidePage.positions.title.${kind}`)}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {t(`programGuidePage.positions.description.${kind}`)}
        </Typography>
      </Stack>
      <Paper component="section" variant="outlined" aria-label={t('programGuidePage.conditionsHeading')} sx={{ p: 2 }}>
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
      </Paper>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack
          component="section"
          aria-label={t('programGuidePage.resultsHeading')}
          spacing={1}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
        >
          <RatingSettingChips
            value={rating}
            ratingsAreEstimates={ratingsAreEstimates}
            onOpen={(focusTarget) => setRatingDialog({ focusTarget })}
          />
          <SlotListResults
            form={form}
            rating={rating}
            dates={dates}
            showArea
            slotIdsInCart={slotIdsInCart}
            onAdd={setDialogSlots}
            onRatingsAreEstimates={setRatingsAreEstimates}
          />
        </Stack>
        <Stack component="aside" sx={{ width: { xs: '100%', lg: 280 }, flexShrink: 0 }}>
          <CartSummary figures={figures} cartListHref={menuHref(TV_CART_LIST_TARGET)} />
        </Stack>
      </Stack>
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
      />
      <AddToCartHost open={dialogSlots.length > 0} slots={dialogSlots} figures={figures} onClose={() => setDialogSlots([])} />
    </Stack>
  );
}
