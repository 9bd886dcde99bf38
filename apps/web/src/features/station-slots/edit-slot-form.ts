import { normaliseText, type StationSlot, type UpdateStationSlotRequest, updateStationSlotRequestSchema } from '@tvcm/contracts';
import { i18n } from '../../lib/i18n';

export type EditSlotValues = Required<UpdateStationSlotRequest>;

/** The fewest units a slot may be on sale with: what is held for applications and sold already. */
export const minimumUnitsOf = (slot: Pick<StationSlot, 'unitsHeld' | 'unitsSold'>) => slot.unitsHeld + slot.unitsSold;

/** A slot with applications keeps selling: withdrawing it would strand them (the API refuses it too). */
export const isWithdrawLocked = (slot: Pick<StationSlot, 'status' | 'hasApplications' | 'unitsHeld'>) =>
  slot.status === 'ON_SALE' && (slot.hasApplications || slot.unitsHeld > 0);

/**
 * The edit form's rules: the contract's, every field filled in, and no fewer units on sale than the
 * slot has held and sold, so the usual refusal is said before anything is sent.
 */
export function editSlotSchema(slot: StationSlot) {
  const minimum = minimumUnitsOf(slot);
  return updateStationSlotRequestSchema.required().superRefine((values, context) => {
    if (values.unitsOnSale < minimum) {
      context.addIssue({
        code: 'custom',
        path: ['unitsOnSale'],
        message: i18n.t('stationSlots.edit.unitsBelowHeldOrSold', { min: minimum }),
      });
    }
  });
}

/**
 * A typed amount as a number: full-width digits and thousands separators as people type them in
 * a Japanese input mode (`１，２００，０００`); empty stays undefined (required), anything else NaN
 * (numeric).
 */
export function amountOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = normaliseText(value).replace(/,/g, '');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

export function defaultValuesOf(slot: StationSlot): EditSlotValues {
  return { price: slot.price, unitsOnSale: slot.unitsOnSale, status: slot.status };
}

/** Only what the form changed is sent: an unchanged status is not a withdrawal to check again. */
export function changesOf(slot: StationSlot, values: EditSlotValues): UpdateStationSlotRequest {
  const before = defaultValuesOf(slot);
  return Object.fromEntries(
    (Object.keys(values) as (keyof EditSlotValues)[])
      .filter((key) => values[key] !== before[key])
      .map((key) => [key, values[key]]),
  ) as UpdateStationSlotRequest;
}
