import type { CartStatus, TradeService } from '@tvcm/contracts';
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import type { LineProductKind } from '../../db/schema';

/** A line's product as the cart stores it: the inventory's kind and the id in its table. */
export interface LineProduct {
  kind: LineProductKind;
  id: number;
}

const PRODUCT_COLUMN = { slot: 'slot_id', streaming: 'digital_product_id', oneday: 'digital_product_id' } as const;

const LINE_COLUMNS = ['id', 'product_kind', 'slot_id', 'digital_product_id', 'target', 'quantity'] as const;

/** A line's product from its row: the kind says which of the two columns holds the id. */
export function lineProductOf(row: { product_kind: LineProductKind; slot_id: number | null; digital_product_id: number | null }) {
  return { kind: row.product_kind, id: (row.product_kind === 'slot' ? row.slot_id : row.digital_product_id) ?? 0 };
}

/**
 * The carts of one service: TV carts hold slots, streaming (CU) carts streaming and 1-day
 * products. Every query keeps to the service's carts, so the two never mix.
 */
export function createCartsRepository(db: AppDatabase, service: TradeService = 'TV') {
  /**
   * A company's live carts with their area, item count, units, maker and sender. The users and
   * companies joined are one row each, so they do not multiply the sums. Value, GRP and stations
   * come from the slots of the lines (`linesOfCarts`), which the inventory describes.
   */
  const summaries = (companyId: number) =>
    db
      .selectFrom('carts')
      .leftJoin('areas', 'areas.code', 'carts.area')
      .leftJoin('users as makers', 'makers.id', 'carts.created_by_user_id')
      .leftJoin('companies as senders', 'senders.id', 'carts.sent_by_company_id')
      .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
      .select((eb) => [
        'carts.id',
        'carts.service',
        'carts.name',
        'carts.status',
        'carts.area',
        'areas.name as area_name',
        'makers.display_name as created_by',
        'senders.code as sender_code',
        'senders.name as sender_name',
        'carts.sent_at',
        'carts.applied_at',
        'carts.created_at',
        'carts.updated_at',
        eb.fn.count<number>('cart_items.id').as('item_count'),
        eb.fn.coalesce(eb.fn.sum<number>('cart_items.quantity'), sql<number>`0`).as('units'),
      ])
      .where('carts.company_id', '=', companyId)
      .where('carts.service', '=', service)
      .where('carts.status', '!=', 'DELETED')
      .groupBy([
        'carts.id',
        'carts.name',
        'carts.status',
        'carts.area',
        'areas.name',
        'makers.display_name',
        'senders.code',
        'senders.name',
        'carts.sent_at',
        'carts.applied_at',
        'carts.created_at',
        'carts.updated_at',
      ]);

  /** The lines of a company's live carts (or of one of them): which slot, how many units. */
  const linesOfCarts = (companyId: number, cartId?: number) => {
    let query = db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select([
        'cart_items.cart_id',
        'cart_items.product_kind',
        'cart_items.slot_id',
        'cart_items.digital_product_id',
        'cart_items.target',
        'cart_items.quantity',
      ])
      .where('carts.company_id', '=', companyId)
      .where('carts.service', '=', service)
      .where('carts.status', '!=', 'DELETED');
    if (cartId !== undefined) query = query.where('cart_items.cart_id', '=', cartId);
    return query.orderBy('cart_items.cart_id').orderBy('cart_items.id').execute();
  };

  return {
    listSummaries(companyId: number) {
      return summaries(companyId).orderBy('carts.created_at', 'desc').orderBy('carts.id', 'desc').execute();
    },

    findSummary(companyId: number, cartId: number) {
      return summaries(companyId).where('carts.id', '=', cartId).executeTakeFirst();
    },

    listLines(companyId: number) {
      return linesOfCarts(companyId);
    },

    findLines(companyId: number, cartId: number) {
      return linesOfCarts(companyId, cartId);
    },

    /** The user's current cart, if it is still an open cart of their company. */
    async findCurrent(companyId: number, userId: number): Promise<number | null> {
      const row = await db
        .selectFrom('current_carts')
        .innerJoin('carts', 'carts.id', 'current_carts.cart_id')
        .select('carts.id')
        .where('current_carts.user_id', '=', userId)
        .where('carts.company_id', '=', companyId)
        .where('carts.service', '=', service)
        .where('carts.status', '=', 'OPEN')
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async setCurrent(userId: number, cartId: number | null, nowIso: string): Promise<void> {
      if (cartId === null) {
        await db.deleteFrom('current_carts').where('user_id', '=', userId).execute();
        return;
      }
      await db
        .insertInto('current_carts')
        .values({ user_id: userId, cart_id: cartId, updated_at: nowIso })
        .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ cart_id: cartId, updated_at: nowIso }))
        .execute();
    },

    /** The company's cart, if it is live: another company's reads as missing. */
    findOwned(companyId: number, cartId: number) {
      return db
        .selectFrom('carts')
        .leftJoin('areas', 'areas.code', 'carts.area')
        .select(['carts.id', 'carts.name', 'carts.area', 'carts.status', 'areas.name as area_name'])
        .where('carts.id', '=', cartId)
        .where('carts.company_id', '=', companyId)
        .where('carts.service', '=', service)
        .where('carts.status', '!=', 'DELETED')
        .executeTakeFirst();
    },

    async create(values: { companyId: number; userId: number; name: string; nowIso: string }): Promise<number> {
      const { id } = await db
        .insertInto('carts')
        .values({
          company_id: values.companyId,
          recipient_company_id: null,
          service: service,
          status: 'OPEN',
          area: null,
          name: values.name,
          created_by_user_id: values.userId,
          created_at: values.nowIso,
          updated_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** A cart made from another: a copy, or the copy a partner receives (owned by the partner). */
    async createCopy(values: {
      companyId: number;
      userId: number;
      name: string;
      area: string | null;
      status: 'OPEN' | 'RECEIVED';
      sentByCompanyId: number | null;
      nowIso: string;
    }): Promise<number> {
      const { id } = await db
        .insertInto('carts')
        .values({
          company_id: values.companyId,
          recipient_company_id: null,
          service: service,
          status: values.status,
          area: values.area,
          name: values.name,
          created_by_user_id: values.userId,
          sent_by_company_id: values.sentByCompanyId,
          sent_at: values.sentByCompanyId === null ? null : values.nowIso,
          created_at: values.nowIso,
          updated_at: values.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Every line of one cart into another of the same area, with its units (and a streaming line's targeting). */
    async copyItems(fromCartId: number, toCartId: number, nowIso: string): Promise<void> {
      const lines = await db
        .selectFrom('cart_items')
        .select(['product_kind', 'slot_id', 'digital_product_id', 'target', 'area_code', 'quantity'])
        .where('cart_id', '=', fromCartId)
        .orderBy('id')
        .execute();
      if (lines.length === 0) return;
      await db
        .insertInto('cart_items')
        .values(lines.map((line) => ({ cart_id: toCartId, ...line, added_at: nowIso })))
        .execute();
    },

    /** The names of the company's carts (but `except`), which a new or renamed cart's name must not repeat. */
    async names(companyId: number, except?: number): Promise<string[]> {
      let query = db.selectFrom('carts').select('name').where('company_id', '=', companyId).where('status', '!=', 'DELETED');
      if (except !== undefined) query = query.where('id', '!=', except);
      return (await query.execute()).map((row) => row.name);
    },

    async rename(cartId: number, name: string, nowIso: string): Promise<void> {
      await db.updateTable('carts').set({ name, updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    /**
     * Marks the cart changed if its status is one of `statuses`, in one conditional statement that
     * also locks its row: a change to its lines then waits for, or is refused after, an
     * application or a sending of the same cart under way.
     */
    async touchIfStatus(cartId: number, statuses: readonly CartStatus[], nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('carts')
        .set({ updated_at: nowIso })
        .where('id', '=', cartId)
        .where('status', 'in', [...statuses])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The sender's cart once sent, unless something (an application) changed its status meanwhile. */
    async markSent(cartId: number, fromStatuses: readonly CartStatus[], nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('carts')
        .set({ status: 'SENT', sent_at: nowIso, updated_at: nowIso })
        .where('id', '=', cartId)
        .where('status', 'in', [...fromStatuses])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A received cart its receiver has opened: no longer new to them (the blue badge goes out). */
    async markOpened(cartId: number, nowIso: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ status: 'OPEN', updated_at: nowIso })
        .where('id', '=', cartId)
        .where('status', '=', 'RECEIVED')
        .execute();
    },

    findCompanyByCode(code: string) {
      return db.selectFrom('companies').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirst();
    },

    /** Whether two companies work together (advertiser settings), whichever of them is the agency. */
    async arePartners(companyId: number, otherCompanyId: number): Promise<boolean> {
      const row = await db
        .selectFrom('company_partners')
        .select('agency_company_id')
        .where((eb) =>
          eb.or([
            eb.and([eb('agency_company_id', '=', companyId), eb('advertiser_company_id', '=', otherCompanyId)]),
            eb.and([eb('agency_company_id', '=', otherCompanyId), eb('advertiser_company_id', '=', companyId)]),
          ]),
        )
        .executeTakeFirst();
      return row !== undefined;
    },

    /** One line of the cart. */
    findItem(cartId: number, itemId: number) {
      return db
        .selectFrom('cart_items')
        .select(LINE_COLUMNS)
        .where('id', '=', itemId)
        .where('cart_id', '=', cartId)
        .executeTakeFirst();
    },

    async setQuantity(itemId: number, quantity: number): Promise<void> {
      await db.updateTable('cart_items').set({ quantity }).where('id', '=', itemId).execute();
    },

    /**
     * Gives an empty cart its area, or confirms the one it has, in one conditional statement: of
     * two additions of different areas racing for a new cart, one finds the area already taken.
     */
    async claimArea(cartId: number, areaCode: string, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('carts')
        .set({ area: areaCode, updated_at: nowIso })
        .where('id', '=', cartId)
        .where('status', '=', 'OPEN')
        .where((eb) => eb.or([eb('area', 'is', null), eb('area', '=', areaCode)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The cart's line of this product, if it has one. */
    findLineOf(cartId: number, product: LineProduct) {
      return db
        .selectFrom('cart_items')
        .select(LINE_COLUMNS)
        .where('cart_id', '=', cartId)
        .where(PRODUCT_COLUMN[product.kind], '=', product.id)
        .executeTakeFirst();
    },

    /**
     * Adds units of a product: a new line, or more units on the line the product already has. A
     * streaming line's targeting is the last one chosen for it.
     */
    async addUnits(item: {
      cartId: number;
      product: LineProduct;
      target: string | null;
      areaCode: string;
      quantity: number;
      nowIso: string;
    }): Promise<number> {
      const column = PRODUCT_COLUMN[item.product.kind];
      const row = await db
        .insertInto('cart_items')
        .values({
          cart_id: item.cartId,
          product_kind: item.product.kind,
          [column]: item.product.id,
          target: item.target,
          area_code: item.areaCode,
          quantity: item.quantity,
          added_at: item.nowIso,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['cart_id', column])
            .doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', item.quantity), target: item.target })),
        )
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async deleteItem(cartId: number, itemId: number): Promise<boolean> {
      const result = await db.deleteFrom('cart_items').where('id', '=', itemId).where('cart_id', '=', cartId).executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /** An emptied cart gives up its area, so its next slot may be of any area. */
    async releaseAreaIfEmpty(cartId: number, nowIso: string): Promise<void> {
      await db
        .updateTable('carts')
        .set({ area: null, updated_at: nowIso })
        .where('id', '=', cartId)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('cart_items').select('cart_items.id').where('cart_items.cart_id', '=', cartId))),
        )
        .execute();
    },

    /** Deleted carts are kept, marked, without their items. */
    async markDeleted(cartId: number, nowIso: string): Promise<void> {
      await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
      await db.updateTable('carts').set({ status: 'DELETED', area: null, updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    /** The cart's lines, in the order they were added. */
    findItems(cartId: number) {
      return db.selectFrom('cart_items').select(LINE_COLUMNS).where('cart_id', '=', cartId).orderBy('id').execute();
    },

    /** The cart, if it is the company's and not deleted, with its status: whether it may be applied for is the caller's rule. */
    findApplicable(companyId: number, cartId: number) {
      return db
        .selectFrom('carts')
        .select(['id', 'status'])
        .where('id', '=', cartId)
        .where('company_id', '=', companyId)
        .where('service', '=', service)
        .where('status', '!=', 'DELETED')
        .executeTakeFirst();
    },

    /** The cart once applied for, unless something (a sending, another application) changed its status meanwhile. */
    async markApplied(cartId: number, nowIso: string): Promise<boolean> {
      const result = await db
        .updateTable('carts')
        .set({ status: 'APPLIED', applied_at: nowIso, updated_at: nowIso })
        .where('id', '=', cartId)
        .where('status', 'in', ['OPEN', 'RECEIVED'])
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
