import {
  type Area,
  addDays,
  datesFrom,
  mondayOf,
  type ProgramGuideQueryInput,
  type ProgramGuideView,
  type RatingType,
  type SlotFigure,
  type SlotKind,
  type SlotLength,
  type SlotListQueryInput,
  type SlotPosition,
  type SlotSort,
  type Target,
  TIME_BAND_PRESETS,
  type TimeBandPreset,
} from '@tvcm/contracts';

/** A business date, `yyyy-MM-dd` in JST; `null` while not chosen. Strings survive session storage as they are. */
export type BusinessDate = string | null;

/**
 * The timetable's search conditions (SPEC.md §3 `searchConditionForm`). Plain data, so it survives
 * session storage; `null` and empty lists mean "no condition".
 */
export interface SearchConditionForm {
  area: string | null;
  /** Stations to show; empty for every station of the area. */
  stationIds: number[];
  view: ProgramGuideView;
  /** The day shown, or any day of the week shown. */
  date: BusinessDate;
  /** Slots whose sales period overlaps these dates; follows the current sales window until set by hand. */
  salesPeriod: readonly [from: BusinessDate, to: BusinessDate];
  /** Monday 0 … Sunday 6; empty for every day. */
  weekdays: number[];
  /** Seconds from 05:00 on the 29-hour clock; start inclusive, end exclusive. */
  timeFrom: number | null;
  timeTo: number | null;
  /** A named band or buying pattern; it replaces weekdays and times. */
  pattern: TimeBandPreset | null;
  position: SlotPosition | null;
  length: SlotLength | null;
  kind: SlotKind | null;
  maxPrice: number | null;
  maxPerCost: number | null;
  /** 販売中のみ: only slots a buyer can put in a cart today. */
  onSaleOnly: boolean;
}

/** Whose ratings the slots show, and which figure (SPEC.md §3 `cmRatingSettingForm`). */
export interface CmRatingSettingForm {
  target: Target;
  ratingType: RatingType;
  figure: SlotFigure;
  /** A target data segment the company holds a licence for, whose figures replace the target's; absent or null for none. */
  segment?: number | null;
}

export const INITIAL_RATING_SETTING: CmRatingSettingForm = { target: 'household', ratingType: 'realtime', figure: 'perCost' };

export function initialSearchConditionForm(): SearchConditionForm {
  return {
    area: null,
    stationIds: [],
    view: 'day',
    date: null,
    salesPeriod: [null, null],
    weekdays: [],
    timeFrom: null,
    timeTo: null,
    pattern: null,
    position: null,
    length: null,
    kind: null,
    maxPrice: null,
    maxPerCost: null,
    onSaleOnly: false,
  };
}

/**
 * The conditions a visit opens on: the kept ones while their area is still offered, else the
 * first area the user may search with all its stations; the kept date, else the area's first
 * broadcast day with slots on sale (the day on air is mostly sold out or past selling), else the
 * broadcast day on air. Unchanged (the same object) when the kept ones stand.
 */
export function openingConditions(current: SearchConditionForm, areas: readonly Area[], onAir: string): SearchConditionForm {
  const kept = current.area === null ? undefined : areas.find((area) => area.code === current.area);
  const area = kept ?? areas[0];
  if (!area) return current;
  if (kept && current.date) return current;
  return {
    ...current,
    area: area.code,
    stationIds: kept ? current.stationIds : [],
    date: current.date ?? area.firstOnSaleDate ?? onAir,
  };
}

/** Where the form's time band starts, in seconds from 05:00: its preset's earliest band, or its start time; null for the whole day. */
export function bandStartOf(form: Pick<SearchConditionForm, 'pattern' | 'timeFrom'>): number | null {
  if (form.pattern) return Math.min(...TIME_BAND_PRESETS[form.pattern].map((band) => band.from));
  return form.timeFrom;
}

/**
 * The area a slot list opens on: the one it was given (the user's last in the program guide)
 * while it is still offered, else the first area; a list over every area is a choice, not where
 * the lists start.
 */
export function slotListOpeningArea(
  current: Pick<SearchConditionForm, 'area' | 'stationIds'>,
  areas: readonly Area[],
): Pick<SearchConditionForm, 'area' | 'stationIds'> {
  if (current.area !== null && areas.some((area) => area.code === current.area)) return current;
  return { area: areas[0]?.code ?? null, stationIds: [] };
}

/** The dates a search shows: its day, or Monday to Sunday of its week. */
export function shownDates(form: Pick<SearchConditionForm, 'view' | 'date'>): string[] {
  if (!form.date) return [];
  if (form.view === 'day') return [form.date];
  const monday = mondayOf(form.date);
  return datesFrom(monday, addDays(monday, 6));
}

/**
 * The current sales window for the dates shown: slots on sale from today up to the last day shown.
 * The sales period follows it until the user sets one by hand.
 */
export function currentSalesWindow(form: Pick<SearchConditionForm, 'view' | 'date'>, today: string): [string, string] {
  const dates = shownDates(form);
  const last = dates.at(-1) ?? today;
  return [today, last < today ? today : last];
}

/**
 * A sales period set by hand no longer applies once the area changes or the dates shown move
 * past its end: it is not carried over (SPEC.md §8's info message), and the window applies again.
 */
export function manualSalesPeriodStillApplies(previous: SearchConditionForm, next: SearchConditionForm): boolean {
  const [, to] = next.salesPeriod;
  if (previous.area !== next.area) return false;
  const first = shownDates(next)[0];
  return !(to && first && first > to);
}

/** A list as the query string carries it (`stations=3,4`); absent when empty. */
function commaList(values: readonly number[]): string | undefined {
  return values.length > 0 ? values.join(',') : undefined;
}

function conditionsOf(form: SearchConditionForm, rating: CmRatingSettingForm) {
  const [salesFrom, salesTo] = form.salesPeriod;
  return {
    stations: commaList(form.stationIds),
    salesFrom: salesFrom ?? undefined,
    salesTo: salesTo ?? undefined,
    weekdays: form.pattern ? undefined : commaList(form.weekdays),
    timeFrom: form.pattern ? undefined : (form.timeFrom ?? undefined),
    timeTo: form.pattern ? undefined : (form.timeTo ?? undefined),
    pattern: form.pattern ?? undefined,
    position: form.position ?? undefined,
    length: form.length ?? undefined,
    kind: form.kind ?? undefined,
    maxPrice: form.maxPrice ?? undefined,
    maxPerCost: form.maxPerCost ?? undefined,
    onSaleOnly: form.onSaleOnly ? 'true' : undefined,
    target: rating.target,
    ratingType: rating.ratingType,
    segment: rating.segment ? String(rating.segment) : undefined,
  };
}

/** The timetable request for the form, or `null` while its area or date is missing. */
export function toProgramGuideQuery(form: SearchConditionForm, rating: CmRatingSettingForm): ProgramGuideQueryInput | null {
  if (!form.area || !form.date) return null;
  return { area: form.area, view: form.view, date: form.date, ...conditionsOf(form, rating) };
}

export interface SlotListPaging {
  sort: SlotSort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * The slot-list request for the form: the same conditions over the dates shown, one area or (for
 * the slot-list pages) every area the user may see. `null` while the dates are missing.
 */
export function toSlotListQuery(
  form: SearchConditionForm,
  rating: CmRatingSettingForm,
  paging: SlotListPaging,
  dates: readonly string[] = shownDates(form),
): SlotListQueryInput | null {
  const dateFrom = dates[0];
  const dateTo = dates.at(-1);
  if (!dateFrom || !dateTo) return null;
  return { area: form.area ?? undefined, dateFrom, dateTo, ...conditionsOf(form, rating), ...paging };
}
