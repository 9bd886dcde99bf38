import { useMutation } from '@tanstack/react-query';
import type { CartFigureQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';
import { servicePath, type TradeService } from '../../../lib/trade-service';

interface CartProposalDownload {
  service: TradeService;
  cartId: number;
  figures: CartFigureQuery;
  fallbackFileName: string;
}

/**
 * `GET /carts/{id}/proposal.xlsx` (`/cu/carts/…` for a streaming cart): the cart as a proposal
 * sheet, for the figures the page shows (a streaming cart's impressions and amounts).
 */
export function downloadCartProposal({ service, cartId, figures, fallbackFileName }: CartProposalDownload): Promise<void> {
  return downloadApiFile({
    path: servicePath(service, `carts/${cartId}/proposal.xlsx`),
    searchParams: { ...figures },
    fallbackFileName,
  });
}

export function useDownloadCartProposal() {
  return useMutation({ mutationFn: downloadCartProposal });
}
