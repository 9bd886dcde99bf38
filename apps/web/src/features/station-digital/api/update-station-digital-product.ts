import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_ERROR_CODES,
  type DigitalProductKind,
  type StationDigitalProduct,
  type UpdateStationDigitalProductRequest,
} from '@tvcm/contracts';
import { apiClient } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { apiPathOf } from '../kinds';
import { digitalKeys } from './digital-keys';

/** `PATCH /station-digital-products/{kind}/{productId}`: price, units on sale, withdrawn or back on sale. */
export async function updateStationDigitalProduct(
  kind: DigitalProductKind,
  productId: number,
  request: UpdateStationDigitalProductRequest,
): Promise<StationDigitalProduct> {
  return apiClient
    .patch(`station-digital-products/${apiPathOf(kind)}/${productId}`, { json: request })
    .json<StationDigitalProduct>();
}

export type ProductRefusal = 'belowHeldOrSold' | 'belowMinimum' | 'oneDayUnits' | 'hasApplications' | 'gone';

/** The refusals the edit dialog explains itself (DGP00001 with its reason, DGP04001). */
export function productRefusal(error: unknown): ProductRefusal | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === API_ERROR_CODES.digitalProductNotFound) return 'gone';
  if (error.code !== API_ERROR_CODES.digitalProductChangeRefused) return null;
  const reason = error.body?.errors[0]?.params?.reason;
  return reason === 'belowMinimum' || reason === 'oneDayUnits' || reason === 'hasApplications' ? reason : 'belowHeldOrSold';
}

export function useUpdateStationDigitalProduct(kind: DigitalProductKind) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { handledByScreen: (error: unknown) => productRefusal(error) !== null },
    mutationFn: ({ productId, request }: { productId: number; request: UpdateStationDigitalProductRequest }) =>
      updateStationDigitalProduct(kind, productId, request),
    // Refused or not, the list shows the product as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: digitalKeys.lists(kind) }),
  });
}
