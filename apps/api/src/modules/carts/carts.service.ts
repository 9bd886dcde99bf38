import {
  type AddCartItemRequest,
  businessDateOf,
  CART_NAME_MAX_LENGTH,
  type CartDetail,
  type CartFigureQuery,
  type CartStatus,
  type CartSummary,
  RATING_SCALE,
  type RenameCartRequest,
  ratingTypeSupports,
  type SendCartRequest,
  type UpdateCartItemRequest,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import { type InventoryRepository, ratingColumnOf, type StationVisibility } from '../program-guide/inventory.repository';
import { slotStateOf, toSlotListItem } from '../program-guide/program-guide.service';
import { cartsPolicy } from './carts.policy';
import type { CartsRepository } from './carts.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<CartsRepository['findSummary']>>>;
type StationRow = Awaited<ReturnType<CartsRepository['findStations']>>[number];

function toSummary(row: SummaryRow, stations: readonly StationRow[]): CartSummary {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    area: row.area && row.area_name ? { code: row.area, name: row.area_name } : null,
    itemCount: Number(row.item_count),
    units: Number(row.units),
    currentValue: Number(row.current_value),
    stations: stations.map((station) => ({ id: station.id, shortName: station.short_name })),
    householdGrp: Number(row.household_grp),
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentBy: row.sender_code !== null && row.sender_name !== null ? { code: row.sender_code, name: row.sender_name } : null,
    sentAt: row.sent_at,
    appliedAt: row.applied_at,
  };
}

/** What `POST /carts/{id}/duplicates` appends to the copy's name. */
const COPY_SUFFIX = ' のコピー';

/** 「年末 のコピー」: the suffix always shows; a name at the limit gives way to it. */
export function copyNameOf(name: string): string {
  return `${name.slice(0, CART_NAME_MAX_LENGTH - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/** Lines change while the cart is the owner's to apply for: not once sent on or applied. */
const EDITABLE: readonly CartStatus[] = ['OPEN', 'RECEIVED'];
/** A cart may be sent (again, to another partner) until it is applied for. */
const SENDABLE: readonly CartStatus[] = ['OPEN', 'RECEIVED', 'SENT'];

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
    const [row, stations] = await Promise.all([carts.findSummary(companyId, cartId), carts.findStations(companyId, cartId)]);
    if (!row) throw new AppError('cartNotFound');
    return toSummary(row, stations);
  }

  /** The slot may be asked for in `quantity` units: visible to the caller, on sale today, with that many left. */
  async function assertAddable(
    visibility: StationVisibility,
    slot: Parameters<typeof slotStateOf>[0] & { station_company_id: number },
    quantity: number,
  ): Promise<void> {
    if (!(await inventory.isStationCompanyVisible(visibility, slot.station_company_id))) throw notAddable();
    const { state, remaining } = slotStateOf(slot, businessDateOf(now()));
    if (state !== 'onSale' && state !== 'fewLeft') throw notAddable();
    if (quantity > remaining) throw notAddable();
  }

  return {
    /** The company's live carts, newest first. */
    async list(caller: AuthenticatedSession): Promise<CartSummary[]> {
      const [rows, stations] = await Promise.all([carts.listSummaries(caller.companyId), carts.listStations(caller.companyId)]);
      const stationsOf = new Map<number, StationRow[]>();
      for (const station of stations) {
        const list = stationsOf.get(station.cart_id) ?? [];
        list.push(station);
        stationsOf.set(station.cart_id, list);
      }
      return rows.map((row) => toSummary(row, stationsOf.get(row.id) ?? []));
    },

    async create(caller: AuthenticatedSession, name: string): Promise<CartSummary> {
      const id = await carts.create({ companyId: caller.companyId, userId: caller.userId, name, nowIso: nowIso() });
      return summaryOf(caller.companyId, id);
    },

    async detail(caller: AuthenticatedSession, cartId: number, figures: CartFigureQuery): Promise<CartDetail> {
      if (!ratingTypeSupports(figures.ratingType, figures.target)) throw new AppError('badRequest');
      let summary = await summaryOf(caller.companyId, cartId);
      if (summary.status === 'RECEIVED') {
        // Its receiver has opened it: it is theirs like any other now, and the blue badge goes out.
        await carts.markOpened(cartId, nowIso());
        summary = await summaryOf(caller.companyId, cartId);
      }
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
        const slot = toSlotListItem(row, today, universes);
        return {
          id: row.item_id,
          quantity: row.quantity,
          amount: row.price * row.quantity,
          slot,
          available: (slot.state === 'onSale' || slot.state === 'fewLeft') && row.quantity <= slot.remaining,
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
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        const time = nowIso();
        if (!(await carts.touchIfStatus(cartId, EDITABLE, time))) throw new AppError('cartNotApplicable');
        const slot = await carts.findSlot(request.slotId);
        if (!slot) throw notAddable();
        await assertAddable(visibility, slot, (await carts.quantityInCart(cartId, slot.id)) + request.quantity);
        if (!(await carts.claimArea(cartId, slot.area_code, time))) {
          const current = await cartsPolicy.ownCart(carts, caller, cartId);
          throw new AppError('cartAreaMismatch', { params: { area: current.area_name ?? '' } });
        }
        await carts.addUnits({ cartId, slotId: slot.id, areaCode: slot.area_code, quantity: request.quantity, nowIso: time });
      });
      return summaryOf(caller.companyId, cartId);
    },

    /**
     * A line's new units, under the rules of adding: CRT00055 when the slot is no longer on sale or
     * has fewer units left. CRT00010: the cart was sent on or applied for, so its lines are fixed.
     */
    async updateItem(
      caller: AuthenticatedSession,
      visibility: StationVisibility,
      cartId: number,
      itemId: number,
      request: UpdateCartItemRequest,
    ): Promise<CartSummary> {
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        if (!(await carts.touchIfStatus(cartId, EDITABLE, nowIso()))) throw new AppError('cartNotApplicable');
        const item = await carts.findItem(cartId, itemId);
        if (!item) throw new AppError('notFound');
        await assertAddable(visibility, item, request.quantity);
        await carts.setQuantity(item.id, request.quantity);
      });
      return summaryOf(caller.companyId, cartId);
    },

    async removeItem(caller: AuthenticatedSession, cartId: number, itemId: number): Promise<void> {
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        const time = nowIso();
        if (!(await carts.touchIfStatus(cartId, EDITABLE, time))) throw new AppError('cartNotApplicable');
        if (!(await carts.deleteItem(cartId, itemId))) throw new AppError('notFound');
        await carts.releaseAreaIfEmpty(cartId, time);
      });
    },

    async rename(caller: AuthenticatedSession, cartId: number, request: RenameCartRequest): Promise<CartSummary> {
      await unitOfWork.run(async () => {
        await cartsPolicy.ownCart(carts, caller, cartId);
        await carts.rename(cartId, request.name, nowIso());
      });
      return summaryOf(caller.companyId, cartId);
    },

    /** A new open cart of the caller's with the same lines, whatever the original's status. */
    async duplicate(caller: AuthenticatedSession, cartId: number): Promise<CartSummary> {
      const copyId = await unitOfWork.run(async () => {
        const source = await cartsPolicy.ownCart(carts, caller, cartId);
        const time = nowIso();
        const id = await carts.createCopy({
          companyId: caller.companyId,
          userId: caller.userId,
          name: copyNameOf(source.name),
          area: source.area,
          status: 'OPEN',
          sentByCompanyId: null,
          nowIso: time,
        });
        await carts.copyItems(source.id, id, time);
        return id;
      });
      return summaryOf(caller.companyId, copyId);
    },

    /**
     * Sends the cart to a partner company (advertiser settings, either side being the agency): the
     * partner gets its own copy, RECEIVED, and the caller's cart becomes SENT, all or nothing.
     * CRT00010: the cart is empty or applied for. CRT00020: the company is unknown, the caller's
     * own, or not a partner.
     */
    async send(caller: AuthenticatedSession, cartId: number, request: SendCartRequest): Promise<CartSummary> {
      await unitOfWork.run(async () => {
        const source = await cartsPolicy.ownCart(carts, caller, cartId);
        const summary = await carts.findSummary(caller.companyId, cartId);
        if (!SENDABLE.includes(source.status) || !summary || Number(summary.item_count) === 0) {
          throw new AppError('cartNotApplicable');
        }
        const recipient = await carts.findCompanyByCode(request.companyCode);
        if (!recipient || recipient.id === caller.companyId || !(await carts.arePartners(caller.companyId, recipient.id))) {
          throw new AppError('cartRecipientNotPartner');
        }
        const time = nowIso();
        // Conditional: an application of the same cart that got there first leaves it APPLIED.
        if (!(await carts.markSent(cartId, SENDABLE, time))) throw new AppError('cartNotApplicable');
        const copyId = await carts.createCopy({
          companyId: recipient.id,
          userId: caller.userId,
          name: source.name,
          area: source.area,
          status: 'RECEIVED',
          sentByCompanyId: caller.companyId,
          nowIso: time,
        });
        await carts.copyItems(cartId, copyId, time);
      });
      return summaryOf(caller.companyId, cartId);
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
