import {
  type BookingListExportQuery,
  type BookingListSort,
  type BookingStatus,
  type DeclineReason,
  type MessageKind,
  type MessageSide,
  type ReviewChecklist,
  ROLE_IDS,
  type TradeService,
} from '@tvcm/contracts';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { Database, LineProductKind } from '../../db/schema';

/** The statuses in which a booking still holds units and may be decided, noticed or cancelled. */
export const OPEN_BOOKING_STATUSES: readonly BookingStatus[] = ['APPLIED', 'IN_REVIEW'];

/** The statuses of an item still in play in an open booking: applied for, or accepted and awaiting the notice. */
const LIVE_ITEM_STATUSES = ['APPLIED', 'ACCEPTED'] as const;

/** Ids a lookup binds in one statement: well under SQLite's 32,766 bound values and PostgreSQL's 65,535. */
const IDS_PER_STATEMENT = 5_000;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Which side of a booking the caller is on: the buyer's company or the station's. */
export type Side = 'buyer' | 'station';

const PARTY_COLUMN = { buyer: 'bookings.buyer_company_id', station: 'bookings.seller_company_id' } as const;
const READ_MARK = { buyer: 'bookings.buyer_read_message_id', station: 'bookings.station_read_message_id' } as const;
const OTHER_SIDE: Record<Side, MessageSide> = { buyer: 'STATION', station: 'BUYER' };

export const REVIEW_CHECK_COLUMNS = {
  screening: 'check_screening',
  material: 'check_material',
  competitors: 'check_competitors',
  units: 'check_units',
  timeLimit: 'check_time_limit',
} as const satisfies Record<keyof ReviewChecklist, string>;

/** The start of a JST calendar day as the instant the database compares `application_date` with. */
const jstDayStart = (date: string) => new Date(`${date}T00:00:00+09:00`).toISOString();
const nextJstDayStart = (date: string) => new Date(Date.parse(jstDayStart(date)) + 86_400_000).toISOString();

/** A search text as a LIKE pattern that matches it anywhere, its own `%`, `_` and backslash taken literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** What a booking's items add up to: applied, and (after the contract notice) contracted. */
const figures = (eb: ExpressionBuilder<Database, 'booking_items'>) => [
  eb.fn.sum<number>('booking_items.units').as('units'),
  eb.fn.sum<number>(sql`booking_items.units * booking_items.unit_price`).as('total_amount'),
  eb.fn
    .sum<number>(sql`case when booking_items.status = 'CONTRACTED' then booking_items.units else 0 end`)
    .as('contracted_units'),
  eb.fn
    .sum<number>(
      sql`case when booking_items.status = 'CONTRACTED' then booking_items.units * booking_items.unit_price else 0 end`,
    )
    .as('contracted_amount'),
];

/**
 * What each sort column orders by. The figures are the summary's own output columns; names that
 * may be missing sort as empty text, so both databases put them in the same place.
 */
const SORT_EXPRESSIONS = {
  application_date: sql`bookings.application_date`,
  updated_at: sql`bookings.updated_at`,
  application_number: sql`bookings.application_number`,
  station: sql`stations.name`,
  buyer: sql`buyer.name`,
  advertiser: sql`advertisers.name`,
  units: sql`units`,
  amount: sql`total_amount`,
  contracted_amount: sql`contracted_amount`,
  air_from: sql`coalesce(bookings.air_from, '')`,
  status: sql`bookings.status`,
  assignee: sql`coalesce(assignee.display_name, '')`,
} as const satisfies Record<BookingListSort, unknown>;

/** The list's filters and search, the same for a page of it and for its count and totals. */
/** An item's product as the booking stores it: the inventory's kind and the id in its table. */
export interface ItemProduct {
  kind: LineProductKind;
  id: number;
}

/** An item's product from its row: the kind says which of the two columns holds the id. */
export function itemProductOf(row: { product_kind: LineProductKind; slot_id: number | null; digital_product_id: number | null }) {
  return { kind: row.product_kind, id: (row.product_kind === 'slot' ? row.slot_id : row.digital_product_id) ?? 0 };
}

export type BookingListFilters = Omit<BookingListExportQuery, 'sort' | 'order'>;

// biome-ignore lint/suspicious/noExplicitAny: any query that starts from bookings, whatever else it joins
function whereListed<Q extends SelectQueryBuilder<Database, 'bookings' | any, any>>(
  query: Q,
  service: TradeService,
  side: Side,
  companyId: number,
  filters: BookingListFilters,
): Q {
  let next = query
    .where(PARTY_COLUMN[side], '=', companyId)
    .where('bookings.service', '=', service)
    // The streaming placeholders aside, a TV booking names its station and advertiser.
    .where('bookings.station_id', 'is not', null)
    .where('bookings.advertiser_id', 'is not', null);
  if (filters.status) next = next.where('bookings.status', '=', filters.status);
  if (filters.stationId) next = next.where('bookings.station_id', '=', filters.stationId);
  if (filters.advertiserId) next = next.where('bookings.advertiser_id', '=', filters.advertiserId);
  if (filters.assignee === 'none') next = next.where('bookings.assignee_user_id', 'is', null);
  else if (filters.assignee) next = next.where('bookings.assignee_user_id', '=', filters.assignee);
  // A booking airs in the period asked for if any of its days does: the two periods overlap.
  if (filters.airFrom) next = next.where('bookings.air_to', '>=', filters.airFrom);
  if (filters.airTo) next = next.where('bookings.air_from', '<=', filters.airTo);
  if (filters.appliedFrom) next = next.where('bookings.application_date', '>=', jstDayStart(filters.appliedFrom));
  if (filters.appliedTo) next = next.where('bookings.application_date', '<', nextJstDayStart(filters.appliedTo));
  if (filters.q) {
    const pattern = containing(filters.q);
    next = next.where((eb: ExpressionBuilder<Database, 'bookings'>) =>
      eb.or([
        eb(sql`lower(bookings.application_number)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(bookings.product_name)`, 'like', sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return next as Q;
}

export interface NewBooking {
  buyerCompanyId: number;
  sellerCompanyId: number;
  stationId: number;
  cartId: number | null;
  userId: number;
  advertiserId: number;
  productName: string;
  cmLengthSeconds: number;
  materialNote: string;
  contactName: string;
  contactPhone: string;
  nowIso: string;
}

/**
 * The bookings of one service: TV bookings name slots, streaming (CU) bookings streaming and 1-day
 * products. Every query keeps to the service's bookings, so the two lists never mix.
 */
export function createBookingsRepository(db: AppDatabase, service: TradeService = 'TV') {
  const unreadOf = (side: Side) => (eb: ExpressionBuilder<Database, 'bookings'>) =>
    eb
      .selectFrom('booking_messages')
      .select((inner) => inner.fn.countAll<number>().as('n'))
      .whereRef('booking_messages.booking_id', '=', 'bookings.id')
      .where('booking_messages.side', '=', OTHER_SIDE[side])
      .whereRef('booking_messages.id', '>', READ_MARK[side])
      .as('unread_messages');

  /** One booking per row as both lists show it, with its units and total; the air period comes from the slots its items name. */
  const summaries = (side: Side, companyId: number) =>
    db
      .selectFrom('bookings')
      .innerJoin('stations', 'stations.id', 'bookings.station_id')
      .innerJoin('areas', 'areas.code', 'stations.area_code')
      .innerJoin('companies as buyer', 'buyer.id', 'bookings.buyer_company_id')
      .innerJoin('advertisers', 'advertisers.id', 'bookings.advertiser_id')
      .leftJoin('users as assignee', 'assignee.id', 'bookings.assignee_user_id')
      .innerJoin('booking_items', 'booking_items.booking_id', 'bookings.id')
      .select((eb) => [
        'bookings.id',
        'bookings.application_number',
        'bookings.application_date',
        'bookings.updated_at',
        'bookings.status',
        'bookings.station_id',
        'stations.name as station_name',
        'stations.short_name as station_short_name',
        'areas.code as area_code',
        'areas.name as area_name',
        'buyer.code as buyer_code',
        'buyer.name as buyer_name',
        'advertisers.name as advertiser_name',
        'advertisers.industry',
        'advertisers.code as advertiser_code',
        'bookings.product_name',
        'bookings.assignee_user_id',
        'assignee.display_name as assignee_name',
        'bookings.buyer_attention',
        'bookings.station_attention',
        'bookings.air_from',
        'bookings.air_to',
        ...figures(eb),
        unreadOf(side)(eb),
      ])
      .where(PARTY_COLUMN[side], '=', companyId)
      .where('bookings.service', '=', service)
      .groupBy([
        'bookings.air_from',
        'bookings.air_to',
        'bookings.id',
        'bookings.application_number',
        'bookings.application_date',
        'bookings.updated_at',
        'bookings.status',
        'bookings.station_id',
        'stations.name',
        'stations.short_name',
        'areas.code',
        'areas.name',
        'buyer.code',
        'buyer.name',
        'advertisers.name',
        'advertisers.industry',
        'advertisers.code',
        'bookings.product_name',
        'bookings.assignee_user_id',
        'assignee.display_name',
        'bookings.buyer_attention',
        'bookings.station_attention',
        'bookings.buyer_read_message_id',
        'bookings.station_read_message_id',
      ]);

  /** A line of the booking's history: a status change, or with an assignee a hand-over (status unchanged). */
  async function insertHistory(entry: {
    bookingId: number;
    from: BookingStatus | null;
    to: BookingStatus;
    by: { userId: number; companyId: number };
    nowIso: string;
    assigneeUserId?: number;
  }): Promise<void> {
    await db
      .insertInto('booking_status_history')
      .values({
        booking_id: entry.bookingId,
        kind: entry.assigneeUserId === undefined ? 'STATUS' : 'ASSIGNMENT',
        from_status: entry.from,
        to_status: entry.to,
        assignee_user_id: entry.assigneeUserId ?? null,
        changed_by_user_id: entry.by.userId,
        changed_by_company_id: entry.by.companyId,
        changed_at: entry.nowIso,
      })
      .execute();
  }

  return {
    /** One page of the list: filtered, searched and sorted in SQL, ties broken by the booking's id. */
    /** The filtered list in its order, from `offset` on: a page of the screen, or the rows of its `.xlsx`. */
    listSummaries(side: Side, companyId: number, query: BookingListExportQuery, window: { limit: number; offset: number }) {
      return whereListed(summaries(side, companyId), service, side, companyId, query)
        .orderBy(SORT_EXPRESSIONS[query.sort], query.order)
        .orderBy('bookings.id', query.order)
        .limit(window.limit)
        .offset(window.offset)
        .execute();
    },

    /** How many bookings the filters match, and their applied and contracted figures summed. */
    async listTotals(side: Side, companyId: number, filters: BookingListFilters) {
      const row = await whereListed(
        db.selectFrom('bookings').innerJoin('booking_items', 'booking_items.booking_id', 'bookings.id'),
        service,
        side,
        companyId,
        filters,
      )
        .select((eb) => [eb.fn.count<number>('bookings.id').distinct().as('bookings'), ...figures(eb)])
        .executeTakeFirst();
      return {
        total: Number(row?.bookings ?? 0),
        totals: {
          units: Number(row?.units ?? 0),
          amount: Number(row?.total_amount ?? 0),
          contractedUnits: Number(row?.contracted_units ?? 0),
          contractedAmount: Number(row?.contracted_amount ?? 0),
        },
      };
    },

    /** The stations and advertisers the company's bookings on this side name, by name. */
    async filterOptions(side: Side, companyId: number) {
      const [stations, advertisers] = await Promise.all([
        whereListed(
          db.selectFrom('bookings').innerJoin('stations', 'stations.id', 'bookings.station_id'),
          service,
          side,
          companyId,
          {},
        )
          .select(['stations.id', 'stations.name'])
          .distinct()
          .orderBy('stations.name')
          .orderBy('stations.id')
          .execute(),
        whereListed(
          db.selectFrom('bookings').innerJoin('advertisers', 'advertisers.id', 'bookings.advertiser_id'),
          service,
          side,
          companyId,
          {},
        )
          .select(['advertisers.id', 'advertisers.name'])
          .distinct()
          .orderBy('advertisers.name')
          .orderBy('advertisers.id')
          .execute(),
      ]);
      return { stations, advertisers };
    },

    /** The company's users who may have a reception: every one not deactivated, nor a placeholder of an invitation. */
    colleagues(companyId: number) {
      return db
        .selectFrom('users')
        .select(['id', 'display_name as name'])
        .where('company_id', '=', companyId)
        .where('status', '=', 'ACTIVE')
        .orderBy('display_name')
        .orderBy('id')
        .execute();
    },

    async setAirPeriod(bookingId: number, period: { from: string; to: string }): Promise<void> {
      await db.updateTable('bookings').set({ air_from: period.from, air_to: period.to }).where('id', '=', bookingId).execute();
    },

    findSummary(side: Side, companyId: number, bookingId: number) {
      return summaries(side, companyId).where('bookings.id', '=', bookingId).executeTakeFirst();
    },

    /** The booking, if the company is on the given side of it. */
    findOwned(side: Side, companyId: number, bookingId: number) {
      return db
        .selectFrom('bookings')
        .leftJoin('users as applicant', 'applicant.id', 'bookings.applied_by_user_id')
        .leftJoin('stations', 'stations.id', 'bookings.station_id')
        .innerJoin('companies as buyer', 'buyer.id', 'bookings.buyer_company_id')
        .select([
          'bookings.id',
          'stations.name as station_name',
          'buyer.name as buyer_name',
          'bookings.status',
          'bookings.application_number',
          'bookings.buyer_company_id',
          'bookings.seller_company_id',
          'bookings.station_id',
          'bookings.advertiser_id',
          'bookings.cm_length_seconds',
          'bookings.material_note',
          'bookings.contact_name',
          'bookings.contact_phone',
          'bookings.assignee_user_id',
          'bookings.applied_by_user_id',
          'applicant.display_name as applicant_name',
          'applicant.account as applicant_account',
          'bookings.check_screening',
          'bookings.check_material',
          'bookings.check_competitors',
          'bookings.check_units',
          'bookings.check_time_limit',
        ])
        .where('bookings.id', '=', bookingId)
        .where(PARTY_COLUMN[side], '=', companyId)
        .where('bookings.service', '=', service)
        .executeTakeFirst();
    },

    /** The bookings a user's application of the cart made, for answering that application again. */
    findAppliedFromCart(companyId: number, cartId: number, userId: number) {
      return db
        .selectFrom('bookings')
        .leftJoin('stations', 'stations.id', 'bookings.station_id')
        .select([
          'bookings.id',
          'bookings.application_number',
          'bookings.station_id',
          'stations.name as station_name',
          'bookings.status',
        ])
        .where('bookings.buyer_company_id', '=', companyId)
        .where('bookings.cart_id', '=', cartId)
        .where('bookings.applied_by_user_id', '=', userId)
        .orderBy('bookings.id')
        .execute();
    },

    async insertBooking(values: NewBooking): Promise<{ id: number; applicationNumber: string }> {
      const { id } = await db
        .insertInto('bookings')
        .values({
          buyer_company_id: values.buyerCompanyId,
          seller_company_id: values.sellerCompanyId,
          service: service,
          status: 'APPLIED',
          application_date: values.nowIso,
          updated_at: values.nowIso,
          station_id: values.stationId,
          cart_id: values.cartId,
          applied_by_user_id: values.userId,
          advertiser_id: values.advertiserId,
          product_name: values.productName,
          cm_length_seconds: values.cmLengthSeconds,
          material_note: values.materialNote,
          contact_name: values.contactName,
          contact_phone: values.contactPhone,
          terms_agreed_at: values.nowIso,
          station_attention: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The number a desk quotes on the phone: the application's JST day and its id.
      const day = new Date(Date.parse(values.nowIso) + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
      const applicationNumber = `A${day}-${String(id).padStart(6, '0')}`;
      await db.updateTable('bookings').set({ application_number: applicationNumber }).where('id', '=', id).execute();
      return { id, applicationNumber };
    },

    async insertItems(
      items: { bookingId: number; product: ItemProduct; target: string | null; units: number; unitPrice: number }[],
    ): Promise<void> {
      if (items.length === 0) return;
      await db
        .insertInto('booking_items')
        .values(
          items.map((item) => ({
            booking_id: item.bookingId,
            product_kind: item.product.kind,
            slot_id: item.product.kind === 'slot' ? item.product.id : null,
            digital_product_id: item.product.kind === 'slot' ? null : item.product.id,
            target: item.target,
            units: item.units,
            unit_price: item.unitPrice,
            status: 'APPLIED' as const,
          })),
        )
        .execute();
    },

    /** The booking's items in the order they were made; the caller puts them in air order by the slots they name. */
    findItems(bookingId: number) {
      return db
        .selectFrom('booking_items')
        .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
        .innerJoin('advertisers', 'advertisers.id', 'bookings.advertiser_id')
        .select((eb) => [
          'booking_items.id',
          'booking_items.product_kind',
          'booking_items.slot_id',
          'booking_items.digital_product_id',
          'booking_items.target',
          'booking_items.applied_units',
          'booking_items.delivered_impressions',
          'booking_items.delivery_note',
          'booking_items.status',
          'booking_items.decline_reason',
          'booking_items.decline_note',
          'booking_items.units',
          'booking_items.unit_price',
          // Units other live bookings claim in the same slot for an advertiser of the same industry.
          eb
            .selectFrom('booking_items as other_item')
            .innerJoin('bookings as other', 'other.id', 'other_item.booking_id')
            .innerJoin('advertisers as other_advertiser', 'other_advertiser.id', 'other.advertiser_id')
            .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('other_item.units'), sql<number>`0`).as('n'))
            .whereRef('other_item.slot_id', '=', 'booking_items.slot_id')
            .whereRef('other.id', '!=', 'bookings.id')
            .whereRef('other_advertiser.industry', '=', 'advertisers.industry')
            .where('other_item.status', 'in', ['APPLIED', 'ACCEPTED', 'CONTRACTED'])
            .as('competitor_units'),
        ])
        .where('booking_items.booking_id', '=', bookingId)
        .orderBy('booking_items.id')
        .execute();
    },

    /** Which slot each item of these bookings names: what their air periods are worked out from. */
    async findItemSlots(bookingIds: readonly number[]) {
      const rows: { booking_id: number; slot_id: number }[] = [];
      for (const batch of chunks(bookingIds, IDS_PER_STATEMENT)) {
        rows.push(
          ...(await db
            .selectFrom('booking_items')
            .select(['booking_id', 'slot_id'])
            .where('booking_id', 'in', [...batch])
            .where('slot_id', 'is not', null)
            .$narrowType<{ slot_id: number }>()
            .execute()),
        );
      }
      return rows;
    },

    /**
     * Of these slots, those that items of applications still open name (an item applied for or
     * accepted in a booking that waits for the station): what a station may no longer change.
     */
    async findSlotsWithOpenApplications(slotIds: readonly number[]): Promise<Set<number>> {
      const named = new Set<number>();
      for (const batch of chunks([...new Set(slotIds)], IDS_PER_STATEMENT)) {
        const rows = await db
          .selectFrom('booking_items')
          .innerJoin('bookings', 'bookings.id', 'booking_items.booking_id')
          .select('booking_items.slot_id')
          .distinct()
          .where('booking_items.slot_id', 'in', batch)
          .where('booking_items.status', 'in', LIVE_ITEM_STATUSES)
          .where('bookings.status', 'in', OPEN_BOOKING_STATUSES)
          .$narrowType<{ slot_id: number }>()
          .execute();
        for (const row of rows) named.add(row.slot_id);
      }
      return named;
    },

    /**
     * An item's decision. `units` accepts fewer units than applied for (a streaming item): what was
     * asked is kept in `applied_units`, once, so a second decision still knows it.
     */
    async decideItem(
      bookingId: number,
      itemId: number,
      decision: { status: 'ACCEPTED' | 'DECLINED'; reason: DeclineReason | null; note: string | null; units?: number },
      userId: number,
      nowIso: string,
    ): Promise<boolean> {
      const result = await db
        .updateTable('booking_items')
        .set((eb) => ({
          status: decision.status,
          decline_reason: decision.reason,
          decline_note: decision.note,
          decided_at: nowIso,
          decided_by_user_id: userId,
          ...(decision.units === undefined
            ? {}
            : { applied_units: eb.fn.coalesce('applied_units', 'units'), units: decision.units }),
        }))
        .where('id', '=', itemId)
        .where('booking_id', '=', bookingId)
        .where('status', 'in', ['APPLIED', 'ACCEPTED', 'DECLINED'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Marks the booking changed and, for the buyer, answered (the red dot of 申込一覧). */
    async touch(bookingId: number, nowIso: string, changes: { buyerAttention?: boolean } = {}): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ updated_at: nowIso, ...(changes.buyerAttention ? { buyer_attention: 1 } : {}) })
        .where('id', '=', bookingId)
        .execute();
    },

    /** A contracted streaming item's delivered impressions and the station's note. */
    async recordDelivery(bookingId: number, itemId: number, impressions: number, note: string): Promise<boolean> {
      const result = await db
        .updateTable('booking_items')
        .set({ delivered_impressions: impressions, delivery_note: note })
        .where('id', '=', itemId)
        .where('booking_id', '=', bookingId)
        .where('status', '=', 'CONTRACTED')
        .where('product_kind', '=', 'streaming')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async setItemsStatus(
      bookingId: number,
      from: readonly ('APPLIED' | 'ACCEPTED' | 'DECLINED')[],
      to: { status: 'CONTRACTED' | 'CANCELLED' | 'DECLINED'; reason?: DeclineReason },
      nowIso: string,
    ): Promise<void> {
      await db
        .updateTable('booking_items')
        // Only a declined item carries a reason (a table check): a cancellation drops the station's.
        .set({ status: to.status, decided_at: nowIso, decline_reason: to.status === 'DECLINED' ? (to.reason ?? 'OTHER') : null })
        .where('booking_id', '=', bookingId)
        .where('status', 'in', from)
        .execute();
    },

    async setChecklist(bookingId: number, checklist: Partial<ReviewChecklist>): Promise<void> {
      const values = Object.fromEntries(
        Object.entries(checklist).map(([check, ticked]) => [
          REVIEW_CHECK_COLUMNS[check as keyof ReviewChecklist],
          ticked ? 1 : 0,
        ]),
      );
      if (Object.keys(values).length === 0) return;
      await db.updateTable('bookings').set(values).where('id', '=', bookingId).execute();
    },

    /**
     * Moves an open booking to a new status, in one conditional statement: of two notices sent at
     * once, the second finds the booking no longer open and changes nothing.
     */
    async transition(
      bookingId: number,
      from: readonly BookingStatus[],
      to: BookingStatus,
      changes: { nowIso: string; closed?: boolean; buyerAttention?: boolean; stationAttention?: boolean },
    ): Promise<boolean> {
      const result = await db
        .updateTable('bookings')
        .set({
          status: to,
          updated_at: changes.nowIso,
          ...(changes.closed ? { closed_at: changes.nowIso } : {}),
          ...(changes.buyerAttention ? { buyer_attention: 1 } : {}),
          ...(changes.stationAttention ? { station_attention: 1 } : {}),
        })
        .where('id', '=', bookingId)
        .where('status', 'in', from)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async recordStatus(
      bookingId: number,
      from: BookingStatus | null,
      to: BookingStatus,
      by: { userId: number; companyId: number },
      nowIso: string,
    ): Promise<void> {
      await insertHistory({ bookingId, from, to, by, nowIso });
    },

    /** The reception is someone else's from now on: recorded in its history, its status unchanged. */
    async recordAssignment(
      bookingId: number,
      status: BookingStatus,
      assigneeUserId: number,
      by: { userId: number; companyId: number },
      nowIso: string,
    ): Promise<void> {
      await insertHistory({ bookingId, from: status, to: status, by, nowIso, assigneeUserId });
    },

    /** The booking's latest status change (not a hand-over): where it went and who moved it. */
    findLastStatusChange(bookingId: number) {
      return db
        .selectFrom('booking_status_history')
        .select(['to_status', 'changed_by_user_id'])
        .where('booking_id', '=', bookingId)
        .where('kind', '=', 'STATUS')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    findHistory(bookingId: number) {
      return db
        .selectFrom('booking_status_history')
        .leftJoin('users', 'users.id', 'booking_status_history.changed_by_user_id')
        .leftJoin('users as assignee', 'assignee.id', 'booking_status_history.assignee_user_id')
        .select([
          'booking_status_history.kind',
          'assignee.display_name as assignee_name',
          'booking_status_history.from_status',
          'booking_status_history.to_status',
          'booking_status_history.changed_at',
          'users.display_name',
        ])
        .where('booking_status_history.booking_id', '=', bookingId)
        .orderBy('booking_status_history.id')
        .execute();
    },

    async insertMessage(values: {
      bookingId: number;
      side: MessageSide;
      kind: MessageKind;
      body: string;
      userId: number | null;
      nowIso: string;
    }): Promise<number> {
      const { id } = await db
        .insertInto('booking_messages')
        .values({
          booking_id: values.bookingId,
          side: values.side,
          kind: values.kind,
          body: values.body,
          sender_user_id: values.userId,
          created_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    findMessages(bookingId: number) {
      return db
        .selectFrom('booking_messages')
        .leftJoin('users', 'users.id', 'booking_messages.sender_user_id')
        .select([
          'booking_messages.id',
          'booking_messages.side',
          'booking_messages.kind',
          'booking_messages.body',
          'booking_messages.created_at',
          'users.display_name',
        ])
        .where('booking_messages.booking_id', '=', bookingId)
        .orderBy('booking_messages.id')
        .execute();
    },

    /** The caller's side has opened the booking: its red dot goes out and every message so far is read. */
    async markOpened(side: Side, bookingId: number): Promise<void> {
      const last = db
        .selectFrom('booking_messages')
        .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql<number>`0`).as('id'))
        .where('booking_id', '=', bookingId);
      await db
        .updateTable('bookings')
        .set(
          side === 'buyer'
            ? { buyer_attention: 0, buyer_read_message_id: last }
            : { station_attention: 0, station_read_message_id: last },
        )
        .where('id', '=', bookingId)
        .execute();
    },

    async raiseAttention(side: Side, bookingId: number, nowIso: string): Promise<void> {
      await db
        .updateTable('bookings')
        .set({ ...(side === 'buyer' ? { buyer_attention: 1 } : { station_attention: 1 }), updated_at: nowIso })
        .where('id', '=', bookingId)
        .execute();
    },

    async setAssignee(bookingId: number, userId: number): Promise<void> {
      await db.updateTable('bookings').set({ assignee_user_id: userId }).where('id', '=', bookingId).execute();
    },

    /** The buyer's own advertiser, unless archived. */
    findAdvertiser(companyId: number, advertiserId: number) {
      return db
        .selectFrom('advertisers')
        .select(['id', 'name'])
        .where('id', '=', advertiserId)
        .where('company_id', '=', companyId)
        .where('archived_at', 'is', null)
        .executeTakeFirst();
    },

    /** Who hears from the other side by mail: the applicant, or the station company's administrators. */
    async mailRecipients(
      side: Side,
      booking: { buyer_company_id: number; seller_company_id: number; applied_by_user_id: number | null },
    ) {
      if (side === 'buyer') {
        if (booking.applied_by_user_id === null) return [];
        return db.selectFrom('users').select(['account', 'display_name']).where('id', '=', booking.applied_by_user_id).execute();
      }
      return db
        .selectFrom('users')
        .select(['account', 'display_name'])
        .where('company_id', '=', booking.seller_company_id)
        .where('role_id', '=', ROLE_IDS.administrator)
        .execute();
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
