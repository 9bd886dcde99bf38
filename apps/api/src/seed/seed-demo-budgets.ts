import { monthsBetween, SALES_BUDGET_MAX } from '@tvcm/contracts';
import { sql } from 'kysely';
import type { AppDatabase } from '../db/database';
import { DEMO_BROADCASTER_CODE } from './inventory/demo-stations';

/** Months before this one and after it that the demo station has budgets for. */
const MONTHS_BEFORE = 3;
const MONTHS_AFTER = 2;
/** A desk budgets a little above what it has sold: pacing then reads as behind, on or ahead of plan. */
const STRETCH = 1.2;
/** Without any sales yet, a share of what is on sale. */
const SHARE_OF_INVENTORY = 0.05;
const ROUNDING = 100_000;

function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const roundBudget = (amount: number) => Math.min(SALES_BUDGET_MAX, Math.max(ROUNDING, Math.ceil(amount / ROUNDING) * ROUNDING));

/**
 * 販売管理's demo budgets: the demo broadcaster's stations, from three months before this one to
 * two months ahead, each sized from what the station sells (its contracted TV sales by broadcast
 * month, or its inventory on sale before it has sold any). Only station-months without a budget
 * get one, so a budget a user set stays.
 */
export async function seedDemoBudgets(db: AppDatabase, options: { today: string }): Promise<void> {
  const stations = await db
    .selectFrom('stations')
    .innerJoin('companies', 'companies.id', 'stations.company_id')
    .select('stations.id')
    .where('companies.code', '=', DEMO_BROADCASTER_CODE)
    .execute();
  if (stations.length === 0) return;
  const stationIds = stations.map((station) => station.id);
  const thisMonth = options.today.slice(0, 7);
  const months = monthsBetween(addMonths(thisMonth, -MONTHS_BEFORE), addMonths(thisMonth, MONTHS_AFTER));
  const first = `${months[0]}-01`;
  const last = `${months.at(-1)}-31`;

  const month = sql<string>`substr(slots.broadcast_date, 1, 7)`;
  const [sold, onSale, existing] = await Promise.all([
    db
      .selectFrom('booking_items')
      .innerJoin('slots', 'slots.id', 'booking_items.slot_id')
      .select([
        'slots.station_id',
        month.as('month'),
        sql<number>`sum(booking_items.units * booking_items.unit_price)`.as('amount'),
      ])
      .where('slots.station_id', 'in', stationIds)
      .where('slots.broadcast_date', '>=', first)
      .where('slots.broadcast_date', '<=', last)
      .where('booking_items.status', '=', 'CONTRACTED')
      .groupBy(['slots.station_id', month])
      .execute(),
    db
      .selectFrom('slots')
      .select(['slots.station_id', month.as('month'), sql<number>`sum(slots.price * slots.units_on_sale)`.as('amount')])
      .where('slots.station_id', 'in', stationIds)
      .where('slots.broadcast_date', '>=', first)
      .where('slots.broadcast_date', '<=', last)
      .where('slots.status', '=', 'ON_SALE')
      .groupBy(['slots.station_id', month])
      .execute(),
    db.selectFrom('station_budgets').select(['station_id', 'month']).where('station_id', 'in', stationIds).execute(),
  ]);
  const keyOf = (stationId: number, of: string) => `${stationId}:${of}`;
  const soldBy = new Map(sold.map((row) => [keyOf(row.station_id, row.month), Number(row.amount)]));
  const onSaleBy = new Map(onSale.map((row) => [keyOf(row.station_id, row.month), Number(row.amount)]));
  const budgeted = new Set(existing.map((row) => keyOf(row.station_id, row.month)));

  const now = new Date().toISOString();
  const rows = stationIds.flatMap((stationId) => {
    const soldMonths = months.map((of) => soldBy.get(keyOf(stationId, of)) ?? 0).filter((amount) => amount > 0);
    const typicalSales = soldMonths.length > 0 ? soldMonths.reduce((sum, amount) => sum + amount, 0) / soldMonths.length : 0;
    const inventory = months.map((of) => onSaleBy.get(keyOf(stationId, of)) ?? 0).filter((amount) => amount > 0);
    const typicalInventory = inventory.length > 0 ? inventory.reduce((sum, amount) => sum + amount, 0) / inventory.length : 0;
    return months
      .filter((of) => !budgeted.has(keyOf(stationId, of)))
      .map((of) => {
        const reference = typicalSales > 0 ? Math.max(typicalSales, soldBy.get(keyOf(stationId, of)) ?? 0) : 0;
        const amount =
          reference > 0 ? reference * STRETCH : (onSaleBy.get(keyOf(stationId, of)) ?? typicalInventory) * SHARE_OF_INVENTORY;
        return { station_id: stationId, month: of, amount: roundBudget(amount), updated_by_user_id: null, updated_at: now };
      });
  });
  if (rows.length > 0) await db.insertInto('station_budgets').values(rows).execute();
}
