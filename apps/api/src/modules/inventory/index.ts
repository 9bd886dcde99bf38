/**
 * The inventory's public face: the one file other modules import from it (ARCHITECTURE.md: a
 * module uses another only through the shared core). The service, and the types and pure helpers
 * that describe what it answers; its repositories stay inside.
 */
export type { StreamingConditions, StreamingPageRequest } from './digital-products.repository';
export { type DigitalSheetLine, digitalSheetColumns, targetingLabel } from './digital-sheet-columns';
export type {
  CellSums,
  SlotConditions,
  SlotPageRequest,
  TargetHourSums,
  TargetSlotPageRequest,
  TargetSlotRow,
} from './inventory.repository';
export { createInventoryService, type InventoryService, type RatingFigures } from './inventory.service';
export {
  compareProducts,
  oneDayProduct,
  PRODUCT_KINDS,
  type ProductAdapter,
  type ProductKind,
  type ProductOffer,
  type ProductRef,
  productKey,
  slotProduct,
  streamingProduct,
  unitPriceOf,
} from './product-kinds';
export { HOUSEHOLD_RATING, type RatedSlotRow, type RatingColumn, ratingColumnOf, type SlotRow } from './slot-columns';
export { isOnSale, type SlotUnits, slotStateOf, stateOnSale, toSlotListItem } from './slot-state';
export { STATION_COLUMNS, type StationColumnsRow, toStation } from './station-columns';
export type {
  DigitalImportState,
  DigitalProductChanges,
  DigitalProductWrite,
  DigitalTargetRecord,
  StationDigitalFilter,
  StationDigitalProductRecord,
} from './station-digital-products.repository';
export type {
  ProgrammeRecord,
  ProgrammeWrite,
  SlotChanges,
  SlotRecord,
  SlotWrite,
  StationInventoryState,
  StationSlotFilter,
} from './station-inventory.repository';
export { inTimetableOrder, type TimetableSlotColumns } from './timetable-columns';
export { type StationVisibility, visibilityOf } from './visibility';
