import { broadcastDateOf } from '@tvcm/contracts';
import { getAreas, getProgramGuide, inventoryKeys } from '../../../features/program-guide/api/inventory-calls';
import { toSearchParams } from '../../../features/program-guide/api/query-string';
import { openingConditions } from '../../../features/program-guide/search-conditions';
import { useProgramGuideStore } from '../../../features/program-guide/store';
import { offerEarlyAnswer } from '../../../lib/early-answers';
import { stationPrefilterOf } from '../../../lib/inventory-links';
import { timetableQueryOf } from './timetable-query';

/**
 * For the program guide opened from its address: asks for the areas, and then for the timetable
 * the page will open on (its kept conditions, or a first visit's), while the page's code is still
 * downloading; the page's queries take the answers. The grid's answer is asked for only when the
 * page will show the grid on the conditions it keeps.
 */
export function requestProgramGuideEarly(search: string): void {
  const areas = getAreas();
  offerEarlyAnswer(inventoryKeys.areas(), areas);
  areas.then(
    (answer) => {
      const state = useProgramGuideStore.getState();
      // A station named in the address changes the conditions once the page has them (use-station-prefilter.ts).
      if (state.resultLayout !== 'grid' || stationPrefilterOf(new URLSearchParams(search))) return;
      const form = openingConditions(state.searchConditionForm, answer.areas, broadcastDateOf(Date.now()));
      const query = timetableQueryOf(form, state.cmRatingSettingForm);
      if (query) offerEarlyAnswer(inventoryKeys.programGuide(toSearchParams(query)), getProgramGuide(query));
    },
    () => undefined,
  );
}
