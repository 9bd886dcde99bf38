import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database';
import { type RatingColumn, ratingSelection, SLOT_LIST_COLUMNS } from '../program-guide/inventory.repository';

/** The TV carts of this module; streaming (CU) carts keep to their own service. */
const SERVICE = 'TV';

export function createCartsRepository(db: AppDatabase) {
  /** A company's live carts with their area, item count, units and value. */
  const summaries = (companyId: number) =>
    db
      .selectFrom('carts')
      .leftJoin('areas', 'areas.code', 'carts.area')
      .leftJoin('cart_items', 'cart_items.cart_id', 'carts.id')
      .leftJoin('slots', 'slots.id', 'cart_items.slot_id')
      .select((eb) => [
        'carts.id',
        'carts.name',
        'carts.status',
        'carts.area',
        'areas.name as area_name',
        'carts.created_at',
        'carts.updated_at',
        eb.fn.count<number>('cart_items.id').as('item_count'),
        eb.fn.coalesce(eb.fn.sum<number>('cart_items.quantity'), sql<number>`0`).as('units'),
        eb.fn.coalesce(eb.fn.sum<number>(sql`cart_items.quantity * slots.price`), sql<number>`0`).as('current_value'),
      ])
      .where('carts.company_id', '=', companyId)
      .where('carts.service', '=', SERVICE)
      .where('carts.status', '!=', 'DELETED')
      .groupBy(['carts.id', 'carts.name', 'carts.status', 'carts.area', 'areas.name', 'carts.created_at', 'carts.updated_at']);

  return {
    listSummaries(companyId: number) {
      return summaries(companyId).orderBy('carts.created_at', 'desc').orderBy('carts.id', 'desc').execute();
    },

    findSummary(companyId: number, cartId: number) {
      return summaries(companyId).where('carts.id', '=', cartId).executeTakeFirst();
    },

    /** The company's cart, if it is live: another company's reads as missing. */
    findOwned(companyId: number, cartId: number) {
      return db
        .selectFrom('carts')
        .leftJoin('areas', 'areas.code', 'carts.area')
        .select(['carts.id', 'carts.area', 'carts.status', 'areas.name as area_name'])
        .where('carts.id', '=', cartId)
        .where('carts.company_id', '=', companyId)
        .where('carts.service', '=', SERVICE)
        .where('carts.status', '!=', 'DELETED')
        .executeTakeFirst();
    },

    async create(values: { companyId: number; userId: number; name: string; nowIso: string }): Promise<number> {
      const { id } = await db
        .insertInto('carts')
        .values({
          company_id: values.companyId,
          recipient_company_id: null,
          service: SERVICE,
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

    findSlot(slotId: number) {
      return db
        .selectFrom('slots')
        .innerJoin('stations', 'stations.id', 'slots.station_id')
        .select([
          'slots.id',
          'slots.area_code',
          'slots.station_id',
          'stations.company_id as station_company_id',
          'slots.units_on_sale',
          'slots.units_held',
          'slots.units_sold',
          'slots.sales_start',
          'slots.sales_end',
          'slots.status',
        ])
        .where('slots.id', '=', slotId)
        .executeTakeFirst();
    },

    async quantityInCart(cartId: number, slotId: number): Promise<number> {
      const row = await db
        .selectFrom('cart_items')
        .select('quantity')
        .where('cart_id', '=', cartId)
        .where('slot_id', '=', slotId)
        .executeTakeFirst();
      return row?.quantity ?? 0;
    },

    /** Adds units of a slot: a new line, or more units on the line the slot already has. */
    async addUnits(item: {
      cartId: number;
      slotId: number;
      areaCode: string;
      quantity: number;
      nowIso: string;
    }): Promise<number> {
      const row = await db
        .insertInto('cart_items')
        .values({
          cart_id: item.cartId,
          slot_id: item.slotId,
          area_code: item.areaCode,
          quantity: item.quantity,
          added_at: item.nowIso,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['cart_id', 'slot_id'])
            .doUpdateSet((eb) => ({ quantity: eb('cart_items.quantity', '+', item.quantity) })),
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

    async touch(cartId: number, nowIso: string): Promise<void> {
      await db.updateTable('carts').set({ updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    /** Deleted carts are kept, marked, without their items. */
    async markDeleted(cartId: number, nowIso: string): Promise<void> {
      await db.deleteFrom('cart_items').where('cart_id', '=', cartId).execute();
      await db.updateTable('carts').set({ status: 'DELETED', area: null, updated_at: nowIso }).where('id', '=', cartId).execute();
    },

    /** The cart's lines with their slots, in air order, and the chosen rating. */
    findItems(cartId: number, rating: RatingColumn) {
      return db
        .selectFrom('cart_items')
        .innerJoin('slots', 'slots.id', 'cart_items.slot_id')
        .innerJoin('stations', 'stations.id', 'slots.station_id')
        .innerJoin('areas', 'areas.code', 'slots.area_code')
        .leftJoin('programmes', 'programmes.id', 'slots.programme_id')
        .select(['cart_items.id as item_id', 'cart_items.quantity', ...SLOT_LIST_COLUMNS, ratingSelection(rating)])
        .where('cart_items.cart_id', '=', cartId)
        .orderBy('slots.broadcast_date')
        .orderBy('slots.start_second')
        .orderBy('slots.station_id')
        .execute();
    },
  };
}

export type CartsRepository = ReturnType<typeof createCartsRepository>;
