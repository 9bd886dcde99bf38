import { cpmYen, FEW_UNITS_LEFT, perCostYen, type SlotListItem, type SlotState } from '@tvcm/contracts';
import type { RatedSlotRow } from './slot-columns';

/** What a slot's state depends on: its units, its sales period and whether it is withdrawn. */
export interface SlotUnits {
  units_on_sale: number;
  units_held: number;
  units_sold: number;
  sales_start: string;
  sales_end: string;
  status: string;
}

/** Where a slot on sale stands for a buyer today, from the units it has left and its sales period. */
export function stateOnSale(remaining: number, salesStart: string, salesEnd: string, today: string): SlotState {
  if (remaining <= 0) return 'soldOut';
  if (today < salesStart || today > salesEnd) return 'outsideSalesPeriod';
  return remaining <= FEW_UNITS_LEFT ? 'fewLeft' : 'onSale';
}

/** Where a slot stands for a buyer today. */
export function slotStateOf(slot: SlotUnits, today: string): { state: SlotState; remaining: number } {
  const remaining = slot.units_on_sale - slot.units_held - slot.units_sold;
  if (slot.status === 'WITHDRAWN') return { state: 'withdrawn', remaining };
  const state = stateOnSale(remaining, slot.sales_start, slot.sales_end, today);
  return { state, remaining: state === 'soldOut' ? 0 : remaining };
}

/** Whether a buyer may ask for units of a product in this state (put it in a cart, apply for it). */
export const isOnSale = (state: SlotState): boolean => state === 'onSale' || state === 'fewLeft';

/** A slot as slot lists show it (the slot search, a cart's lines). */
export function toSlotListItem(slot: RatedSlotRow, today: string, universes: ReadonlyMap<string, number>): SlotListItem {
  const { state, remaining } = slotStateOf(slot, today);
  return {
    id: slot.id,
    station: { id: slot.station_id, name: slot.station_name, shortName: slot.station_short_name, areaCode: slot.area_code },
    areaName: slot.area_name,
    programmeTitle: slot.programme_title,
    date: slot.broadcast_date,
    start: slot.start_second,
    length: slot.length_seconds,
    position: slot.position,
    kind: slot.kind,
    price: slot.price,
    remaining,
    salesStart: slot.sales_start,
    salesEnd: slot.sales_end,
    state,
    rating: slot.rating,
    perCost: perCostYen(slot.price, slot.rating),
    cpm: cpmYen(slot.price, slot.rating, universes.get(slot.area_code) ?? null),
  };
}
