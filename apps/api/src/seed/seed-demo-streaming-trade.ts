import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { createUnitOfWork } from '../db/unit-of-work';
import { createBookingsRepository } from '../modules/bookings/bookings.repository';
import { createInventoryService, oneDayProduct, type ProductRef, streamingProduct } from '../modules/inventory';

const AGENCY = '0000A00001';
const ADVERTISER = '0000B00001';

/**
 * The demo's streaming trade, written as seed-demo-trade.ts writes the TV one (the same tables,
 * bookings repository and inventory service), so its four streaming badges are lit by records:
 * the agency has a streaming cart with lines (red) and one the advertiser sent it (blue), and a
 * streaming booking the station has answered (accepted 400,000 of 500,000 impressions); the demo
 * station has a new streaming reception (the advertiser's). Written once, when the demo agency
 * has no streaming booking yet.
 */
export async function seedDemoStreamingTrade(db: AppDatabase, options: { today: string }): Promise<void> {
  const { db: trx, unitOfWork } = createUnitOfWork(db);
  const bookings = createBookingsRepository(trx, 'CU');
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
      .where('service', '=', 'CU')
      .where('station_id', 'is not', null)
      .executeTakeFirst();
    if (seeded) return;

    const users = await trx
      .selectFrom('users')
      .select(['id', 'account'])
      .where('account', 'in', ['agency-admin@demo.tvcm.jp', 'advertiser@demo.tvcm.jp', 'station-admin@demo.tvcm.jp'])
      .execute();
    const userId = (account: string) => users.find((user) => user.account === account)?.id ?? null;

    /** A product of a station on sale today with at least `units` left: the first streaming series, or a 1-day day a week on. */
    async function productOf(stationCode: string, kind: 'STREAMING' | 'ONEDAY', units: number, skip = 0) {
      return trx
        .selectFrom('digital_products')
        .innerJoin('stations', 'stations.id', 'digital_products.station_id')
        .select([
          'digital_products.id',
          'digital_products.area_code',
          'digital_products.station_id',
          'digital_products.unit_price',
          'digital_products.delivery_start',
          'digital_products.delivery_end',
          'stations.company_id',
        ])
        .where('stations.code', '=', stationCode)
        .where('digital_products.kind', '=', kind)
        .where('digital_products.status', '=', 'ON_SALE')
        .where('digital_products.sales_start', '<=', options.today)
        .where('digital_products.sales_end', '>=', options.today)
        .where('digital_products.delivery_start', '>', options.today)
        .where(
          sql<boolean>`digital_products.units_on_sale - digital_products.units_held - digital_products.units_sold >= ${units}`,
        )
        .orderBy('digital_products.delivery_start')
        .orderBy('digital_products.code')
        .offset(skip)
        .limit(1)
        .executeTakeFirst();
    }

    async function cart(values: {
      companyId: number;
      name: string;
      status: 'OPEN' | 'SENT' | 'RECEIVED';
      createdBy: number | null;
      sentBy?: number;
      line: { product: ProductRef; areaCode: string; quantity: number; target: string | null };
    }) {
      const { id } = await trx
        .insertInto('carts')
        .values({
          company_id: values.companyId,
          recipient_company_id: null,
          service: 'CU',
          status: values.status,
          area: values.line.areaCode,
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
        .values({
          cart_id: id,
          product_kind: values.line.product.kind,
          digital_product_id: values.line.product.id,
          area_code: values.line.areaCode,
          quantity: values.line.quantity,
          target: values.line.target,
          added_at: nowIso,
        })
        .execute();
    }

    const agencyUser = userId('agency-admin@demo.tvcm.jp');
    const advertiserUser = userId('advertiser@demo.tvcm.jp');
    const stationUser = userId('station-admin@demo.tvcm.jp');
    const series = await productOf('kanto-JNN', 'STREAMING', 300);
    if (series) {
      await cart({
        companyId: agencyId,
        name: '関東 配信 年末案',
        status: 'OPEN',
        createdBy: agencyUser,
        line: { product: streamingProduct(series.id), areaCode: series.area_code, quantity: 300, target: null },
      });
    }
    const day = await productOf('kanto-FNN', 'ONEDAY', 1);
    if (day) {
      const line = { product: oneDayProduct(day.id), areaCode: day.area_code, quantity: 1, target: null };
      await cart({
        companyId: advertiserCompanyId,
        name: '関東 1day ご提案依頼',
        status: 'SENT',
        createdBy: advertiserUser,
        line,
      });
      await cart({
        companyId: agencyId,
        name: '関東 1day ご提案依頼',
        status: 'RECEIVED',
        createdBy: advertiserUser,
        sentBy: advertiserCompanyId,
        line,
      });
    }

    /** A streaming application to the demo station, as the buying loop writes one. */
    async function application(buyerCompanyId: number, buyerUserId: number | null, productName: string, skip: number) {
      const advertiser = await trx
        .selectFrom('advertisers')
        .select('id')
        .where('company_id', '=', buyerCompanyId)
        .where('archived_at', 'is', null)
        .orderBy('code')
        .executeTakeFirst();
      const product = await productOf('kanto-NNN', 'STREAMING', 500, skip);
      if (!advertiser || !product || buyerUserId === null) return undefined;
      if (!(await inventory.hold(streamingProduct(product.id), 500))) return undefined;
      const { id } = await bookings.insertBooking({
        buyerCompanyId,
        sellerCompanyId: product.company_id,
        stationId: product.station_id,
        cartId: null,
        userId: buyerUserId,
        advertiserId: advertiser.id,
        productName,
        cmLengthSeconds: 15,
        materialNote: '素材は配信開始の5営業日前までに入稿します。',
        contactName: '担当者',
        contactPhone: '03-0000-0000',
        nowIso,
      });
      await bookings.insertItems([
        { bookingId: id, product: streamingProduct(product.id), target: null, units: 500, unitPrice: product.unit_price },
      ]);
      await bookings.setAirPeriod(id, { from: product.delivery_start, to: product.delivery_end });
      await bookings.recordStatus(id, null, 'APPLIED', { userId: buyerUserId, companyId: buyerCompanyId }, nowIso);
      await bookings.insertMessage({ bookingId: id, side: 'BUYER', kind: 'APPLICATION', body: '', userId: buyerUserId, nowIso });
      return { id, product, stationCompanyId: product.company_id };
    }

    // The agency's application: the station accepted 400,000 of the 500,000 impressions and notified.
    const answered = await application(agencyId, agencyUser, 'さくらおにぎり 配信キャンペーン', 0);
    if (answered && stationUser !== null) {
      const station = { userId: stationUser, companyId: answered.stationCompanyId };
      const [item] = await bookings.findItems(answered.id);
      if (item) {
        await inventory.release(streamingProduct(answered.product.id), 100);
        await bookings.decideItem(
          answered.id,
          item.id,
          { status: 'ACCEPTED', reason: null, note: null, units: 400 },
          stationUser,
          nowIso,
        );
      }
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
      await bookings.setItemsStatus(answered.id, ['ACCEPTED'], { status: 'CONTRACTED' }, nowIso);
      await inventory.sell(streamingProduct(answered.product.id), 400);
      await bookings.transition(answered.id, ['IN_REVIEW'], 'CONTRACTED', { nowIso, closed: true, buyerAttention: true });
      await bookings.recordStatus(answered.id, 'IN_REVIEW', 'CONTRACTED', station, nowIso);
      await bookings.insertMessage({
        bookingId: answered.id,
        side: 'STATION',
        kind: 'CONTRACT_NOTICE',
        body: '在庫の都合により400,000インプレッションで契約成立となりました。',
        userId: stationUser,
        nowIso,
      });
    }
    // The advertiser's own streaming application, which the station has not opened yet.
    await application(advertiserCompanyId, advertiserUser, 'さくら麦茶 配信キャンペーン', 1);
  });
}
