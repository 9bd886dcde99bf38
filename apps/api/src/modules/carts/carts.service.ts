import {
  type AddCartItemRequest,
  businessDateOf,
  type CartDetail,
  type CartFigureQuery,
  type CartSummary,
  RATING_SCALE,
  ratingTypeSupports,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import { type InventoryRepository, ratingColumnOf, type StationVisibility } from '../program-guide/inventory.repository';
import { slotStateOf, toSlotListItem } from '../program-guide/program-guide.service';
import { cartsPolicy } from './carts.policy';
import type { CartsRepository } from './carts.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<CartsRepository['findSummary']>>>;

function toSummary(row: SummaryRow): CartSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    area: row.area && row.area_name ? { code: row.area, name: row.area_name } : null,
    itemCount: Number(row.item_count),
    units: Number(row.units),
    currentValue: Number(row.current_value),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

const notAddable = () => new AppError('cartPartiallyAdded');

/**
 * Carts (DOMAIN.md "From cart to contract"): a company's named selections of slots, one area each.
 * A cart reserves nothing; adding checks that the slot is on sale today with the units asked for,
 * and the cart's area, all in one unit of work.
 */
export function createCartsService(
  carts: CartsRepository,
  inventory: InventoryRepository,
  unitOfWork: UnitOfWork,
  now: () => number,
) {
  const nowIso = () => new Date(now()).toISOString();

  async function summaryOf(companyId: number, cartId: number): Promise<CartSummary> {
    const row = await carts.findSummary(companyId, cartId);
    if (!row) throw new AppError('cartNotFound');
    return toSummary(row);
  }

  return {
    async list(caller: AuthenticatedSession): Promise<CartSummary[]> {
      return (await carts.listSummaries(caller.companyId)).map(toSummary);
    },

    async create(caller: AuthenticatedSession, name: string): Promise<CartSummary> {
      const id = await carts.create({ companyId: caller.companyId, userId: caller.userId, name, nowIso: nowIso() });
      return summaryOf(caller.companyId, id);
    },

    async detail(caller: AuthenticatedSession, cartId: number, figures: CartFigureQuery): Promise<CartDetail> {
      if (!ratingTypeSupports(figures.ratingType, figures.target)) throw new AppError('badRequest');
      const summary = await summaryOf(caller.companyId, cartId);
      const [rows, universes] = await Promise.all([
        carts.findItems(cartId, ratingColumnOf(figures.ratingType, figures.target)),
        inventory.universesOf(figures.target),
      ]);
      const today = businessDateOf(now());
      let grp = 0;
      let ratedValue = 0;
      const items = rows.map((row) => {
        if (row.rating) {
          grp += row.rating * row.quantity;
          ratedValue += row.price * row.quantity;
        }
        return {
          id: row.item_id,
          quantity: row.quantity,
          amount: row.price * row.quantity,
          slot: toSlotListItem(row, today, universes),
        };
      });
      return {
        ...summary,
        items,
        target: figures.target,
        ratingType: figures.ratingType,
        grp,
        averagePerCost: grp > 0 ? Math.round((ratedValue * RATING_SCALE) / grp) : null,
      };
    },

    /**
     * Adds units of a slot. CRT04001: the cart is missing, deleted or another company's.
     * CRT00055: the slot is not on sale today, or has fewer units left than the cart would then
     * ask for. CRT00007 (naming the cart's area): the slot is of another area.
     */
    async addItem(
      caller: AuthenticatedSession,
      visibility: StationVisibility,
      cartId: number,
      request: AddCartItemRequest,
    ): Promise<CartSummary> {
      const today = businessDateOf(now());
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        const slot = await carts.findSlot(request.slotId);
        if (!slot || !(await inventory.isStationCompanyVisible(visibility, slot.station_company_id))) throw notAddable();
        const { state, remaining } = slotStateOf(slot, today);
        if (state !== 'onSale' && state !== 'fewLeft') throw notAddable();
        if ((await carts.quantityInCart(cartId, slot.id)) + request.quantity > remaining) throw notAddable();
        const time = nowIso();
        if (!(await carts.claimArea(cartId, slot.area_code, time))) {
          const current = await cartsPolicy.ownCart(carts, caller, cartId);
          throw new AppError('cartAreaMismatch', { params: { area: current.area_name ?? '' } });
        }
        await carts.addUnits({ cartId, slotId: slot.id, areaCode: slot.area_code, quantity: request.quantity, nowIso: time });
      });
      return summaryOf(caller.companyId, cartId);
    },

    async removeItem(caller: AuthenticatedSession, cartId: number, itemId: number): Promise<void> {
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        if (!(await carts.deleteItem(cartId, itemId))) throw new AppError('notFound');
        const time = nowIso();
        await carts.touch(cartId, time);
        await carts.releaseAreaIfEmpty(cartId, time);
      });
    },

    async remove(caller: AuthenticatedSession, cartId: number): Promise<void> {
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        await carts.markDeleted(cartId, nowIso());
      });
    },
  };
}

export type CartsService = ReturnType<typeof createCartsService>;
