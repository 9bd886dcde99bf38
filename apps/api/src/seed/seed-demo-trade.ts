import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createBookingsRepository } from '../modules/bookings/bookings.repository';
import { createInventoryService, slotProduct } from '../modules/inventory';

const AGENCY = '0000A00001';
const ADVERTISER = '0000B00001';

/**
 * The demo's trade, written through the same tables, bookings repository and inventory service
 * the buying loop uses, so its badges are the ones real actions light: the agency has a cart with slots (red) and one the
 * demo advertiser sent it (blue), a booking the demo station has answered (red dot on 申込一覧);
 * the advertiser has a cart with slots (red); the demo station has a new reception (red dot).
 * Written once, when the demo agency has no TV booking yet, and never rewritten.
 */
export async function seedDemoTrade(db: AppDatabase, options: { today: string }): Promise<void> {
  const { db: trx, unitOfWork } = createUnitOfWork(db);
  const bookings = createBookingsRepository(trx);
  // The seed's day, at noon in Tokyo: what the units are held and sold on (and `today`'s sales periods).
  const inventory = createInventoryService(trx, () => Date.parse(`${options.today}T03:00:00.000Z`));
  const nowIso = new Date().toISOString();

  await unitOfWork.run(async () => {
    const companies = await trx
      .selectFrom('companies')
      .select(['id', 'code'])
      .where('code', 'in', [AGENCY, ADVERTISER])
      .execute();
    const agencyId = companies.find((company) => company.code === AGENCY)?.id;
    const advertiserCompanyId = companies.find((company) => company.code === ADVERTISER)?.id;
    if (agencyId === undefined || advertiserCompanyId === undefined) return;
    const seeded = await trx
      .selectFrom('bookings')
      .select('id')
      .where('buyer_company_id', '=', agencyId)
      .where('service', '=', 'TV')
      .executeTakeFirst();
    if (seeded) return;

    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where('account', 'in', ['agency-admin@demo.tvcm.jp', 'advertiser@demo.tvcm.jp', 'station-admin@demo.tvcm.jp'])
      .execute();
    const userId = (account: string) => users.find((user) => user.account === account)?.id ?? null;
    const advertiserOf = (companyId: number) =>
      trx
        .selectFrom('advertisers')
        .select('id')
        .where('company_id', '=', companyId)
        .where('archived_at', 'is', null)
        .orderBy('code')
        .executeTakeFirst();

    /** Slots on sale today with at least two units left, on one station, taken in air order. */
    const taken = new Set<number>();
    async function slotsOf(stationCode: string, count: number) {
      const rows = await trx
        .selectFrom('slots')
        .innerJoin('stations', 'stations.id', 'slots.station_id')
        .select(['slots.id', 'slots.price', 'slots.station_id', 'stations.company_id', 'slots.area_code', 'slots.broadcast_date'])
        .where('stations.code', '=', stationCode)
        .where('slots.status', '=', 'ON_SALE')
        .where('slots.sales_start', '<=', options.today)
        .where('slots.sales_end', '>=', options.today)
        // As one expression: Kysely does not parenthesise a nested operation, so on_sale − (held + sold)
        // would compile to on_sale − held + sold and pick slots with nothing left to hold.
        .where(sql<boolean>`slots.units_on_sale - slots.units_held - slots.units_sold >= 2`)
        .orderBy('slots.broadcast_date')
        .orderBy('slots.start_second')
        .limit(count * 20)
        .execute();
      // Spread over the day rather than one break after another.
      const picked = rows
        .filter((_, index) => index % 7 === 3)
        .filter((row) => !taken.has(row.id))
        .slice(0, count);
      for (const row of picked) taken.add(row.id);
      return picked;
    }

    async function cart(values: {
      companyId: number;
      name: string;
      status: 'OPEN' | 'SENT' | 'RECEIVED';
      createdBy: number | null;
      sentBy?: number;
      slots: { id: number; area_code: string }[];
    }) {
      const first = values.slots[0];
      if (!first) return;
      const { id } = await trx
        .insertInto('carts')
        .values({
          company_id: values.companyId,
          recipient_company_id: null,
          service: 'TV',
          status: values.status,
          area: first.area_code,
          name: values.name,
          created_by_user_id: values.createdBy,
          sent_by_company_id: values.sentBy ?? null,
          sent_at: values.sentBy ? nowIso : null,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('cart_items')
        .values(
          values.slots.map((slot) => ({
            cart_id: id,
            slot_id: slot.id,
            area_code: slot.area_code,
            quantity: 1,
            added_at: nowIso,
          })),
        )
        .execute();
    }

    const agencyUser = userId('agency-admin@demo.tvcm.jp');
    const advertiserUser = userId('advertiser@demo.tvcm.jp');
    await cart({
      companyId: agencyId,
      name: '関東 年末スポット案',
      status: 'OPEN',
      createdBy: agencyUser,
      slots: await slotsOf('kanto-JNN', 3),
    });
    await cart({
      companyId: advertiserCompanyId,
      name: '関西 新商品スポット',
      status: 'OPEN',
      createdBy: advertiserUser,
      slots: await slotsOf('kansai-NNN', 2),
    });
    const sentSlots = await slotsOf('kanto-FNN', 2);
    await cart({
      companyId: advertiserCompanyId,
      name: '関東 ご提案依頼',
      status: 'SENT',
      createdBy: advertiserUser,
      slots: sentSlots,
    });
    await cart({
      companyId: agencyId,
      name: '関東 ご提案依頼',
      status: 'RECEIVED',
      createdBy: advertiserUser,
      sentBy: advertiserCompanyId,
      slots: sentSlots,
    });

    /** An application to the demo station, as the buying loop writes one. */
    async function application(buyerCompanyId: number, buyerUserId: number | null, productName: string) {
      const advertiser = await advertiserOf(buyerCompanyId);
      const slots = await slotsOf('kanto-NNN', 2);
      const first = slots[0];
      if (!advertiser || !first || buyerUserId === null) return undefined;
      for (const slot of slots) await inventory.hold(slotProduct(slot.id), 1);
      const { id } = await bookings.insertBooking({
        buyerCompanyId,
        sellerCompanyId: first.company_id,
        stationId: first.station_id,
        cartId: null,
        userId: buyerUserId,
        advertiserId: advertiser.id,
        productName,
        cmLengthSeconds: 15,
        materialNote: '素材は放送日の5営業日前までに搬入します。',
        contactName: '担当者',
        contactPhone: '03-0000-0000',
        nowIso,
      });
      await bookings.insertItems(
        slots.map((slot) => ({ bookingId: id, product: slotProduct(slot.id), target: null, units: 1, unitPrice: slot.price })),
      );
      const dates = slots.map((slot) => slot.broadcast_date).sort();
      await bookings.setAirPeriod(id, { from: dates[0] ?? '', to: dates.at(-1) ?? '' });
      const actor = { userId: buyerUserId, companyId: buyerCompanyId };
      await bookings.recordStatus(id, null, 'APPLIED', actor, nowIso);
      await bookings.insertMessage({ bookingId: id, side: 'BUYER', kind: 'APPLICATION', body: '', userId: buyerUserId, nowIso });
      return { id, slots, stationCompanyId: first.company_id };
    }

    // The agency's application, answered by the station with its contract notice: not yet opened.
    const answered = await application(agencyId, agencyUser, 'さくらおにぎり 年末キャンペーン');
    const stationUser = userId('station-admin@demo.tvcm.jp');
    if (answered && stationUser !== null) {
      const station = { userId: stationUser, companyId: answered.stationCompanyId };
      await bookings.markOpened('station', answered.id);
      await bookings.transition(answered.id, ['APPLIED'], 'IN_REVIEW', { nowIso });
      await bookings.recordStatus(answered.id, 'APPLIED', 'IN_REVIEW', station, nowIso);
      await bookings.setChecklist(answered.id, {
        screening: true,
        material: true,
        competitors: true,
        units: true,
        timeLimit: true,
      });
      await bookings.setItemsStatus(answered.id, ['APPLIED'], { status: 'CONTRACTED' }, nowIso);
      for (const slot of answered.slots) await inventory.sell(slotProduct(slot.id), 1);
      await bookings.transition(answered.id, ['IN_REVIEW'], 'CONTRACTED', { nowIso, closed: true, buyerAttention: true });
      await bookings.recordStatus(answered.id, 'IN_REVIEW', 'CONTRACTED', station, nowIso);
      await bookings.insertMessage({
        bookingId: answered.id,
        side: 'STATION',
        kind: 'CONTRACT_NOTICE',
        body: 'お申込みいただいた枠はすべて契約成立となりました。',
        userId: stationUser,
        nowIso,
      });
      await bookings.markOpened('station', answered.id);
    }
    // The advertiser's own application, which the station has not opened yet.
    await application(advertiserCompanyId, advertiserUser, 'さくら麦茶 春のキャンペーン');
  });
}
