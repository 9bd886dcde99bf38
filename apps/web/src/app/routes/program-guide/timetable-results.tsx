import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProgramGuideQueryInput, ProgramGuideResponse } from '@tvcm/contracts';
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

  if (!guide.data) return <QueryFallback error={guide.error} />;
  const answer = guide.data;
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
