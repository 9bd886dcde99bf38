import {
  type ApplyCartRequest,
  type ApplyCartResponse,
  BOOKING_LIST_EXPORT_MAX_ROWS,
  BOOKING_LIST_PAGE_SIZE,
  type BookingDetail,
  type BookingFigures,
  type BookingFilterOptions,
  type BookingListExportQuery,
  type BookingListQuery,
  type BookingMessage,
  type BookingStatus,
  type BookingSummary,
  type BookingsResponse,
  businessDateOf,
  type DeliveryReportRequest,
  type DigitalBookingItem,
  REVIEW_CHECKS,
  type ReceptionDecisionsRequest,
  type ReviewChecklist,
  STREAMING_UNIT_IMPRESSIONS,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { type BookingEvent, bookingNoticeMail } from '../../mail/templates/booking-notices';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import {
  compareProducts,
  type InventoryService,
  type ProductOffer,
  type ProductRef,
  productKey,
  type SlotRow,
  type StationVisibility,
  unitPriceOf,
} from '../inventory';
import { bookingsPolicy } from './bookings.policy';
import {
  type BookingListFilters,
  type BookingsRepository,
  itemProductOf,
  OPEN_BOOKING_STATUSES,
  REVIEW_CHECK_COLUMNS,
  type Side,
} from './bookings.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<BookingsRepository['findSummary']>>>;
type ItemRow = Awaited<ReturnType<BookingsRepository['findItems']>>[number];
type OwnedBooking = NonNullable<Awaited<ReturnType<BookingsRepository['findOwned']>>>;
/** Who acts: a logged-in user of the company on one side of the booking. */
export type Actor = Pick<AuthenticatedSession, 'userId' | 'companyId'>;

/** A line of the cart applied for: its item, the product and the units asked for. */
export interface CartLine {
  itemId: number;
  product: ProductRef;
  quantity: number;
  /** A streaming line's targeting, priced at its surcharge. */
  target: string | null;
}

/**
 * What bookings need of carts, which app.ts gives it (the carts service): modules do not import
 * each other. Both are called inside the application's unit of work.
 */
export interface CartsForBookings {
  /** The company's cart with its lines, or undefined when it is missing, deleted or another company's. */
  findApplicable(companyId: number, cartId: number): Promise<{ id: number; status: string; lines: CartLine[] } | undefined>;
  /** The cart is applied for, unless its status moved on meanwhile (false). */
  markApplied(cartId: number, nowIso: string): Promise<boolean>;
}

/** The first and last broadcast day of a booking's items. */
type AirPeriod = { from: string; to: string };

/** What the `.xlsx` of a filtered list holds: its rows (up to the maximum), all it matches, and the filters' names. */
export interface BookingListSheetData {
  items: BookingSummary[];
  total: number;
  totals: BookingFigures;
  options: BookingFilterOptions;
}

const filtersOf = ({ sort: _sort, order: _order, ...filters }: BookingListExportQuery): BookingListFilters => filters;

function toSummary(
  row: SummaryRow,
  side: Side,
  airPeriod: AirPeriod = { from: row.air_from ?? '', to: row.air_to ?? '' },
): BookingSummary {
  return {
    id: row.id,
    applicationNumber: row.application_number ?? '',
    appliedAt: row.application_date,
    updatedAt: row.updated_at,
    status: row.status as BookingStatus,
    station: { id: row.station_id ?? 0, name: row.station_name, shortName: row.station_short_name },
    area: { code: row.area_code, name: row.area_name },
    buyer: { code: row.buyer_code, name: row.buyer_name },
    advertiser: { name: row.advertiser_name, industry: row.industry },
    productName: row.product_name ?? '',
    units: Number(row.units),
    totalAmount: Number(row.total_amount),
    contractedUnits: Number(row.contracted_units),
    contractedAmount: Number(row.contracted_amount),
    airPeriod,
    assignee: row.assignee_user_id !== null && row.assignee_name ? { id: row.assignee_user_id, name: row.assignee_name } : null,
    unreadMessages: Number(row.unread_messages ?? 0),
    needsAttention: (side === 'buyer' ? row.buyer_attention : row.station_attention) === 1,
  };
}

function checklistOf(booking: OwnedBooking): ReviewChecklist {
  return Object.fromEntries(REVIEW_CHECKS.map((check) => [check, booking[REVIEW_CHECK_COLUMNS[check]] === 1])) as ReviewChecklist;
}

const isOpen = (status: string) => (OPEN_BOOKING_STATUSES as readonly string[]).includes(status);

/** Where each side opens a booking in the web app, for the links in the mails. */
const PAGE_OF: Record<Side, string> = { buyer: '/agency/bookings', station: '/station/receptions' };

/**
 * The buying loop after the cart (DOMAIN.md "From cart to contract"): applying holds units and
 * opens one booking per station; the station reviews, decides each item and sends the contract
 * or decline notice, which sells or releases the units; the buyer may cancel before that. Every
 * step that touches several tables is one unit of work, and every status change is recorded.
 */
export function createBookingsService(
  bookings: BookingsRepository,
  inventory: InventoryService,
  carts: CartsForBookings,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  options: { publicUrl: string; now: () => number; pages?: Record<Side, string> },
) {
  // Where each side opens a booking of this service, for the links in the mails.
  const pageOf = options.pages ?? PAGE_OF;
  const nowIso = () => new Date(options.now()).toISOString();

  async function filterOptions(side: Side, actor: Actor): Promise<BookingFilterOptions> {
    const [{ stations, advertisers }, assignees] = await Promise.all([
      bookings.filterOptions(side, actor.companyId),
      side === 'station' ? bookings.colleagues(actor.companyId) : Promise.resolve([]),
    ]);
    return { stations, advertisers, assignees };
  }

  /** Queues a mail to the side that did not act, inside the caller's unit of work. */
  async function mailOtherSide(
    to: Side,
    booking: Pick<OwnedBooking, 'id' | 'buyer_company_id' | 'seller_company_id' | 'applied_by_user_id' | 'application_number'>,
    event: BookingEvent,
    message: string,
    names: { stationName: string; counterpartName: string },
  ): Promise<(() => void)[]> {
    const recipients = await bookings.mailRecipients(to, booking);
    const deliveries: (() => void)[] = [];
    for (const recipient of recipients) {
      const mail = bookingNoticeMail({
        event,
        displayName: recipient.display_name,
        applicationNumber: booking.application_number ?? '',
        stationName: names.stationName,
        counterpartName: names.counterpartName,
        url: `${options.publicUrl}${pageOf[to]}/${booking.id}`,
        message,
      });
      deliveries.push((await mailer.enqueue({ to: recipient.account, ...mail })).deliver);
    }
    return deliveries;
  }

  /** The first and last day these products air or are delivered: a booking's air period, kept on it for the lists. */
  function airPeriodOf(offers: readonly ProductOffer[]): AirPeriod {
    const froms = offers.map((offer) => offer.period.from).sort();
    const tos = offers.map((offer) => offer.period.to).sort();
    return { from: froms[0] ?? '', to: tos.at(-1) ?? '' };
  }

  async function summaryOf(side: Side, companyId: number, bookingId: number): Promise<SummaryRow> {
    const row = await bookings.findSummary(side, companyId, bookingId);
    if (!row) throw new AppError('bookingNotFound');
    return row;
  }

  /** The booking's slot items with the slots they name, in air order (day, time, then the order they were made). */
  async function itemsWithSlots(items: readonly ItemRow[]): Promise<{ item: ItemRow; slot: SlotRow }[]> {
    const slotItems = items.filter((item) => item.product_kind === 'slot');
    const slotsById = await inventory.slots(slotItems.map((item) => itemProductOf(item).id));
    return slotItems
      .flatMap((item) => {
        const slot = slotsById.get(itemProductOf(item).id);
        return slot ? [{ item, slot }] : [];
      })
      .sort(
        (a, b) =>
          (a.slot.broadcast_date < b.slot.broadcast_date ? -1 : a.slot.broadcast_date > b.slot.broadcast_date ? 1 : 0) ||
          a.slot.start_second - b.slot.start_second ||
          a.item.id - b.item.id,
      );
  }

  /** A streaming booking's items with their products as the search shows them, by delivery start. */
  async function digitalItemsOf(items: readonly ItemRow[]): Promise<DigitalBookingItem[]> {
    const digital = items.filter((item) => item.product_kind !== 'slot');
    const ids = (kind: 'streaming' | 'oneday') =>
      digital.filter((item) => item.product_kind === kind).map((item) => itemProductOf(item).id);
    const [streaming, oneDay, offers] = await Promise.all([
      inventory.streamingProducts(ids('streaming')),
      inventory.oneDayProducts(ids('oneday')),
      inventory.offers(digital.map(itemProductOf)),
    ]);
    const impressionsOf = (units: number) => units * STREAMING_UNIT_IMPRESSIONS;
    return digital
      .map((item): DigitalBookingItem => {
        const product = itemProductOf(item);
        const day = product.kind === 'oneday' ? (oneDay.get(product.id) ?? null) : null;
        return {
          id: item.id,
          kind: product.kind === 'oneday' ? 'oneday' : 'streaming',
          status: item.status,
          declineReason: item.decline_reason,
          declineNote: item.decline_note,
          units: item.units,
          impressions: day ? day.estimatedImpressions : impressionsOf(item.units),
          appliedImpressions: item.applied_units === null ? null : impressionsOf(item.applied_units),
          target: item.target,
          unitPrice: item.unit_price,
          amount: item.units * item.unit_price,
          streaming: product.kind === 'streaming' ? (streaming.get(product.id) ?? null) : null,
          oneDay: day,
          deliveredImpressions: item.delivered_impressions,
          deliveryNote: item.delivery_note,
          remaining: Math.max(0, offers.get(productKey(product))?.remaining ?? 0),
        };
      })
      .sort((a, b) => {
        const start = (item: DigitalBookingItem) => item.streaming?.deliveryStart ?? item.oneDay?.date ?? '';
        return (start(a) < start(b) ? -1 : start(a) > start(b) ? 1 : 0) || a.id - b.id;
      });
  }

  async function detailOf(side: Side, actor: Actor, bookingId: number): Promise<BookingDetail> {
    const booking = await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
    const [row, rows, messages, history] = await Promise.all([
      summaryOf(side, actor.companyId, bookingId),
      bookings.findItems(bookingId),
      bookings.findMessages(bookingId),
      bookings.findHistory(bookingId),
    ]);
    const [items, digitalItems] = await Promise.all([itemsWithSlots(rows), digitalItemsOf(rows)]);
    // The slot items are in air order: the first and the last give the air period; a streaming booking keeps its own.
    const airPeriod =
      items.length > 0
        ? { from: items[0]?.slot.broadcast_date ?? '', to: items.at(-1)?.slot.broadcast_date ?? '' }
        : { from: row.air_from ?? '', to: row.air_to ?? '' };
    return {
      ...toSummary(row, side, airPeriod),
      cmLengthSeconds: booking.cm_length_seconds ?? 15,
      materialNote: booking.material_note ?? '',
      contactName: booking.contact_name ?? '',
      contactPhone: booking.contact_phone ?? '',
      appliedBy: booking.applicant_name,
      advertiserCode: row.advertiser_code,
      items: items.map(({ item, slot }) => ({
        id: item.id,
        slotId: slot.id,
        status: item.status,
        declineReason: item.decline_reason,
        declineNote: item.decline_note,
        units: item.units,
        unitPrice: item.unit_price,
        amount: item.units * item.unit_price,
        date: slot.broadcast_date,
        start: slot.start_second,
        length: slot.length_seconds,
        position: slot.position,
        programmeTitle: slot.programme_title,
        // The buyer is not told about other buyers' bookings.
        competitorUnits: side === 'station' ? Number(item.competitor_units ?? 0) : 0,
        remaining: Math.max(0, slot.units_on_sale - slot.units_held - slot.units_sold),
      })),
      digitalItems,
      messages: messages.map(toMessage),
      history: history.map((entry) => ({
        kind: entry.kind,
        assignee: entry.kind === 'ASSIGNMENT' ? entry.assignee_name : null,
        from: entry.from_status as BookingStatus | null,
        to: entry.to_status as BookingStatus,
        changedBy: entry.display_name,
        changedAt: entry.changed_at,
      })),
      checklist: checklistOf(booking),
      isOpen: isOpen(row.status),
      assignedToCaller: row.assignee_user_id === actor.userId,
    };
  }

  function toMessage(row: Awaited<ReturnType<BookingsRepository['findMessages']>>[number]): BookingMessage {
    return {
      id: row.id,
      side: row.side,
      kind: row.kind,
      body: row.body,
      senderName: row.display_name,
      createdAt: row.created_at,
    };
  }

  /** Moves an open booking on, records it, or answers BKG00009 when it is no longer open. */
  async function transition(
    booking: OwnedBooking,
    to: BookingStatus,
    actor: Actor,
    changes: { closed?: boolean; buyerAttention?: boolean; stationAttention?: boolean },
  ): Promise<string> {
    const time = nowIso();
    if (!(await bookings.transition(booking.id, OPEN_BOOKING_STATUSES, to, { nowIso: time, ...changes }))) {
      throw new AppError('bookingClosed');
    }
    await bookings.recordStatus(booking.id, booking.status as BookingStatus, to, actor, time);
    return time;
  }

  /**
   * A closing step (a notice, a cancellation) refused because the booking is closed already: if the
   * caller's own step closed it as this one would (a double click, a resent request), the booking is
   * answered as it stands, changed once; anyone else's step, or a different one, stays refused.
   */
  async function closedAlreadyBy(actor: Actor, bookingId: number, outcomes: readonly BookingStatus[]): Promise<boolean> {
    const last = await bookings.findLastStatusChange(bookingId);
    return last !== undefined && last.changed_by_user_id === actor.userId && outcomes.includes(last.to_status as BookingStatus);
  }

  /**
   * What a repeat of a closing step may trip over: the booking closed, or — when the first closed it
   * between the repeat's reads of the booking and of its items — items no longer accepted or under
   * review. Either way `closedAlreadyBy` decides.
   */
  const REPEAT_REFUSALS: ReadonlySet<string> = new Set(['bookingClosed', 'nothingAccepted', 'reviewIncomplete']);

  /** Runs a closing step; the same user's repeat of it answers as the first did (`closedAlreadyBy`). */
  async function closeOnce(
    side: Side,
    actor: Actor,
    bookingId: number,
    outcomes: readonly BookingStatus[],
    step: () => Promise<(() => void)[]>,
  ): Promise<BookingDetail> {
    let deliveries: (() => void)[] = [];
    try {
      deliveries = await unitOfWork.run(step);
    } catch (error) {
      if (!(error instanceof AppError) || !REPEAT_REFUSALS.has(error.errorName)) throw error;
      if (!(await closedAlreadyBy(actor, bookingId, outcomes))) throw error;
    }
    for (const deliver of deliveries) deliver();
    return detailOf(side, actor, bookingId);
  }

  /** A new application the station opens or decides on is in review from then on. */
  async function startReview(booking: OwnedBooking, actor: Actor, time: string): Promise<void> {
    if (booking.status !== 'APPLIED') return;
    if (await bookings.transition(booking.id, ['APPLIED'], 'IN_REVIEW', { nowIso: time })) {
      await bookings.recordStatus(booking.id, 'APPLIED', 'IN_REVIEW', actor, time);
    }
  }

  /**
   * The stations of the cart whose companies have not granted the caller applying: a trial company
   * applies only under an APPLY grant in force today (a view-only grant lets it search and fill a
   * cart, no more). Grants are per station company: asked once for each.
   */
  async function stationsNotGrantingApplication(
    visibility: StationVisibility,
    lines: readonly { offer: Pick<ProductOffer, 'stationId' | 'stationCompanyId'> }[],
  ): Promise<number[]> {
    const granted = new Map<number, boolean>();
    const refused = new Set<number>();
    for (const { offer } of lines) {
      const company = offer.stationCompanyId;
      if (!granted.has(company)) granted.set(company, await inventory.mayApply(visibility, company));
      if (!granted.get(company)) refused.add(offer.stationId);
    }
    return [...refused];
  }

  /**
   * The cart's lines with what the inventory offers of each (station, price), in product order, so
   * that two applications sharing products take their rows in the same order.
   */
  async function linesWithOffers(lines: readonly CartLine[]) {
    const offers = await inventory.offers(lines.map((line) => line.product));
    return lines
      .flatMap((line) => {
        const offer = offers.get(productKey(line.product));
        return offer ? [{ ...line, offer }] : [];
      })
      .sort((a, b) => compareProducts(a.product, b.product));
  }

  /**
   * Sells or releases the held units of a closing booking's items, in product order. Each move is
   * conditional on the units being held; one that is not means the counters and the items
   * disagree, and the whole step rolls back rather than go on.
   */
  async function settleUnits(bookingId: number, items: readonly ItemRow[], sell: (item: ItemRow) => boolean): Promise<void> {
    const ordered = [...items].sort((a, b) => compareProducts(itemProductOf(a), itemProductOf(b)));
    for (const item of ordered) {
      const product = itemProductOf(item);
      const moved = sell(item) ? await inventory.sell(product, item.units) : await inventory.release(product, item.units);
      if (!moved) throw new Error(`booking ${bookingId}: ${productKey(product)} does not hold the item's ${item.units} units`);
    }
  }

  /**
   * The units a streaming item is accepted for when the station accepts fewer impressions than
   * asked: the rest are released now, so what the item holds stays what it will sell. Undefined
   * for an acceptance of the whole item. Never more than the item holds, and only for an undecided
   * or accepted streaming item.
   */
  async function acceptedUnits(items: readonly ItemRow[], decision: { itemId: number; impressions?: number }) {
    if (decision.impressions === undefined) return undefined;
    const item = items.find((candidate) => candidate.id === decision.itemId);
    const units = decision.impressions / STREAMING_UNIT_IMPRESSIONS;
    if (item?.product_kind !== 'streaming' || item.status === 'DECLINED' || units > item.units) {
      throw new AppError('badRequest');
    }
    if (units < item.units && !(await inventory.release(itemProductOf(item), item.units - units))) {
      throw new Error(`booking item ${item.id}: its product does not hold the ${item.units - units} units given back`);
    }
    return units;
  }

  /** One application of a cart; `apply` answers a repeated one. */
  async function applyOnce(
    actor: Actor,
    visibility: StationVisibility,
    cartId: number,
    request: ApplyCartRequest,
  ): Promise<ApplyCartResponse> {
    const { created, deliveries } = await unitOfWork.run(async () => {
      const cart = await carts.findApplicable(actor.companyId, cartId);
      if (!cart) throw new AppError('cartNotFound');
      if (cart.status !== 'OPEN' && cart.status !== 'RECEIVED') throw new AppError('cartNotApplicable');
      const advertiser = await bookings.findAdvertiser(actor.companyId, request.advertiserId);
      if (!advertiser) throw new AppError('advertiserNotFound');
      const lines = await linesWithOffers(cart.lines);
      if (lines.length === 0) throw new AppError('cartNotApplicable');
      const agreed = new Set(request.agreedStationIds);
      if (lines.some((line) => !agreed.has(line.offer.stationId))) throw new AppError('salesTermsNotAgreed');
      // One material airs in every slot applied for: a slot of another length cannot carry it.
      const otherLength = lines.filter((line) => !line.offer.lengths.includes(request.cmLengthSeconds));
      if (otherLength.length > 0) {
        throw new AppError('cmLengthMismatch', { params: { items: otherLength.map((line) => line.itemId).join(',') } });
      }

      const refused = await stationsNotGrantingApplication(visibility, lines);
      if (refused.length > 0) throw new AppError('applicationNotGranted', { params: { stations: refused.join(',') } });

      const time = nowIso();
      const unavailable: number[] = [];
      for (const line of lines) {
        if (!(await inventory.hold(line.product, line.quantity))) unavailable.push(line.itemId);
      }
      if (unavailable.length > 0) {
        throw new AppError('cartPartiallyAdded', { params: { items: unavailable.join(',') } });
      }
      if (!(await carts.markApplied(cartId, time))) throw new AppError('cartNotApplicable');

      const byStation = new Map<number, typeof lines>();
      for (const line of lines) byStation.set(line.offer.stationId, [...(byStation.get(line.offer.stationId) ?? []), line]);
      const created: ApplyCartResponse['bookings'] = [];
      const deliveries: (() => void)[] = [];
      for (const [stationId, stationLines] of byStation) {
        const first = stationLines[0];
        if (!first) continue;
        const { id, applicationNumber } = await bookings.insertBooking({
          buyerCompanyId: actor.companyId,
          sellerCompanyId: first.offer.stationCompanyId,
          stationId,
          cartId,
          userId: actor.userId,
          advertiserId: advertiser.id,
          productName: request.productName,
          cmLengthSeconds: request.cmLengthSeconds,
          materialNote: request.materialNote,
          contactName: request.contactName,
          contactPhone: request.contactPhone,
          nowIso: time,
        });
        await bookings.insertItems(
          stationLines.map((line) => ({
            bookingId: id,
            product: line.product,
            target: line.target,
            units: line.quantity,
            unitPrice: unitPriceOf(line.offer, line.target),
          })),
        );
        await bookings.setAirPeriod(id, airPeriodOf(stationLines.map((line) => line.offer)));
        await bookings.recordStatus(id, null, 'APPLIED', actor, time);
        await bookings.insertMessage({
          bookingId: id,
          side: 'BUYER',
          kind: 'APPLICATION',
          body: request.materialNote,
          userId: actor.userId,
          nowIso: time,
        });
        const booking = await bookingsPolicy.ownBooking(bookings, 'buyer', actor, id);
        deliveries.push(
          ...(await mailOtherSide('station', booking, 'application', request.materialNote, namesFor('station', booking))),
        );
        created.push({ id, applicationNumber, station: { id: stationId, name: first.offer.stationName }, status: 'APPLIED' });
      }
      return { created, deliveries };
    });
    for (const deliver of deliveries) deliver();
    return { bookings: created };
  }

  /** The names a mail about the booking gives: its station, and the buyer or the station as the other side. */
  const namesFor = (to: Side, booking: OwnedBooking) => ({
    stationName: booking.station_name ?? '',
    counterpartName: to === 'station' ? booking.buyer_name : (booking.station_name ?? ''),
  });

  return {
    /**
     * 購入申込: one booking per station of the cart, every unit held with a conditional update.
     * If any line cannot be held, nothing is: the unit of work rolls back and CRT00055 names the
     * cart items (`params.items`) that stopped it. A trial company without an APPLY grant from a
     * station's company is refused first with CRT00012, naming those stations (`params.stations`).
     */
    async apply(
      actor: Actor,
      visibility: StationVisibility,
      cartId: number,
      request: ApplyCartRequest,
    ): Promise<ApplyCartResponse> {
      try {
        return await applyOnce(actor, visibility, cartId, request);
      } catch (error) {
        // The same user's application arriving twice (a double click, a resent request) is answered
        // with the bookings the first one made: the units are held once and the user sees no refusal.
        if (!(error instanceof AppError) || error.errorName !== 'cartNotApplicable') throw error;
        const earlier = await bookings.findAppliedFromCart(actor.companyId, cartId, actor.userId);
        if (earlier.length === 0) throw error;
        return {
          bookings: earlier.map((row) => ({
            id: row.id,
            applicationNumber: row.application_number ?? '',
            station: { id: row.station_id ?? 0, name: row.station_name ?? '' },
            status: row.status as BookingStatus,
          })),
        };
      }
    },

    /**
     * For the station's slot list and import, which get this through app.ts: which of these slots
     * items of applications still open name (such a slot's time, length and kind stay as applied for).
     */
    slotsWithOpenApplications(slotIds: readonly number[]): Promise<ReadonlySet<number>> {
      return bookings.findSlotsWithOpenApplications(slotIds);
    },

    /** One page of 申込一覧 or 購入受付一覧, with how many bookings the filters match and their figures summed. */
    async list(side: Side, actor: Actor, query: BookingListQuery): Promise<BookingsResponse> {
      const { page, ...listed } = query;
      const window = { limit: BOOKING_LIST_PAGE_SIZE, offset: (page - 1) * BOOKING_LIST_PAGE_SIZE };
      const [rows, { total, totals }] = await Promise.all([
        bookings.listSummaries(side, actor.companyId, listed, window),
        bookings.listTotals(side, actor.companyId, filtersOf(listed)),
      ]);
      return { items: rows.map((row) => toSummary(row, side)), total, page, pageSize: BOOKING_LIST_PAGE_SIZE, totals };
    },

    /**
     * The filtered list for its `.xlsx`: every page at once up to the sheet's maximum, with the
     * totals of all it matches and the names its filters stand for, so the sheet can say them.
     */
    async listSheet(side: Side, actor: Actor, query: BookingListExportQuery): Promise<BookingListSheetData> {
      const [rows, { total, totals }, options] = await Promise.all([
        bookings.listSummaries(side, actor.companyId, query, { limit: BOOKING_LIST_EXPORT_MAX_ROWS, offset: 0 }),
        bookings.listTotals(side, actor.companyId, filtersOf(query)),
        filterOptions(side, actor),
      ]);
      return { items: rows.map((row) => toSummary(row, side)), total, totals, options };
    },

    /** What the list's filters offer; the assignees only to a station. */
    filterOptions,

    /**
     * Opening a booking is what puts out its red dot and reads its messages; a station that opens
     * a new application takes it into review. Who has it changes only by `assign`.
     */
    async open(side: Side, actor: Actor, bookingId: number): Promise<BookingDetail> {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
        await bookings.markOpened(side, bookingId);
        if (side === 'station') await startReview(booking, actor, nowIso());
      });
      return detailOf(side, actor, bookingId);
    },

    /** The booking as its sheet shows it: downloading the file opens nothing and starts no review. */
    sheet(side: Side, actor: Actor, bookingId: number): Promise<BookingDetail> {
      return detailOf(side, actor, bookingId);
    },

    /**
     * 担当する (the caller's own id) or handing the reception to a colleague: an active user of the
     * station's company. Recorded in the history; handing it to whoever has it already changes nothing.
     */
    async assign(actor: Actor, bookingId: number, userId: number): Promise<BookingDetail> {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        const colleagues = await bookings.colleagues(booking.seller_company_id);
        if (!colleagues.some((colleague) => colleague.id === userId)) throw new AppError('assigneeNotColleague');
        if (booking.assignee_user_id === userId) return;
        const time = nowIso();
        await bookings.setAssignee(bookingId, userId);
        await bookings.recordAssignment(bookingId, booking.status as BookingStatus, userId, actor, time);
      });
      return detailOf('station', actor, bookingId);
    },

    async messages(side: Side, actor: Actor, bookingId: number): Promise<BookingMessage[]> {
      await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
      return (await bookings.findMessages(bookingId)).map(toMessage);
    },

    /** A message to the other side: it is read by its writer, and a station's answer lights the buyer's dot. */
    async postMessage(side: Side, actor: Actor, bookingId: number, body: string): Promise<BookingMessage[]> {
      const deliveries = await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
        const time = nowIso();
        await bookings.insertMessage({
          bookingId,
          side: side === 'buyer' ? 'BUYER' : 'STATION',
          kind: 'MESSAGE',
          body,
          userId: actor.userId,
          nowIso: time,
        });
        await bookings.markOpened(side, bookingId);
        if (side === 'station') await bookings.raiseAttention('buyer', bookingId, time);
        const to = side === 'buyer' ? 'station' : 'buyer';
        return mailOtherSide(to, booking, 'message', body, namesFor(to, booking));
      });
      for (const deliver of deliveries) deliver();
      return this.messages(side, actor, bookingId);
    },

    /** The buyer withdraws an application before the contract: every held unit goes back on sale. */
    async cancel(actor: Actor, bookingId: number, message: string): Promise<BookingDetail> {
      return closeOnce('buyer', actor, bookingId, ['CANCELLED'], async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'buyer', actor, bookingId);
        const time = await transition(booking, 'CANCELLED', actor, { closed: true, stationAttention: true });
        await settleUnits(bookingId, await bookings.findItems(bookingId), () => false);
        await bookings.setItemsStatus(bookingId, ['APPLIED', 'ACCEPTED', 'DECLINED'], { status: 'CANCELLED' }, time);
        await bookings.insertMessage({
          bookingId,
          side: 'BUYER',
          kind: 'CANCELLATION',
          body: message,
          userId: actor.userId,
          nowIso: time,
        });
        await bookings.markOpened('buyer', bookingId);
        return mailOtherSide('station', booking, 'cancellation', message, namesFor('station', booking));
      });
    },

    /** The station's review: accept or decline items (a decline says why) and tick the checklist. */
    async decide(actor: Actor, bookingId: number, request: ReceptionDecisionsRequest): Promise<BookingDetail> {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        if (!isOpen(booking.status)) throw new AppError('bookingClosed');
        const time = nowIso();
        const items = await bookings.findItems(bookingId);
        for (const decision of request.decisions) {
          const units = decision.decision === 'ACCEPT' ? await acceptedUnits(items, decision) : undefined;
          const decided = await bookings.decideItem(
            bookingId,
            decision.itemId,
            decision.decision === 'ACCEPT'
              ? { status: 'ACCEPTED', reason: null, note: null, units }
              : { status: 'DECLINED', reason: decision.reason, note: decision.note || null },
            actor.userId,
            time,
          );
          if (!decided) throw new AppError('badRequest');
        }
        if (request.checklist) await bookings.setChecklist(bookingId, request.checklist);
        await startReview(booking, actor, time);
      });
      return detailOf('station', actor, bookingId);
    },

    /**
     * 契約成立の通知: every item decided and every check ticked; accepted units become sold,
     * declined ones go back on sale, and the notice reaches the buyer as a message and a mail.
     */
    async contractNotice(actor: Actor, bookingId: number, message: string): Promise<BookingDetail> {
      return closeOnce('station', actor, bookingId, ['CONTRACTED', 'PARTLY_CONTRACTED'], async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        if (!isOpen(booking.status)) throw new AppError('bookingClosed');
        const items = await bookings.findItems(bookingId);
        const checklist = checklistOf(booking);
        if (items.some((item) => item.status === 'APPLIED') || REVIEW_CHECKS.some((check) => !checklist[check])) {
          throw new AppError('reviewIncomplete');
        }
        const accepted = items.filter((item) => item.status === 'ACCEPTED');
        if (accepted.length === 0) throw new AppError('nothingAccepted');
        const to = accepted.length === items.length ? 'CONTRACTED' : 'PARTLY_CONTRACTED';
        const time = await transition(booking, to, actor, { closed: true, buyerAttention: true });
        await settleUnits(bookingId, items, (item) => item.status === 'ACCEPTED');
        await bookings.setItemsStatus(bookingId, ['ACCEPTED'], { status: 'CONTRACTED' }, time);
        await bookings.insertMessage({
          bookingId,
          side: 'STATION',
          kind: 'CONTRACT_NOTICE',
          body: message,
          userId: actor.userId,
          nowIso: time,
        });
        await bookings.markOpened('station', bookingId);
        return mailOtherSide('buyer', booking, 'contractNotice', message, namesFor('buyer', booking));
      });
    },

    /**
     * After a contracted streaming item's delivery window: the impressions delivered and the
     * station's note (an under-delivery says why). The buyer sees them beside what was booked.
     */
    async reportDelivery(actor: Actor, bookingId: number, itemId: number, request: DeliveryReportRequest) {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        const item = (await bookings.findItems(bookingId)).find((candidate) => candidate.id === itemId);
        if (!item) throw new AppError('notFound');
        const offer = (await inventory.offers([itemProductOf(item)])).get(productKey(itemProductOf(item)));
        if (item.status !== 'CONTRACTED' || item.product_kind !== 'streaming' || !offer)
          throw new AppError('deliveryNotReportable');
        if (businessDateOf(options.now()) <= offer.period.to) throw new AppError('deliveryNotReportable');
        await bookings.recordDelivery(booking.id, itemId, request.deliveredImpressions, request.note);
        await bookings.touch(booking.id, nowIso(), { buyerAttention: true });
      });
      return detailOf('station', actor, bookingId);
    },

    /** "Decline all": every item declined, every held unit released, the buyer told. */
    async declineNotice(actor: Actor, bookingId: number, message: string): Promise<BookingDetail> {
      return closeOnce('station', actor, bookingId, ['DECLINED'], async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        const time = await transition(booking, 'DECLINED', actor, { closed: true, buyerAttention: true });
        await settleUnits(bookingId, await bookings.findItems(bookingId), () => false);
        await bookings.setItemsStatus(bookingId, ['APPLIED', 'ACCEPTED'], { status: 'DECLINED', reason: 'OTHER' }, time);
        await bookings.insertMessage({
          bookingId,
          side: 'STATION',
          kind: 'DECLINE_NOTICE',
          body: message,
          userId: actor.userId,
          nowIso: time,
        });
        await bookings.markOpened('station', bookingId);
        return mailOtherSide('buyer', booking, 'declineNotice', message, namesFor('buyer', booking));
      });
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
