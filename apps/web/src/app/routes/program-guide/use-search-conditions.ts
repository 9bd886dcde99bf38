import type { Area } from '@tvcm/contracts';
import { broadcastDateOf, businessDateOf } from '@tvcm/contracts';
import { useEffect } from 'react';
import { openingConditions, type SearchConditionForm } from '../../../features/program-guide/search-conditions';
import { useProgramGuideStore } from '../../../features/program-guide/store';
import { useTranslation } from '../../../lib/i18n';
import { showToast } from '../../../lib/toasts';

/** Today as the API counts sales periods, and the broadcast day now on air (before 5:00 is the day before). */
export function useToday() {
  const now = Date.now();
  return { today: businessDateOf(now), onAir: broadcastDateOf(now) };
}

/**
 * The program guide's search conditions from the page state, and the change handler that says
 * what a change undid (SPEC.md §8's info messages). A first visit starts on the first area the
 * user may see and the broadcast day on air.
 */
export function useSearchConditions(areas: Area[] | undefined, onAir: string) {
  const { t } = useTranslation();
  const form = useProgramGuideStore((state) => state.searchConditionForm);
  const isSetManuallySalesPeriod = useProgramGuideStore((state) => state.isSetManuallySalesPeriod);
  const setSearchConditionForm = useProgramGuideStore((state) => state.setSearchConditionForm);

  // Also after the page state is reset under the page (another login): the form then has no area.
  useEffect(() => {
    if (!areas) return;
    const opening = openingConditions(form, areas, onAir);
    if (opening !== form) setSearchConditionForm(opening);
  }, [areas, form, onAir, setSearchConditionForm]);

  const onChange = (next: SearchConditionForm, options?: { salesPeriodSetManually?: boolean }) => {
    const outcome = setSearchConditionForm(next, options);
    if (outcome.salesPeriodCleared) showToast('info', t('messages.salesPeriodCleared'));
    if (outcome.ratingSettingReset) showToast('info', t('messages.ratingSettingsReset'));
  };

  return { form, isSetManuallySalesPeriod, onChange };
}
