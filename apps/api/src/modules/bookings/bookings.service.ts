import {
  type ApplyCartRequest,
  type ApplyCartResponse,
  type BookingDetail,
  type BookingMessage,
  type BookingStatus,
  type BookingSummary,
  businessDateOf,
  REVIEW_CHECKS,
  type ReceptionDecisionsRequest,
  type ReviewChecklist,
} from '@tvcm/contracts';
import type { UnitOfWork } from '../../db/unit-of-work';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { type BookingEvent, bookingNoticeMail } from '../../mail/templates/booking-notices';
import type { AuthenticatedSession } from '../../plugins/session-auth';
import type { InventoryRepository, StationVisibility } from '../program-guide/inventory.repository';
import { bookingsPolicy } from './bookings.policy';
import { type BookingsRepository, OPEN_BOOKING_STATUSES, REVIEW_CHECK_COLUMNS, type Side } from './bookings.repository';

type SummaryRow = NonNullable<Awaited<ReturnType<BookingsRepository['findSummary']>>>;
type OwnedBooking = NonNullable<Awaited<ReturnType<BookingsRepository['findOwned']>>>;
/** Who acts: a logged-in user of the company on one side of the booking. */
export type Actor = Pick<AuthenticatedSession, 'userId' | 'companyId'>;

function toSummary(row: SummaryRow, side: Side): BookingSummary {
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
    airPeriod: { from: String(row.air_from), to: String(row.air_to) },
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
  inventory: InventoryRepository,
  unitOfWork: UnitOfWork,
  mailer: Mailer,
  options: { publicUrl: string; now: () => number },
) {
  const nowIso = () => new Date(options.now()).toISOString();

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
        url: `${options.publicUrl}${PAGE_OF[to]}/${booking.id}`,
        message,
      });
      deliveries.push((await mailer.enqueue({ to: recipient.account, ...mail })).deliver);
    }
    return deliveries;
  }

  async function summaryOf(side: Side, companyId: number, bookingId: number): Promise<SummaryRow> {
    const row = await bookings.findSummary(side, companyId, bookingId);
    if (!row) throw new AppError('bookingNotFound');
    return row;
  }

  async function detailOf(side: Side, actor: Actor, bookingId: number): Promise<BookingDetail> {
    const booking = await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
    const [row, items, messages, history] = await Promise.all([
      summaryOf(side, actor.companyId, bookingId),
      bookings.findItems(bookingId),
      bookings.findMessages(bookingId),
      bookings.findHistory(bookingId),
    ]);
    return {
      ...toSummary(row, side),
      cmLengthSeconds: booking.cm_length_seconds ?? 15,
      materialNote: booking.material_note ?? '',
      contactName: booking.contact_name ?? '',
      contactPhone: booking.contact_phone ?? '',
      appliedBy: booking.applicant_name,
      advertiserCode: row.advertiser_code,
      items: items.map((item) => ({
        id: item.id,
        slotId: item.slot_id,
        status: item.status,
        declineReason: item.decline_reason,
        declineNote: item.decline_note,
        units: item.units,
        unitPrice: item.unit_price,
        amount: item.units * item.unit_price,
        date: item.broadcast_date,
        start: item.start_second,
        length: item.length_seconds,
        position: item.position,
        programmeTitle: item.programme_title,
        // The buyer is not told about other buyers' bookings.
        competitorUnits: side === 'station' ? Number(item.competitor_units ?? 0) : 0,
        remaining: Math.max(0, Number(item.remaining)),
      })),
      messages: messages.map(toMessage),
      history: history.map((entry) => ({
        from: entry.from_status as BookingStatus | null,
        to: entry.to_status as BookingStatus,
        changedBy: entry.display_name,
        changedAt: entry.changed_at,
      })),
      checklist: checklistOf(booking),
      isOpen: isOpen(row.status),
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
    lines: readonly { station_id: number; station_company_id: number }[],
  ): Promise<number[]> {
    const granted = new Map<number, boolean>();
    const refused = new Set<number>();
    for (const line of lines) {
      const company = line.station_company_id;
      if (!granted.has(company)) granted.set(company, await inventory.mayApplyTo(visibility, company));
      if (!granted.get(company)) refused.add(line.station_id);
    }
    return [...refused];
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
      const today = businessDateOf(options.now());
      const { created, deliveries } = await unitOfWork.run(async () => {
        const cart = await bookings.findApplicableCart(actor.companyId, cartId);
        if (!cart) throw new AppError('cartNotFound');
        if (cart.status !== 'OPEN' && cart.status !== 'RECEIVED') throw new AppError('cartNotApplicable');
        const advertiser = await bookings.findAdvertiser(actor.companyId, request.advertiserId);
        if (!advertiser) throw new AppError('advertiserNotFound');
        const lines = await bookings.findCartLines(cartId);
        if (lines.length === 0) throw new AppError('cartNotApplicable');
        const agreed = new Set(request.agreedStationIds);
        if (lines.some((line) => !agreed.has(line.station_id))) throw new AppError('salesTermsNotAgreed');

        const refused = await stationsNotGrantingApplication(visibility, lines);
        if (refused.length > 0) throw new AppError('applicationNotGranted', { params: { stations: refused.join(',') } });

        const time = nowIso();
        const unavailable: number[] = [];
        for (const line of lines) {
          if (!(await bookings.holdUnits(line.slot_id, line.quantity, today, time))) unavailable.push(line.item_id);
        }
        if (unavailable.length > 0) {
          throw new AppError('cartPartiallyAdded', { params: { items: unavailable.join(',') } });
        }
        if (!(await bookings.markCartApplied(cartId, time))) throw new AppError('cartNotApplicable');

        const byStation = new Map<number, typeof lines>();
        for (const line of lines) byStation.set(line.station_id, [...(byStation.get(line.station_id) ?? []), line]);
        const created: ApplyCartResponse['bookings'] = [];
        const deliveries: (() => void)[] = [];
        for (const [stationId, stationLines] of byStation) {
          const first = stationLines[0];
          if (!first) continue;
          const { id, applicationNumber } = await bookings.insertBooking({
            buyerCompanyId: actor.companyId,
            sellerCompanyId: first.station_company_id,
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
            stationLines.map((line) => ({ bookingId: id, slotId: line.slot_id, units: line.quantity, unitPrice: line.price })),
          );
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
          created.push({ id, applicationNumber, station: { id: stationId, name: first.station_name }, status: 'APPLIED' });
        }
        return { created, deliveries };
      });
      for (const deliver of deliveries) deliver();
      return { bookings: created };
    },

    async list(side: Side, actor: Actor): Promise<BookingSummary[]> {
      return (await bookings.listSummaries(side, actor.companyId)).map((row) => toSummary(row, side));
    },

    /**
     * Opening a booking is what puts out its red dot and reads its messages. A station that opens
     * a new application takes it into review and, if nobody has it yet, becomes its assignee.
     */
    async open(side: Side, actor: Actor, bookingId: number): Promise<BookingDetail> {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, side, actor, bookingId);
        await bookings.markOpened(side, bookingId);
        if (side === 'station') {
          await bookings.assignIfUnassigned(bookingId, actor.userId);
          await startReview(booking, actor, nowIso());
        }
      });
      return detailOf(side, actor, bookingId);
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
      const deliveries = await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'buyer', actor, bookingId);
        const time = await transition(booking, 'CANCELLED', actor, { closed: true, stationAttention: true });
        const items = await bookings.findItems(bookingId);
        for (const item of items) await bookings.releaseUnits(item.slot_id, item.units, time);
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
      for (const deliver of deliveries) deliver();
      return detailOf('buyer', actor, bookingId);
    },

    /** The station's review: accept or decline items (a decline says why) and tick the checklist. */
    async decide(actor: Actor, bookingId: number, request: ReceptionDecisionsRequest): Promise<BookingDetail> {
      await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        if (!isOpen(booking.status)) throw new AppError('bookingClosed');
        const time = nowIso();
        for (const decision of request.decisions) {
          const decided = await bookings.decideItem(
            bookingId,
            decision.itemId,
            decision.decision === 'ACCEPT'
              ? { status: 'ACCEPTED', reason: null, note: null }
              : { status: 'DECLINED', reason: decision.reason, note: decision.note || null },
            actor.userId,
            time,
          );
          if (!decided) throw new AppError('badRequest');
        }
        if (request.checklist) await bookings.setChecklist(bookingId, request.checklist);
        await startReview(booking, actor, time);
        await bookings.assignIfUnassigned(bookingId, actor.userId);
      });
      return detailOf('station', actor, bookingId);
    },

    /**
     * 契約成立の通知: every item decided and every check ticked; accepted units become sold,
     * declined ones go back on sale, and the notice reaches the buyer as a message and a mail.
     */
    async contractNotice(actor: Actor, bookingId: number, message: string): Promise<BookingDetail> {
      const deliveries = await unitOfWork.run(async () => {
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
        for (const item of items) {
          if (item.status === 'ACCEPTED') await bookings.sellHeldUnits(item.slot_id, item.units, time);
          else await bookings.releaseUnits(item.slot_id, item.units, time);
        }
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
      for (const deliver of deliveries) deliver();
      return detailOf('station', actor, bookingId);
    },

    /** "Decline all": every item declined, every held unit released, the buyer told. */
    async declineNotice(actor: Actor, bookingId: number, message: string): Promise<BookingDetail> {
      const deliveries = await unitOfWork.run(async () => {
        const booking = await bookingsPolicy.ownBooking(bookings, 'station', actor, bookingId);
        const time = await transition(booking, 'DECLINED', actor, { closed: true, buyerAttention: true });
        const items = await bookings.findItems(bookingId);
        for (const item of items) await bookings.releaseUnits(item.slot_id, item.units, time);
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
      for (const deliver of deliveries) deliver();
      return detailOf('station', actor, bookingId);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
