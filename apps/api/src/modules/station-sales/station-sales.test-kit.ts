import type { BookingItemStatus, DeclineReason, Industry } from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import { createBooking, createSlot } from '../../test/factories';

let advertiserCodes = 0;

/** An advertiser of the buying company, in an industry. */
export async function createAdvertiser(db: AppDatabase, values: { companyId: number; name: string; industry: Industry }) {
  advertiserCodes += 1;
  const now = new Date().toISOString();
  return db
    .insertInto('advertisers')
    .values({
      company_id: values.companyId,
      code: String(advertiserCodes).padStart(4, '0'),
      name: values.name,
      industry: values.industry,
      linked_company_id: null,
      created_at: now,
      updated_at: now,
      archived_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/**
 * A slot as the sales figures read it: the factory's slot with its kind (1 normal, 2 last-minute),
 * real-time household rating, counters and, with a title, a programme around it.
 */
export async function createSalesSlot(
  db: AppDatabase,
  values: Parameters<typeof createSlot>[1] & { kind?: 1 | 2; programmeTitle?: string },
) {
  const { kind, programmeTitle, ...slot } = values;
  const { id } = await createSlot(db, slot);
  const row = await db.selectFrom('slots').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let programmeId: number | null = null;
  if (programmeTitle) {
    const programme = await db
      .insertInto('programmes')
      .values({
        station_id: row.station_id,
        area_code: row.area_code,
        broadcast_date: row.broadcast_date,
        start_second: row.start_second,
        end_second: Math.min(86_400, row.start_second + 3_600),
        title: programmeTitle,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    programmeId = programme.id;
  }
  await db
    .updateTable('slots')
    .set({ kind: kind ?? 1, programme_id: programmeId })
    .where('id', '=', id)
    .execute();
  return { id };
}

export interface SaleItem {
  slotId?: number;
  /** A streaming or 1-day product instead of a slot. */
  digital?: { productId: number; kind: 'streaming' | 'oneday' };
  units: number;
  unitPrice: number;
  status: BookingItemStatus;
  declineReason?: DeclineReason;
  /** When the station decided the item (UTC ISO), as the booking review stamps it. */
  decidedAt?: string;
}

/**
 * A booking from a buyer to the station's company with items as the booking review leaves them:
 * each its status, decline reason and decision time; the booking closed at `closedAt` (契約成立 or
 * another end) or still open without it.
 */
export async function createSale(
  db: AppDatabase,
  values: {
    buyerCompanyId: number;
    sellerCompanyId: number;
    stationId: number;
    advertiserId: number;
    closedAt?: string;
    items: readonly SaleItem[];
  },
) {
  const booking = await createBooking(db, {
    buyerCompanyId: values.buyerCompanyId,
    sellerCompanyId: values.sellerCompanyId,
    stationId: values.stationId,
    advertiserId: values.advertiserId,
    status: values.closedAt ? 'CONTRACTED' : 'IN_REVIEW',
  });
  if (values.closedAt) {
    await db.updateTable('bookings').set({ closed_at: values.closedAt }).where('id', '=', booking.id).execute();
  }
  await db
    .insertInto('booking_items')
    .values(
      values.items.map((item) => ({
        booking_id: booking.id,
        product_kind: item.digital?.kind ?? 'slot',
        slot_id: item.slotId ?? null,
        digital_product_id: item.digital?.productId ?? null,
        units: item.units,
        unit_price: item.unitPrice,
        status: item.status,
        decline_reason: item.status === 'DECLINED' ? (item.declineReason ?? 'OTHER') : null,
        decided_at: item.decidedAt ?? null,
      })),
    )
    .execute();
  return booking;
}

/** What the bookings say was contracted: Σ units × unit price of the contracted items. */
export const contractedAmount = (items: readonly SaleItem[]) =>
  items.filter((item) => item.status === 'CONTRACTED').reduce((sum, item) => sum + item.units * item.unitPrice, 0);
