import type { SlotState } from '@tvcm/contracts';

/** Only slots on sale can go into a cart; the others are shown for planning but cannot be chosen. */
export const isSlotSelectable = (state: SlotState) => state === 'onSale' || state === 'fewLeft';

export type SlotLook = SlotState | 'inCart';

/**
 * How each state looks. The symbol and the label carry the meaning; the colours only repeat it,
 * so the states stay apart without colour vision and in print.
 */
export const SLOT_LOOKS: Record<SlotLook, { symbol: string; border: string; background: string }> = {
  onSale: { symbol: '●', border: '#2e7d32', background: '#ffffff' },
  fewLeft: { symbol: '▲', border: '#e65100', background: '#fff8e1' },
  soldOut: { symbol: '✕', border: '#757575', background: '#eeeeee' },
  outsideSalesPeriod: { symbol: '－', border: '#9e9e9e', background: '#f5f5f5' },
  withdrawn: { symbol: '／', border: '#9e9e9e', background: '#f5f5f5' },
  inCart: { symbol: '✓', border: '#1565c0', background: '#e3f2fd' },
};

export const SLOT_LOOK_ORDER: readonly SlotLook[] = ['onSale', 'fewLeft', 'inCart', 'soldOut', 'outsideSalesPeriod', 'withdrawn'];

export const LAST_MINUTE_COLOUR = '#b71c1c';
