import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of the segment calls the management page explains itself (with their catalogue
 * message): the app-wide mapping would call them unexpected, whereas here they are ordinary.
 */
export type SegmentRefusalCode =
  /** TGD04001: no such segment among the company's. */
  | typeof API_ERROR_CODES.segmentNotFound
  /** TGD00005: publishing without values, or changing a withdrawn segment. */
  | typeof API_ERROR_CODES.segmentStatusChangeRefused;

export function segmentRefusal(error: unknown): { code: SegmentRefusalCode } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.segmentNotFound || error.code === API_ERROR_CODES.segmentStatusChangeRefused) {
    return { code: error.code };
  }
  return null;
}

export const isSegmentRefusal = (error: unknown) => segmentRefusal(error) !== null;
