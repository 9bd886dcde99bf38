import type { AnswerSegment } from '@tvcm/contracts';
import { useLicensedSegments } from '../../../lib/licensed-segments-query';

const NONE: readonly AnswerSegment[] = [];

/**
 * The company's licensed segments as the rating settings offer them. Asked for only while they are
 * needed (the dialog open, or a segment chosen), so a page without target data asks nothing more.
 */
export function useLicensedSegmentChoices(needed: boolean): readonly AnswerSegment[] {
  const licensed = useLicensedSegments({ enabled: needed });
  return licensed.data?.segments ?? NONE;
}

/** The chosen segment's name for the target chip; null while unknown. */
export function segmentNameOf(segments: readonly AnswerSegment[], segmentId: number | null | undefined): string | null {
  return (segmentId && segments.find((segment) => segment.id === segmentId)?.name) || null;
}
