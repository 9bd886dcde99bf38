import { useMutation } from '@tanstack/react-query';
import type { CartFigureQuery } from '@tvcm/contracts';
import { downloadApiFile } from '../../../lib/download-api-file';

interface CartProposalDownload {
  cartId: number;
  figures: CartFigureQuery;
  fallbackFileName: string;
}

/** `GET /carts/{id}/proposal.xlsx`: the cart as a proposal sheet, for the figures the page shows. */
export function downloadCartProposal({ cartId, figures, fallbackFileName }: CartProposalDownload): Promise<void> {
  return downloadApiFile({ path: `carts/${cartId}/proposal.xlsx`, searchParams: { ...figures }, fallbackFileName });
}

export function useDownloadCartProposal() {
  return useMutation({ mutationFn: downloadCartProposal });
}
