import { API_ERROR_CODES } from '@tvcm/contracts';
import { ApiError } from '../../../lib/api-error';

/**
 * The refusals of the plan calls the plan page explains itself: the app-wide mapping would show
 * them as unexpected, whereas here they are answers about the conditions.
 */
export type PlanRefusal =
  /** PLN00001: nothing matches the conditions, or the goal cannot be met under them. */
  | { kind: 'infeasible'; reason: 'noCandidates' | 'goalUnreachable' | null }
  /** PLN04001: the plan was deleted or is not the company's. */
  | { kind: 'notFound' }
  /** PLN00002: carts from a plan without lines. */
  | { kind: 'empty' }
  /** TGD03002: the plan's target data segment is not licensed for its area and period (any more). */
  | { kind: 'segmentNotLicensed' };

export function planRefusal(error: unknown): PlanRefusal | null {
  if (!(error instanceof ApiError)) return null;
  const item = error.body?.errors[0];
  switch (item?.code) {
    case API_ERROR_CODES.planInfeasible: {
      const reason = item.params?.reason;
      return { kind: 'infeasible', reason: reason === 'noCandidates' || reason === 'goalUnreachable' ? reason : null };
    }
    case API_ERROR_CODES.planNotFound:
      return { kind: 'notFound' };
    case API_ERROR_CODES.planEmpty:
      return { kind: 'empty' };
    case API_ERROR_CODES.segmentNotLicensed:
      return { kind: 'segmentNotLicensed' };
    default:
      return null;
  }
}

export const isPlanRefusal = (error: unknown) => planRefusal(error) !== null;
