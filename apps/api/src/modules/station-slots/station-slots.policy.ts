import { AppError } from '../../lib/app-error';
import type { InventoryService } from '../inventory';

/**
 * A station company sees and changes only the slots its own stations sell. Another company's slot
 * answers exactly as a missing one (SLT04001), so slot numbers reveal nothing. An import names
 * stations by code, and the rows of another company's station are refused line by line
 * (notOwnStation) as the file is read.
 */
export const stationSlotsPolicy = {
  async ownSlot(inventory: Pick<InventoryService, 'ownStationSlot'>, caller: { companyId: number }, slotId: number) {
    const slot = await inventory.ownStationSlot(caller.companyId, slotId);
    if (!slot) throw new AppError('slotNotFound');
    return slot;
  },
};
