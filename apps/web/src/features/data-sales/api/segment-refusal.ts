import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of the segment calls the management page explains itself: the app-wide mapping
 * would call them unexpected, whereas here they are ordinary (the segment was changed meanwhile,
 * it has no values yet).
 */
export type SegmentRefusal =
  /** TGD04001: no such segment among the company's. */
  | { kind: 'notFound' }
  /** TGD00005: publishing without values, or a withdrawn segment. */
  | { kind: 'statusChangeRefused' };

export function segmentRefusal(error: unknown): SegmentRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.segmentNotFound) return { kind: 'notFound' };
  if (error.code === API_ERROR_CODES.segmentStatusChangeRefused) return { kind: 'statusChangeRefused' };
  return null;
}

export const isSegmentRefusal = (error: unknown) => segmentRefusal(error) !== null;
