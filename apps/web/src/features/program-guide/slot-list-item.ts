import type { ProgramGuideResponse, SlotListItem } from '@tvcm/contracts';

/**
 * Slot `index` of a timetable answer as the list's item: the answer keeps slots column by column
 * to stay small, and the add-to-cart dialog takes the same item from either view.
 */
export function slotListItemAt(answer: ProgramGuideResponse, index: number): SlotListItem {
  const { slots, programmes } = answer;
  const stationId = slots.stationId[index] as number;
  const station = answer.stations.find((candidate) => candidate.id === stationId);
  const programmeId = slots.programmeId[index] ?? null;
  const programmeIndex = programmeId === null ? -1 : programmes.id.indexOf(programmeId);
  return {
    id: slots.id[index] as number,
    station: {
      id: stationId,
      name: station?.name ?? '',
      shortName: station?.shortName ?? '',
      areaCode: station?.areaCode ?? answer.area.code,
    },
    areaName: answer.area.name,
    programmeTitle: programmeIndex >= 0 ? (programmes.title[programmeIndex] ?? null) : null,
    date: slots.date[index] as string,
    start: slots.start[index] as number,
    length: slots.length[index] as number,
    position: slots.position[index] as SlotListItem['position'],
    kind: slots.kind[index] as number,
    price: slots.price[index] as number,
    remaining: slots.remaining[index] as number,
    salesStart: slots.salesStart[index] as string,
    salesEnd: slots.salesEnd[index] as string,
    state: slots.state[index] as SlotListItem['state'],
    rating: slots.rating[index] ?? null,
    perCost: slots.perCost[index] ?? null,
    cpm: slots.cpm[index] ?? null,
  };
}
