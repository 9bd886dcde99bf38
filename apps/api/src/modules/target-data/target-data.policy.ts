import { AppError } from '../../lib/app-error';

/**
 * A data company manages and examines only its own segments; a buyer reads only its own purchases.
 * Another company's segment or purchase answers exactly as a missing one (TGD04001, TGD04002), so
 * ids reveal nothing.
 */
export const targetDataPolicy = {
  isOwnSegment: (caller: { companyId: number }, segment: { company_id: number }) => segment.company_id === caller.companyId,

  assertOwnSegment<Segment extends { company_id: number }>(caller: { companyId: number }, segment: Segment | undefined): Segment {
    if (!segment || !targetDataPolicy.isOwnSegment(caller, segment)) throw new AppError('segmentNotFound');
    return segment;
  },

  /** The purchase is of one of the caller's segments: the data company examining it. */
  isOwnSegmentPurchase: (caller: { companyId: number }, purchase: { provider_company_id: number }) =>
    purchase.provider_company_id === caller.companyId,

  /** The purchase is the caller's company's own: the buyer. */
  isOwnPurchase: (caller: { companyId: number }, purchase: { buyer_company_id: number }) =>
    purchase.buyer_company_id === caller.companyId,

  assertOwnSegmentPurchase<Purchase extends { provider_company_id: number }>(
    caller: { companyId: number },
    purchase: Purchase | undefined,
  ): Purchase {
    if (!purchase || !targetDataPolicy.isOwnSegmentPurchase(caller, purchase)) throw new AppError('dataPurchaseNotFound');
    return purchase;
  },
};
