import {
  businessDateOf,
  type DigitalProductKind,
  type RatingType,
  type SlotListItem,
  type Target,
  TRIAL_GRANT_SCOPES,
} from '@tvcm/contracts';
import type { AppDatabase } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createDigitalProducts, targetsByProduct, toOneDayProduct, toStreamingProduct } from './digital-products';
import {
  createDigitalProductsRepository,
  type StreamingConditions,
  type StreamingPageRequest,
} from './digital-products.repository';
import {
  createInventoryRepository,
  type SlotConditions,
  type SlotPageRequest,
  type TargetSlotPageRequest,
} from './inventory.repository';
import { createInventoryVersions } from './inventory-versions';
import { type ProductAdapter, type ProductKind, type ProductOffer, type ProductRef, productKey } from './product-kinds';
import { HOUSEHOLD_RATING, type RatedSlotRow, type RatingColumn, ratingColumnOf, type SlotRow } from './slot-columns';
import { createSlotProducts } from './slot-products';
import { isOnSale, toSlotListItem } from './slot-state';
import {
  createStationDigitalProductsRepository,
  type DigitalImportState,
  type DigitalProductChanges,
  type DigitalProductWrite,
  type StationDigitalFilter,
} from './station-digital-products.repository';
import {
  createStationInventoryRepository,
  type ProgrammeRecord,
  type ProgrammeWrite,
  type SlotChanges,
  type SlotWrite,
  type StationInventoryState,
  type StationSlotFilter,
} from './station-inventory.repository';
import type { StationVisibility } from './visibility';

/** The figures a list of slots is given in: a target and a rating type (SPEC.md's rating settings). */
export interface RatingFigures {
  ratingType: RatingType;
  target: Target;
}

/**
 * The inventory: what the market sells (DOMAIN.md), and the one way other modules reach it. It
 * owns the tables `slots`, `programmes` and `target_universes`, and reads the trial grants and the
 * stations to answer who may see and apply for what. The program guide searches it, carts and
 * bookings look products up by id and move their unit counters (hold, release, sell: each one
 * conditional UPDATE under the table's check), and a station lists, edits and imports its own
 * slots through it. Queries run through `db`, so they join the unit of work under way.
 * docs/decisions/012-inventory-core.md.
 */
/** Target search weighs a target against everyone: individuals, real time. */
const INDIVIDUAL_RATING = ratingColumnOf('realtime', 'individual');

export function createInventoryService(db: AppDatabase, now: Clock) {
  const repository = createInventoryRepository(db);
  const stationInventory = createStationInventoryRepository(db);
  const versions = createInventoryVersions(db);
  const digital = createDigitalProductsRepository(db);
  const stationDigital = createStationDigitalProductsRepository(db);
  const products: Record<ProductKind, ProductAdapter> = {
    slot: createSlotProducts(repository),
    streaming: createDigitalProducts(digital, 'streaming'),
    oneday: createDigitalProducts(digital, 'oneday'),
  };
  const today = () => businessDateOf(now());
  const nowIso = () => new Date(now()).toISOString();

  async function mayView(visibility: StationVisibility, stationCompanyId: number): Promise<boolean> {
    return visibility.kind === 'all' || repository.isGranted(visibility, stationCompanyId, TRIAL_GRANT_SCOPES);
  }

  /** The products that exist, as offers today, by `productKey`: one lookup per kind. */
  async function offers(refs: readonly ProductRef[]): Promise<Map<string, ProductOffer>> {
    const byKind = new Map<ProductKind, number[]>();
    for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
    const found = new Map<string, ProductOffer>();
    const date = today();
    for (const [kind, ids] of byKind) {
      for (const offer of await products[kind].find(ids, date)) found.set(productKey(offer.product), offer);
    }
    return found;
  }

  /**
   * Runs a write with its areas' versions moved (decision 016), through the same `db`. In a
   * transaction (a unit of work) the version moves first: its row is locked before any slot, in
   * every transaction, so two writers never wait for each other crosswise, and both become visible
   * at the commit. Outside one, it moves after the write, and only if the write changed something,
   * so no reader sees the new version before the new data.
   */
  async function versioned<T>(bump: () => Promise<void>, write: () => Promise<T>, wrote: (result: T) => boolean): Promise<T> {
    if (db.isTransaction) {
      await bump();
      return write();
    }
    const result = await write();
    if (wrote(result)) await bump();
    return result;
  }

  // Only the program guide's slots have cached answers to invalidate; digital products are read fresh.
  const bumped = (product: ProductRef, write: () => Promise<boolean>): Promise<boolean> =>
    product.kind === 'slot'
      ? versioned(
          () => versions.bumpSlots([product.id]),
          write,
          (moved) => moved,
        )
      : write();

  /** A counter move of whole units; anything else is refused without asking the database. */
  const move = (product: ProductRef, units: number, write: () => Promise<boolean>): Promise<boolean> =>
    Number.isInteger(units) && units > 0 ? bumped(product, write) : Promise.resolve(false);

  async function slots(ids: readonly number[], rating: RatingColumn = HOUSEHOLD_RATING): Promise<Map<number, RatedSlotRow>> {
    if (ids.length === 0) return new Map();
    return new Map((await repository.findSlotsByIds(ids, rating)).map((row) => [row.id, row]));
  }

  return {
    // ── Visibility: who may see and apply for what ──────────────────────────────────────────

    /** The stations whose products the caller may see (one area's, or all), in timetable order. */
    visibleStations: (visibility: StationVisibility, areaCode?: string) => repository.findStations(visibility, areaCode),

    /** Whether the caller may see (and so put in a cart) the products of this station company. */
    mayView,

    /** Whether the caller may apply for the products of this station company: a trial company needs an APPLY grant in force. */
    async mayApply(visibility: StationVisibility, stationCompanyId: number): Promise<boolean> {
      return visibility.kind === 'all' || repository.isGranted(visibility, stationCompanyId, ['APPLY']);
    },

    // ── The search (the program guide) ──────────────────────────────────────────────────────

    findAreaUniverse: (code: string, target: Target) => repository.findAreaUniverse(code, target),
    firstOnSaleDate: (areaCode: string, visibility: StationVisibility, today: string) =>
      repository.findFirstOnSaleDate(areaCode, visibility, today),
    universesOf: (target: Target) => repository.universesOf(target),
    programmeColumns: (
      areaCode: string,
      dateFrom: string,
      dateTo: string,
      visibility: StationVisibility,
      stationIds?: readonly number[],
    ) => repository.findProgrammeColumns(areaCode, dateFrom, dateTo, visibility, stationIds),
    timetableColumns: (conditions: SlotConditions, visibility: StationVisibility, rating: RatingColumn) =>
      repository.findTimetableColumns(conditions, visibility, rating),
    slotPage: (
      conditions: SlotConditions,
      visibility: StationVisibility,
      figures: RatingFigures,
      page: SlotPageRequest,
    ): Promise<{ rows: RatedSlotRow[]; total: number }> =>
      repository.findSlotPage(conditions, visibility, ratingColumnOf(figures.ratingType, figures.target), figures.target, page),

    // ── Target search (ターゲットから探す) ──────────────────────────────────────────────────

    /** Sums per weekday × hour of the matching slots, for a demographic target against all individuals. */
    targetHourSums: (conditions: SlotConditions, visibility: StationVisibility, figures: RatingFigures) =>
      repository.sumTargetFiguresByHour(
        conditions,
        visibility,
        ratingColumnOf(figures.ratingType, figures.target),
        INDIVIDUAL_RATING,
      ),
    /** Sums per station × broadcast date × hour (a segment's cells), price and whether on sale today, of the matching slots. */
    cellSums: (conditions: SlotConditions, visibility: StationVisibility) =>
      repository.sumSlotsByCell(conditions, visibility, INDIVIDUAL_RATING, today()),
    /** The median per-cost in the target's rating of the matching slots that have one. */
    medianPerCost: (conditions: SlotConditions, visibility: StationVisibility, figures: RatingFigures) =>
      repository.findMedianPerCost(conditions, visibility, ratingColumnOf(figures.ratingType, figures.target)),
    /** A page of slots ranked by a demographic target's index, CPM or per-cost. */
    targetSlotPage: (
      conditions: SlotConditions,
      visibility: StationVisibility,
      figures: RatingFigures & { targetUniverse: number; individualUniverse: number; indexScale: number },
      page: TargetSlotPageRequest,
    ) =>
      repository.findTargetSlotPage(
        conditions,
        visibility,
        {
          target: ratingColumnOf(figures.ratingType, figures.target),
          individual: INDIVIDUAL_RATING,
          targetUniverse: figures.targetUniverse,
          individualUniverse: figures.individualUniverse,
          indexScale: figures.indexScale,
        },
        page,
      ),
    /** Each matching slot's cell, price, individual rating and whether it is on sale today (a segment's list). */
    slotCells: (conditions: SlotConditions, visibility: StationVisibility) =>
      repository.findSlotCells(conditions, visibility, INDIVIDUAL_RATING, today()),

    // ── Streaming and 1-day products (配信サービス販売枠, デジタル1day) ─────────────────────────

    /** One page of the buyers' streaming search, as the contract's products with their targeting. */
    async streamingPage(
      conditions: StreamingConditions,
      visibility: StationVisibility,
      page: Omit<StreamingPageRequest, 'today'>,
    ) {
      const date = today();
      const { rows, total } = await digital.findStreamingPage(conditions, visibility, { ...page, today: date });
      const targets = targetsByProduct(await digital.findTargets(rows.map((row) => row.id)));
      return { items: rows.map((row) => toStreamingProduct(row, targets.get(row.id) ?? [], date)), total };
    },

    /** The 1-day products of these days (a calendar of days × surfaces). */
    async oneDayCalendar(
      conditions: { areaCode?: string; stationId?: number; from: string; to: string },
      visibility: StationVisibility,
    ) {
      const date = today();
      return (await digital.findOneDayCalendar(conditions, visibility)).map((row) => toOneDayProduct(row, date));
    },

    /** Streaming products of these ids as the contract shows them, by id (cart lines, booking items). */
    async streamingProducts(ids: readonly number[]) {
      const date = today();
      const rows = (await digital.findByIds(ids)).filter((row) => row.kind === 'STREAMING');
      const targets = targetsByProduct(await digital.findTargets(rows.map((row) => row.id)));
      return new Map(rows.map((row) => [row.id, toStreamingProduct(row, targets.get(row.id) ?? [], date)]));
    },

    /** 1-day products of these ids as the contract shows them, by id. */
    async oneDayProducts(ids: readonly number[]) {
      const date = today();
      const rows = (await digital.findByIds(ids)).filter((row) => row.kind === 'ONEDAY');
      return new Map(rows.map((row) => [row.id, toOneDayProduct(row, date)]));
    },

    // ── Products by id (carts' lines, bookings' items) ──────────────────────────────────────

    offers,

    /**
     * The offer if the caller may ask for `units` of the product now: one they may see, on sale
     * today, with that many left. Undefined otherwise, whichever of these it fails.
     */
    async addable(visibility: StationVisibility, product: ProductRef, units: number): Promise<ProductOffer | undefined> {
      const offer = (await offers([product])).get(productKey(product));
      if (!offer || !(await mayView(visibility, offer.stationCompanyId))) return undefined;
      return isOnSale(offer.state) && units <= offer.remaining ? offer : undefined;
    },

    /** The slots of these ids that exist, with their station, area and programme, by id; `rating` households' real time unless asked. */
    slots,

    /** The slots of these ids as slot lists show them today, in the figures asked for, by id. */
    async slotListItems(ids: readonly number[], figures: RatingFigures): Promise<Map<number, SlotListItem>> {
      const [rows, universes] = await Promise.all([
        slots(ids, ratingColumnOf(figures.ratingType, figures.target)),
        repository.universesOf(figures.target),
      ]);
      const date = today();
      return new Map([...rows].map(([id, row]) => [id, toSlotListItem(row, date, universes)]));
    },

    // ── Unit counters: each one conditional UPDATE, false (nothing changed) when refused ───────

    /** Holds units for an application, if the product is on sale today and that many are unclaimed. */
    hold: (product: ProductRef, units: number) =>
      move(product, units, () => products[product.kind].hold(product.id, units, today(), nowIso())),

    /** Gives held units back to sale (a declined item, a cancellation), if that many are held. */
    release: (product: ProductRef, units: number) =>
      move(product, units, () => products[product.kind].release(product.id, units, nowIso())),

    /** Turns held units into sold ones (the contract notice), if that many are held. */
    sell: (product: ProductRef, units: number) =>
      move(product, units, () => products[product.kind].sell(product.id, units, nowIso())),

    // ── A station's own slots (`/station/import_cm`) ─────────────────────────────────────────

    stationSlotPage: (filter: StationSlotFilter): Promise<{ rows: SlotRow[]; total: number }> =>
      stationInventory.findStationSlotPage(filter),

    /** The stations' programmes over the days: what the slot list's export names each slot's programme from. */
    stationProgrammes: (stationIds: readonly number[], dateFrom: string, dateTo: string): Promise<ProgrammeRecord[]> =>
      stationInventory.findProgrammes(stationIds, dateFrom, dateTo),

    /** The slot if one of the company's stations sells it; another company's reads as missing. */
    ownStationSlot: (companyId: number, slotId: number): Promise<SlotRow | undefined> =>
      stationInventory.findOwnSlot(companyId, slotId),

    /** A desk's edit (price, units, withdrawing, putting back) in one conditional UPDATE; false when refused. */
    updateStationSlot: (slotId: number, changes: SlotChanges) =>
      bumped({ kind: 'slot', id: slotId }, () => stationInventory.updateSlot(slotId, changes, nowIso())),

    /** What an import compares its rows with; `lock` locks the slots on PostgreSQL for the commit. */
    importState: (
      stationIds: readonly number[],
      dateFrom: string,
      dateTo: string,
      lock: boolean,
    ): Promise<StationInventoryState> =>
      // The commit's read locks the slots it will write: their areas' versions are locked first (see `versioned`).
      lock && db.isTransaction
        ? versions.bumpStations(stationIds).then(() => stationInventory.findImportState(stationIds, dateFrom, dateTo, lock))
        : stationInventory.findImportState(stationIds, dateFrom, dateTo, lock),

    upsertProgrammes: (programmes: readonly ProgrammeWrite[]): Promise<Map<string, number>> =>
      versioned(
        () => versions.bumpAreas(programmes.map((programme) => programme.areaCode)),
        () => stationInventory.upsertProgrammes(programmes),
        () => programmes.length > 0,
      ),

    /** Creates or changes the slots; answers how many it wrote (a change below held + sold units is not). */
    upsertSlots: (rows: readonly SlotWrite[], writtenAt: string): Promise<number> =>
      versioned(
        () => versions.bumpAreas(rows.map((row) => row.areaCode)),
        () => stationInventory.upsertSlots(rows, writtenAt),
        (written) => written > 0,
      ),

    // ── A station's own streaming and 1-day products (`/station/import_cu`, `/station/import_oneday`) ──

    stationDigitalProductPage: (filter: StationDigitalFilter) => stationDigital.findPage(filter),

    /** The products' targeting options, by product. */
    digitalProductTargets: (productIds: readonly number[]) => stationDigital.findTargets(productIds),

    /** The product if it is of the kind and one of the company's stations sells it; another company's reads as missing. */
    ownDigitalProduct: (companyId: number, kind: DigitalProductKind, productId: number) =>
      stationDigital.findOwn(companyId, kind, productId),

    /** A desk's edit in one conditional UPDATE; false when refused (below held + sold or the minimum, withdrawing with units held). */
    updateDigitalProduct: (productId: number, changes: DigitalProductChanges) =>
      stationDigital.update(productId, changes, nowIso()),

    /** What a digital import compares its rows with; `lock` locks the products on PostgreSQL for the commit. */
    digitalImportState: (
      kind: DigitalProductKind,
      stationIds: readonly number[],
      deliveryFrom: string,
      deliveryTo: string,
      lock: boolean,
    ): Promise<DigitalImportState> => stationDigital.findImportState(kind, stationIds, deliveryFrom, deliveryTo, lock),

    /** Creates or changes the products and their targeting; answers how many it wrote (a change below held + sold is not). */
    upsertDigitalProducts: (rows: readonly DigitalProductWrite[], writtenAt: string): Promise<number> =>
      stationDigital.upsert(rows, writtenAt),

    // ── The inventory's version (decision 016) ───────────────────────────────────────────────

    /** The area's version now: it moves with every write to the area's slots or programmes. */
    versionOf: (areaCode: string): Promise<number> => versions.of(areaCode),
  };
}

export type InventoryService = ReturnType<typeof createInventoryService>;
