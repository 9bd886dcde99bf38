import {
  type AddCartItemRequest,
  CART_NAME_MAX_LENGTH,
  type CartDetail,
  type CartFigureQuery,
  type CartStatus,
  type CartSummary,
  type CurrentCart,
  cpmYen,
  type DigitalCartItem,
  RATING_SCALE,
  type RenameCartRequest,
  ratingTypeSupports,
  type SendCartRequest,
  STREAMING_UNIT_IMPRESSIONS,
  type TradeService,
  type UpdateCartItemRequest,
  uniqueCartName,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import {
  type InventoryService,
  isOnSale,
  oneDayProduct,
  type ProductRef,
  productKey,
  type StationVisibility,
  slotProduct,
  streamingProduct,
  unitPriceOf,
} from '../inventory';
import { cartsPolicy } from './carts.policy';
import { type CartsRepository, lineProductOf } from './carts.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<CartsRepository['findSummary']>>>;
type CartLine = Awaited<ReturnType<CartsRepository['findLines']>>[number];
type CartItemLine = Awaited<ReturnType<CartsRepository['findItems']>>[number];

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
  /** Each line's product and units, and a streaming line's targeting (priced at its surcharge). */
  lines: { itemId: number; product: ProductRef; quantity: number; target: string | null }[];
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
  service: TradeService = 'TV',
) {
  const nowIso = () => new Date(now()).toISOString();

  /**
   * Each cart's value, household GRP and stations, from the products of its lines: one inventory
   * lookup for the slots, one for the digital products. A digital line is worth its units at its
   * price (a streaming line's CPM with its targeting's surcharge); it has no rating.
   */
  async function figuresOf(lines: readonly CartLine[]): Promise<Map<number, CartFigures>> {
    const slotLines = lines.filter((line) => line.product_kind === 'slot');
    const digitalLines = lines.filter((line) => line.product_kind !== 'slot');
    const [slotsById, offers] = await Promise.all([
      inventory.slots(slotLines.map((line) => lineProductOf(line).id)),
      inventory.offers(digitalLines.map(lineProductOf)),
    ]);
    const figures = new Map<number, CartFigures>();
    const remoteKeys = new Map<number, number>();
    const add = (cartId: number, station: { id: number; shortName: string; remoteKey: number }, value: number, grp: number) => {
      const cart: CartFigures = figures.get(cartId) ?? { currentValue: 0, householdGrp: 0, stations: [] };
      cart.currentValue += value;
      cart.householdGrp += grp;
      if (!cart.stations.some((listed) => listed.id === station.id))
        cart.stations.push({ id: station.id, shortName: station.shortName });
      remoteKeys.set(station.id, station.remoteKey);
      figures.set(cartId, cart);
    };
    for (const line of slotLines) {
      const slot = slotsById.get(lineProductOf(line).id);
      if (!slot) continue;
      const station = { id: slot.station_id, shortName: slot.station_short_name, remoteKey: slot.station_remote_key };
      add(line.cart_id, station, line.quantity * slot.price, slot.rating === null ? 0 : line.quantity * slot.rating);
    }
    for (const line of digitalLines) {
      const offer = offers.get(productKey(lineProductOf(line)));
      if (!offer) continue;
      const station = { id: offer.stationId, shortName: offer.stationShortName, remoteKey: offer.stationRemoteKey };
      add(line.cart_id, station, line.quantity * unitPriceOf(offer, line.target), 0);
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
    const slotLines = lines.filter((line) => line.product_kind === 'slot');
    const listed = await inventory.slotListItems(
      slotLines.map((line) => lineProductOf(line).id),
      figures,
    );
    let grp = 0;
    let ratedValue = 0;
    const items = slotLines.flatMap((line) => {
      const slot = listed.get(lineProductOf(line).id);
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
      digitalItems: await digitalItemsOf(lines.filter((line) => line.product_kind !== 'slot')),
      target: figures.target,
      ratingType: figures.ratingType,
      grp,
      averagePerCost: grp > 0 ? Math.round((ratedValue * RATING_SCALE) / grp) : null,
      averageCpm: cpmYen(ratedValue, grp, universe),
    };
  }

  /** A streaming cart's lines, by delivery start then station, each with its product as the search shows it. */
  async function digitalItemsOf(lines: readonly CartItemLine[]): Promise<DigitalCartItem[]> {
    const ids = (kind: 'streaming' | 'oneday') =>
      lines.filter((line) => line.product_kind === kind).map((line) => lineProductOf(line).id);
    const [offers, streaming, oneDay] = await Promise.all([
      inventory.offers(lines.map(lineProductOf)),
      inventory.streamingProducts(ids('streaming')),
      inventory.oneDayProducts(ids('oneday')),
    ]);
    const items = lines.flatMap((line): DigitalCartItem[] => {
      const product = lineProductOf(line);
      const offer = offers.get(productKey(product));
      if (!offer) return [];
      const unitPrice = unitPriceOf(offer, line.target);
      const day = product.kind === 'oneday' ? (oneDay.get(product.id) ?? null) : null;
      return [
        {
          id: line.id,
          kind: product.kind === 'oneday' ? 'oneday' : 'streaming',
          quantity: line.quantity,
          impressions: day ? day.estimatedImpressions : line.quantity * STREAMING_UNIT_IMPRESSIONS,
          target: line.target,
          unitPrice,
          amount: unitPrice * line.quantity,
          streaming: product.kind === 'streaming' ? (streaming.get(product.id) ?? null) : null,
          oneDay: day,
          available: isOnSale(offer.state) && line.quantity <= offer.remaining && line.quantity >= offer.minimumUnits,
        },
      ];
    });
    const startOf = (item: DigitalCartItem) => item.streaming?.deliveryStart ?? item.oneDay?.date ?? '';
    const stationOf = (item: DigitalCartItem) => item.streaming?.station.id ?? item.oneDay?.station.id ?? 0;
    return items.sort((a, b) => (startOf(a) < startOf(b) ? -1 : startOf(a) > startOf(b) ? 1 : 0) || stationOf(a) - stationOf(b));
  }

  /**
   * The product and units a request adds, checked against the cart's service: a TV cart takes
   * slots, a streaming cart streaming impressions (whole thousands) and 1-day days.
   */
  function requestedLine(request: AddCartItemRequest): { product: ProductRef; units: number; target: string | null } {
    if ('slotId' in request && service === 'TV')
      return { product: slotProduct(request.slotId), units: request.quantity, target: null };
    if ('streamingProductId' in request && service === 'CU') {
      return {
        product: streamingProduct(request.streamingProductId),
        units: request.impressions / STREAMING_UNIT_IMPRESSIONS,
        target: request.target ?? null,
      };
    }
    if ('oneDayProductId' in request && service === 'CU')
      return { product: oneDayProduct(request.oneDayProductId), units: 1, target: null };
    throw new AppError('badRequest');
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
        const line = requestedLine(request);
        const time = nowIso();
        if (!(await carts.touchIfStatus(cartId, EDITABLE, time))) throw new AppError('cartNotApplicable');
        const existing = await carts.findLineOf(cartId, line.product);
        // A day of a surface is one unit: a second one of the same day is more than there is.
        const units = (existing?.quantity ?? 0) + line.units;
        const offer = await inventory.addable(visibility, line.product, units);
        if (!offer || units < offer.minimumUnits) throw notAddable();
        if (line.target !== null && !offer.surcharges.has(line.target)) throw new AppError('badRequest');
        if (!(await carts.claimArea(cartId, offer.areaCode, time))) {
          const current = await cartsPolicy.ownCart(carts, caller, cartId);
          throw new AppError('cartAreaMismatch', { params: { area: current.area_name ?? '' } });
        }
        await carts.addUnits({
          cartId,
          product: line.product,
          target: line.target,
          areaCode: offer.areaCode,
          quantity: line.units,
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
        // A slot line changes its units, a streaming line its impressions; a 1-day line is one day.
        const units =
          'quantity' in request
            ? item.product_kind === 'slot'
              ? request.quantity
              : undefined
            : item.product_kind === 'streaming'
              ? request.impressions / STREAMING_UNIT_IMPRESSIONS
              : undefined;
        if (units === undefined) throw new AppError('badRequest');
        const offer = await inventory.addable(visibility, lineProductOf(item), units);
        if (!offer || units < offer.minimumUnits) throw notAddable();
        await carts.setQuantity(item.id, units);
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
        lines: lines.map((line) => ({
          itemId: line.id,
          product: lineProductOf(line),
          quantity: line.quantity,
          target: line.target,
        })),
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
