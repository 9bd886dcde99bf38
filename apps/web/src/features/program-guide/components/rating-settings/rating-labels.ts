import '../../catalogue';
import type { RatingType, SlotFigure, Target } from '@tvcm/contracts';
import { ratingSettingSupported } from '@tvcm/contracts';
import { useTranslation } from '../../../../lib/i18n';
import type { RatingConfigFocusTarget } from '../../store';

/**
 * The Japanese names of the rating settings, one place for the chips, the dialog and any list
 * that names a target, so a target reads the same everywhere on the page.
 */
export function useRatingLabels() {
  const { t } = useTranslation();
  return {
    target: (target: Target) => t(`programGuide.rating.targets.${target}`),
    ratingType: (type: RatingType) => t(`programGuide.rating.ratingTypes.${type}`),
    figure: (figure: SlotFigure) => t(`programGuide.rating.figures.${figure}`),
    /** The field's name as the dialog labels it. */
    field: (field: RatingConfigFocusTarget) => t(`programGuide.rating.fields.${field}`),
    /** The field's short name on its chip above the results. */
    chipField: (field: RatingConfigFocusTarget) => t(`programGuide.rating.chipFields.${field}`),
    /**
     * Why a combination cannot be shown, or null when it can. Only two rules exist (DOMAIN.md
     * "Ratings"): the four-week average is for households, P+C7 for 関東.
     */
    unsupportedReason: (type: RatingType, target: Target, areaCode: string | null): string | null => {
      if (ratingSettingSupported(type, target, areaCode ?? undefined)) return null;
      return type === 'household4w' ? t('programGuide.rating.unsupported.household4w') : t('programGuide.rating.unsupported.pc7');
    },
  };
}
