import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgramGuideResponse } from '@tvcm/contracts';
import { useDeferredValue, useId } from 'react';
import { InlineQueryFallback } from '../../../components/inline-query-fallback';
import { Timetable } from '../../../features/program-guide/components/timetable/timetable';
import { TimetableKey } from '../../../features/program-guide/components/timetable/timetable-key';
import { SCROLLER_HEIGHT_CSS } from '../../../features/program-guide/components/timetable/timetable-layout';
import {
  bandStartOf,
  type CmRatingSettingForm,
  type SearchConditionForm,
} from '../../../features/program-guide/search-conditions';
import { useTranslation } from '../../../lib/i18n';
import { weekStationOf } from './timetable-query';

interface TimetableResultsProps {
  form: SearchConditionForm;
  figure: CmRatingSettingForm['figure'];
  guide: UseQueryResult<ProgramGuideResponse>;
  slotIdsInCart: ReadonlySet<number>;
  onSelectSlot: (answer: ProgramGuideResponse, slotId: number) => void;
}

/**
 * The search as the broadcast timetable; the previous answer stays on screen while the next one
 * loads. Until the first has come, its key and a loading status hold the grid's place, so the
 * conditions above stay in use and nothing moves when it arrives.
 */
export function TimetableResults({ form, figure, guide, slotIdsInCart, onSelectSlot }: TimetableResultsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  // An answer is drawn as a transition, in slices the browser can answer input between, and the
  // last one stays until it is ready; the first too (the initial null), not in one long task.
  const answer = useDeferredValue(guide.data ?? null, null);

  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{guide.isFetching && answer && <LinearProgress aria-label={t('programGuidePage.loading')} />}</Box>
      <TimetableKey hintId={hintId} />
      {answer ? (
        <Timetable
          answer={answer}
          view={form.view}
          weekStationId={weekStationOf(form)}
          figure={figure}
          slotIdsInCart={slotIdsInCart}
          onSelectSlot={(slotId) => onSelectSlot(answer, slotId)}
          hintId={hintId}
          bandStart={bandStartOf(form)}
        />
      ) : (
        <Box sx={{ height: SCROLLER_HEIGHT_CSS }}>
          <InlineQueryFallback error={guide.error} />
        </Box>
      )}
    </Box>
  );
}
