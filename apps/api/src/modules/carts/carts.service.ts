import {
  type AddCartItemRequest,
  CART_NAME_MAX_LENGTH,
  type CartDetail,
  type CartFigureQuery,
  type CartStatus,
  type CartSummary,
  type CurrentCart,
  cpmYen,
  RATING_SCALE,
  type RenameCartRequest,
  ratingTypeSupports,
  type SendCartRequest,
  type UpdateCartItemRequest,
  uniqueCartName,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import { type InventoryService, isOnSale, type ProductRef, type StationVisibility, slotProduct } from '../inventory';
import { cartsPolicy } from './carts.policy';
import type { CartsRepository } from './carts.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<CartsRepository['findSummary']>>>;
type CartLine = Awaited<ReturnType<CartsRepository['findLines']>>[number];

/** What a cart's list entry adds up from the slots of its lines. */
interface CartFigures {
  currentValue: number;
  householdGrp: number;
  /** In remote-control key order. */
  stations: { id: number; shortName: string }[];
}

const NO_FIGURES: CartFigures = { currentValue: 0, householdGrp: 0, stations: [] };

function toSummary(row: SummaryRow, figures: CartFigures): CartSummary {
  return {
    id: row.id,
    service: row.service,
    name: row.name,
    status: row.status,
    area: row.area && row.area_name ? { code: row.area, name: row.area_name } : null,
    itemCount: Number(row.item_count),
    units: Number(row.units),
    currentValue: figures.currentValue,
    stations: figures.stations,
    householdGrp: figures.householdGrp,
    createdBy: row.created_by,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    sentBy: row.sender_code !== null && row.sender_name !== null ? { code: row.sender_code, name: row.sender_name } : null,
    sentAt: row.sent_at,
    appliedAt: row.applied_at,
  };
}

/** A cart as bookings apply for it: its status and lines, each line a product and its units. */
export interface ApplicableCart {
  id: number;
  status: CartStatus;
  lines: { itemId: number; product: ProductRef; quantity: number }[];
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
  inventory: InventoryService,
  unitOfWork: UnitOfWork,
  now: () => number,
) {
  const nowIso = () => new Date(now()).toISOString();

  /** Each cart's value, household GRP and stations, from the slots of its lines: one inventory lookup for them all. */
  async function figuresOf(lines: readonly CartLine[]): Promise<Map<number, CartFigures>> {
    const slotsById = await inventory.slots(lines.map((line) => line.slot_id));
    const figures = new Map<number, CartFigures>();
    const remoteKeys = new Map<number, number>();
    for (const line of lines) {
      const slot = slotsById.get(line.slot_id);
      if (!slot) continue;
      const cart: CartFigures = figures.get(line.cart_id) ?? { currentValue: 0, householdGrp: 0, stations: [] };
      cart.currentValue += line.quantity * slot.price;
      if (slot.rating !== null) cart.householdGrp += line.quantity * slot.rating;
      if (!cart.stations.some((station) => station.id === slot.station_id)) {
        cart.stations.push({ id: slot.station_id, shortName: slot.station_short_name });
      }
      remoteKeys.set(slot.station_id, slot.station_remote_key);
      figures.set(line.cart_id, cart);
    }
    const remoteKey = (station: { id: number }) => remoteKeys.get(station.id) ?? 0;
    for (const cart of figures.values()) cart.stations.sort((a, b) => remoteKey(a) - remoteKey(b) || a.id - b.id);
    return figures;
  }

  async function summaryOf(companyId: number, cartId: number): Promise<CartSummary> {
    const [row, lines] = await Promise.all([carts.findSummary(companyId, cartId), carts.findLines(companyId, cartId)]);
    if (!row) throw new AppError('cartNotFound');
    return toSummary(row, (await figuresOf(lines)).get(cartId) ?? NO_FIGURES);
  }

  /** A cart's lines in air order with the figures of the target and rating type asked for, and their totals. */
  async function withItems(summary: CartSummary, figures: CartFigureQuery): Promise<CartDetail> {
    const lines = await carts.findItems(summary.id);
    const listed = await inventory.slotListItems(
      lines.map((line) => line.slot_id),
      figures,
    );
    let grp = 0;
    let ratedValue = 0;
    const items = lines.flatMap((line) => {
      const slot = listed.get(line.slot_id);
      if (!slot) return [];
      if (slot.rating) {
        grp += slot.rating * line.quantity;
        ratedValue += slot.price * line.quantity;
      }
      return [
        {
          id: line.id,
          quantity: line.quantity,
          amount: slot.price * line.quantity,
          slot,
          available: isOnSale(slot.state) && line.quantity <= slot.remaining,
        },
      ];
    });
    // In air order: day, time, station.
    items.sort(
      (a, b) =>
        (a.slot.date < b.slot.date ? -1 : a.slot.date > b.slot.date ? 1 : 0) ||
        a.slot.start - b.slot.start ||
        a.slot.station.id - b.slot.station.id,
    );
    // A cart is of one area, so the rated lines' impressions share one universe.
    const universe = summary.area ? ((await inventory.universesOf(figures.target)).get(summary.area.code) ?? null) : null;
    return {
      ...summary,
      items,
      digitalItems: [],
      target: figures.target,
      ratingType: figures.ratingType,
      grp,
      averagePerCost: grp > 0 ? Math.round((ratedValue * RATING_SCALE) / grp) : null,
      averageCpm: cpmYen(ratedValue, grp, universe),
    };
  }

  return {
    /** The company's live carts, newest first. */
    async list(caller: AuthenticatedSession): Promise<CartSummary[]> {
      const [rows, lines] = await Promise.all([carts.listSummaries(caller.companyId), carts.listLines(caller.companyId)]);
      const figures = await figuresOf(lines);
      return rows.map((row) => toSummary(row, figures.get(row.id) ?? NO_FIGURES));
    },

    /** The cart the user adds to by default; a cart applied for, sent or deleted since is none. */
    async current(caller: AuthenticatedSession): Promise<CurrentCart> {
      return { cartId: await carts.findCurrent(caller.companyId, caller.userId) };
    },

    /** Makes an open cart of the user's company their current one, or clears it (null). */
    async setCurrent(caller: AuthenticatedSession, cartId: number | null): Promise<CurrentCart> {
      await unitOfWork.run(async () => {
        if (cartId !== null) {
          const cart = await carts.findOwned(caller.companyId, cartId);
          if (!cart) throw new AppError('cartNotFound');
          if (cart.status !== 'OPEN') throw new AppError('cartNotApplicable');
        }
        await carts.setCurrent(caller.userId, cartId, nowIso());
      });
      return this.current(caller);
    },

    /** A new open cart; a name another of the company's carts has gets 「 (2)」, 「 (3)」… */
    async create(caller: AuthenticatedSession, name: string): Promise<CartSummary> {
      const id = await unitOfWork.run(async () => {
        const unique = uniqueCartName(name, await carts.names(caller.companyId));
        return carts.create({ companyId: caller.companyId, userId: caller.userId, name: unique, nowIso: nowIso() });
      });
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
      return withItems(summary, figures);
    },

    /** The cart as its proposal sheet shows it: downloading the file opens nothing, a received cart stays unread. */
    async proposal(caller: AuthenticatedSession, cartId: number, figures: CartFigureQuery): Promise<CartDetail> {
      if (!ratingTypeSupports(figures.ratingType, figures.target)) throw new AppError('badRequest');
      return withItems(await summaryOf(caller.companyId, cartId), figures);
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
        if (!('slotId' in request)) throw new AppError('badRequest');
        const time = nowIso();
        if (!(await carts.touchIfStatus(cartId, EDITABLE, time))) throw new AppError('cartNotApplicable');
        const units = (await carts.quantityInCart(cartId, request.slotId)) + request.quantity;
        const offer = await inventory.addable(visibility, slotProduct(request.slotId), units);
        if (!offer) throw notAddable();
        if (!(await carts.claimArea(cartId, offer.areaCode, time))) {
          const current = await cartsPolicy.ownCart(carts, caller, cartId);
          throw new AppError('cartAreaMismatch', { params: { area: current.area_name ?? '' } });
        }
        await carts.addUnits({
          cartId,
          slotId: request.slotId,
          areaCode: offer.areaCode,
          quantity: request.quantity,
          nowIso: time,
        });
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
        if (!(await inventory.addable(visibility, slotProduct(item.slot_id), request.quantity))) throw notAddable();
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
        await carts.rename(cartId, uniqueCartName(request.name, await carts.names(caller.companyId, cartId)), nowIso());
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
          name: uniqueCartName(copyNameOf(source.name), await carts.names(caller.companyId)),
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
          name: uniqueCartName(source.name, await carts.names(recipient.id)),
          area: source.area,
          status: 'RECEIVED',
          sentByCompanyId: caller.companyId,
          nowIso: time,
        });
        await carts.copyItems(cartId, copyId, time);
      });
      return summaryOf(caller.companyId, cartId);
    },

    /**
     * For bookings, which gets this through app.ts: the company's cart that an application is
     * for, with its lines, or undefined for a cart that is missing, deleted or another company's.
     * Read inside the application's unit of work.
     */
    async findApplicable(companyId: number, cartId: number): Promise<ApplicableCart | undefined> {
      const cart = await carts.findApplicable(companyId, cartId);
      if (!cart) return undefined;
      const lines = await carts.findItems(cartId);
      return {
        id: cart.id,
        status: cart.status,
        lines: lines.map((line) => ({ itemId: line.id, product: slotProduct(line.slot_id), quantity: line.quantity })),
      };
    },

    /**
     * For bookings: the cart is applied for, unless its status moved on meanwhile (false), in one
     * conditional statement inside the application's unit of work.
     */
    markApplied(cartId: number, nowIso: string): Promise<boolean> {
      return carts.markApplied(cartId, nowIso);
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
