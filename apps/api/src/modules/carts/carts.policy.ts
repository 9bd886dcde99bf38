import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { CartsRepository } from './carts.repository';

/**
 * A company sees and changes only its own carts. Another company's cart answers exactly as a
 * missing one (CRT04001), so cart numbers reveal nothing about other companies.
 */
export const cartsPolicy = {
  async ownCart(carts: CartsRepository, caller: AuthenticatedSession, cartId: number) {
    const cart = await carts.findOwned(caller.companyId, cartId);
    if (!cart) throw new AppError('cartNotFound');
    return cart;
  },
};
