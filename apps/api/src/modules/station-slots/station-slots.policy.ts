import { AppError } from '../../lib/app-error';
import type { StationSlotsRepository } from './station-slots.repository';

/**
 * A station company sees and changes only the slots its own stations sell. Another company's slot
 * answers exactly as a missing one (SLT04001), so slot numbers reveal nothing. An import names
 * stations by code, and the rows of another company's station are refused line by line
 * (notOwnStation) as the file is read.
 */
export const stationSlotsPolicy = {
  async ownSlot(stationSlots: StationSlotsRepository, caller: { companyId: number }, slotId: number) {
    const slot = await stationSlots.findOwnSlot(caller.companyId, slotId);
    if (!slot) throw new AppError('slotNotFound');
    return slot;
  },
};
