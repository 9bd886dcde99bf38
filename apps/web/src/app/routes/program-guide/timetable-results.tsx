import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgramGuideQueryInput, ProgramGuideResponse } from '@tvcm/contracts';
import { useDeferredValue } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { Timetable } from '../../../features/program-guide/components/timetable/timetable';
import {
  type CmRatingSettingForm,
  type SearchConditionForm,
  toProgramGuideQuery,
} from '../../../features/program-guide/search-conditions';
import { useTranslation } from '../../../lib/i18n';

/** The week view shows one station, so only that station is asked for. */
export function weekStationOf(form: SearchConditionForm): number | null {
  return form.view === 'week' ? (form.stationIds[0] ?? null) : null;
}

export function timetableQueryOf(form: SearchConditionForm, rating: CmRatingSettingForm): ProgramGuideQueryInput | null {
  const weekStationId = weekStationOf(form);
  return toProgramGuideQuery(weekStationId === null ? form : { ...form, stationIds: [weekStationId] }, rating);
}

interface TimetableResultsProps {
  form: SearchConditionForm;
  figure: CmRatingSettingForm['figure'];
  guide: UseQueryResult<ProgramGuideResponse>;
  slotIdsInCart: ReadonlySet<number>;
  onSelectSlot: (answer: ProgramGuideResponse, slotId: number) => void;
}

/** The search as the broadcast timetable; the previous answer stays on screen while the next one loads. */
export function TimetableResults({ form, figure, guide, slotIdsInCart, onSelectSlot }: TimetableResultsProps) {
  const { t } = useTranslation();
  // An answer is drawn as a transition, in slices the browser can answer input between, and the
  // last one stays until it is ready; the first too (the initial null), not in one long task.
  const answer = useDeferredValue(guide.data ?? null, null);

  if (!answer) return <QueryFallback error={guide.error} />;
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{guide.isFetching && <LinearProgress aria-label={t('programGuidePage.loading')} />}</Box>
      <Timetable
        answer={answer}
        view={form.view}
        weekStationId={weekStationOf(form)}
        figure={figure}
        slotIdsInCart={slotIdsInCart}
        onSelectSlot={(slotId) => onSelectSlot(answer, slotId)}
      />
    </Box>
  );
}
