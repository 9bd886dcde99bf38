import type { ProgramGuideQueryInput } from '@tvcm/contracts';
import {
  type CmRatingSettingForm,
  type SearchConditionForm,
  toProgramGuideQuery,
} from '../../../features/program-guide/search-conditions';

/** The week view shows one station, so only that station is asked for. */
export function weekStationOf(form: SearchConditionForm): number | null {
  return form.view === 'week' ? (form.stationIds[0] ?? null) : null;
}

export function timetableQueryOf(form: SearchConditionForm, rating: CmRatingSettingForm): ProgramGuideQueryInput | null {
  const weekStationId = weekStationOf(form);
  return toProgramGuideQuery(weekStationId === null ? form : { ...form, stationIds: [weekStationId] }, rating);
}
