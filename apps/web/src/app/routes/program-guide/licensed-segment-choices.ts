import type { AnswerSegment, LicensedSegment } from '@tvcm/contracts';
import { useEffect } from 'react';
import type { CmRatingSettingForm } from '../../../features/program-guide/search-conditions';
import { useTranslation } from '../../../lib/i18n';
import { useLicensedSegments } from '../../../lib/licensed-segments-query';
import { showToast } from '../../../lib/toasts';

const NONE: readonly LicensedSegment[] = [];

/**
 * The rating setting as it can be asked for: a chosen segment the company may not use in the area
 * (its licence has ended, or it covers other areas) gives way to the demographic target. While the
 * licences are unknown the setting stands: the server still refuses what is not licensed.
 */
export function usableRatingSetting(
  rating: CmRatingSettingForm,
  licensed: readonly LicensedSegment[] | undefined,
  area: string | null | undefined,
): CmRatingSettingForm {
  if (!rating.segment || !licensed) return rating;
  const segment = licensed.find((candidate) => candidate.id === rating.segment);
  if (segment && (!area || segment.areas.some((covered) => covered.area === area))) return rating;
  const { segment: _lapsed, ...demographic } = rating;
  return demographic;
}

/**
 * The company's licensed segments as the rating settings offer them, and the setting the page asks
 * with. Asked for only while they are needed (the dialog open, or a segment chosen), so a page
 * without target data asks nothing more. A segment that lapses is dropped from the page's setting
 * through `onLapsed`, with the message of a reset rating setting (SPEC.md §8).
 */
export function useLicensedSegmentChoices(
  needed: boolean,
  rating: CmRatingSettingForm,
  area: string | null | undefined,
  onLapsed: (usable: CmRatingSettingForm) => void,
): { segments: readonly AnswerSegment[]; rating: CmRatingSettingForm } {
  const { t } = useTranslation();
  const licensed = useLicensedSegments({ enabled: needed }).data?.segments;
  const usable = usableRatingSetting(rating, licensed, area);
  useEffect(() => {
    if (usable === rating) return;
    onLapsed(usable);
    showToast('info', t('messages.ratingSettingsReset'));
  }, [usable, rating, onLapsed, t]);
  return { segments: licensed ?? NONE, rating: usable };
}

/** The chosen segment's name for the target chip; null while unknown. */
export function segmentNameOf(segments: readonly AnswerSegment[], segmentId: number | null | undefined): string | null {
  return (segmentId && segments.find((segment) => segment.id === segmentId)?.name) || null;
}
