import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import {
  type CartableSlot,
  type CartFigureQuery,
  TARGET_BARGAIN_INDEX,
  TARGET_SEARCH_SORTS,
  type TargetSlot,
  type TargetSlotsResponse,
} from '@tvcm/contracts';
import { type ComponentType, useId, useState } from 'react';
import { QueryFallback } from '../../../components/query-fallback';
import { TablePages } from '../../../components/table-pages';
import { useAreas } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatRating, formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { useLicensedSegments } from '../../../lib/licensed-segments-query';
import { useListFilters } from '../../../lib/list-filters';
import { useTargetHeatmap } from '../api/get-target-heatmap';
import { useTargetSlots } from '../api/get-target-slots';
import { targetSearchKeys } from '../api/target-data-keys';
import { requestsOf, targetSearchAddressSchema } from '../target-search-query';
import { TargetHeatmap } from './target-heatmap';
import { TargetSearchConditions } from './target-search-conditions';
import { TargetSlotTable } from './target-slot-table';

/** What the page hands the carts' add-to-cart dialog (the app composes the two). */
export interface TargetSearchCartDialogProps {
  open: boolean;
  slots: CartableSlot[];
  figures: CartFigureQuery;
  onClose: () => void;
  onInventoryChanged: () => void;
}

/** A ranked slot as the cart dialog shows it: the search's area is the slot's. */
const cartableSlot = (slot: TargetSlot, area: { code: string; name: string }): CartableSlot => ({
  id: slot.id,
  station: { ...slot.station, areaCode: area.code },
  areaName: area.name,
  programmeTitle: slot.programmeTitle,
  date: slot.date,
  start: slot.start,
  length: slot.length,
  position: slot.position,
  kind: slot.kind,
  price: slot.price,
  remaining: slot.remaining,
  state: slot.state,
  rating: slot.rating,
  perCost: slot.perCost,
  cpm: slot.cpm,
});

/**
 * `/agency/target_search` ターゲットから探す: for a demographic or a licensed segment, an area, a
 * period and a buying pattern, the weekday × hour heat map of the target's index and the slots
 * ranked by index, CPM or per-cost with the 穴場枠 marked; a slot goes into a cart through the
 * carts' dialog, as in the program guide. Every condition lives in the address.
 */
export function TargetSearchPage({ CartDialog }: { CartDialog: ComponentType<TargetSearchCartDialogProps> }) {
  const { t } = useTranslation();
  const title = t('targetData.search.title');
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const { query: address, setQuery } = useListFilters(targetSearchAddressSchema);
  const areas = useAreas();
  const licensed = useLicensedSegments();
  const areaList = areas.data?.areas ?? [];
  const area = areaList.find((candidate) => candidate.code === address.area) ?? areaList[0];
  // A segment whose licence has ended (or a hand-typed id) falls back to the demographic target.
  const segment = licensed.data?.segments.find((candidate) => candidate.id === address.segment);
  const segmentId = licensed.data ? segment?.id : address.segment;
  const requests = area ? requestsOf(address, area, segmentId) : null;
  const heatmap = useTargetHeatmap(requests?.heatmap ?? null);
  const slots = useTargetSlots(requests?.slots ?? null);
  const [adding, setAdding] = useState<CartableSlot[]>([]);
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <Stack spacing={2.5} sx={{ minWidth: 0 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('targetData.search.lead')}
      </Typography>
      {!areas.data || !requests || !area ? (
        <QueryFallback error={areas.error} />
      ) : (
        <>
          <TargetSearchConditions
            key={`${requests.heatmap.dateFrom}-${requests.heatmap.dateTo}-${area.code}`}
            areas={areaList}
            areaCode={area.code}
            period={{ dateFrom: requests.heatmap.dateFrom, dateTo: requests.heatmap.dateTo }}
            target={address.target}
            ratingType={address.ratingType}
            segmentId={segmentId}
            segments={licensed.data?.segments ?? []}
            pattern={address.pattern}
            onChange={(changes) => setQuery(changes)}
          />
          {heatmap.data && (
            <AnswerFacts
              averageShare={heatmap.data.averageShare}
              medianPerCost={heatmap.data.medianPerCost}
              estimates={heatmap.data.figuresAreEstimates}
              segmentName={heatmap.data.segment ? t('targetData.search.segmentOf', heatmap.data.segment) : null}
            />
          )}
          {heatmap.data ? (
            <TargetHeatmap
              answer={heatmap.data}
              figure={address.figure}
              onFigureChange={(figure) => setQuery({ figure, page: address.page })}
            />
          ) : (
            <QueryFallback error={heatmap.error} />
          )}
          <RankedSlots
            answer={slots.data}
            error={slots.error}
            sort={address.sort}
            bargainsOnly={address.bargainsOnly}
            onChange={(changes) => setQuery(changes)}
            onPage={(page) => setQuery({ page })}
            onAdd={(slot) => {
              setAdding([cartableSlot(slot, area)]);
              setDialogOpen(true);
            }}
          />
        </>
      )}
      <CartDialog
        open={dialogOpen}
        slots={adding}
        figures={{ target: address.target, ratingType: address.ratingType }}
        onClose={() => setDialogOpen(false)}
        onInventoryChanged={() => void queryClient.invalidateQueries({ queryKey: targetSearchKeys.all })}
      />
    </Stack>
  );
}

interface AnswerFactsProps {
  averageShare: number | null;
  medianPerCost: number | null;
  estimates: boolean;
  segmentName: string | null;
}

/** The line the index and 穴場 are measured against: the area's average share and the median per-cost. */
function AnswerFacts({ averageShare, medianPerCost, estimates, segmentName }: AnswerFactsProps) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {segmentName && <Chip size="small" color="primary" variant="outlined" label={segmentName} />}
      <Typography variant="body2">{t('targetData.search.averageShare', { share: formatRating(averageShare) })}</Typography>
      <Typography variant="body2">{t('targetData.search.medianPerCost', { perCost: formatYen(medianPerCost) })}</Typography>
      {estimates && <Chip size="small" label={t('targetData.estimate')} tabIndex={0} aria-describedby={noteId} />}
      {estimates && (
        <Typography id={noteId} variant="caption" color="text.secondary">
          {t('targetData.estimateNote')}
        </Typography>
      )}
    </Stack>
  );
}

interface RankedSlotsProps {
  answer: TargetSlotsResponse | undefined;
  error: unknown;
  sort: (typeof TARGET_SEARCH_SORTS)[number];
  bargainsOnly: boolean;
  onChange: (changes: { sort?: (typeof TARGET_SEARCH_SORTS)[number]; bargainsOnly?: boolean }) => void;
  onPage: (page: number) => void;
  onAdd: (slot: TargetSlot) => void;
}

function RankedSlots({ answer, error, sort, bargainsOnly, onChange, onPage, onAdd }: RankedSlotsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('targetData.search.slots.heading')}
        </Typography>
        {answer && <Typography variant="body2">{t('targetData.search.slots.count', { total: answer.total })}</Typography>}
        <TextField
          select
          size="small"
          label={t('targetData.search.slots.sort')}
          value={sort}
          onChange={(event) => onChange({ sort: event.target.value as RankedSlotsProps['sort'] })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {TARGET_SEARCH_SORTS.map((choice) => (
            <option key={choice} value={choice}>
              {t(`targetData.search.slots.sorts.${choice}`)}
            </option>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={bargainsOnly} onChange={(event) => onChange({ bargainsOnly: event.target.checked })} />}
          label={t('targetData.search.slots.bargainsOnly')}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {t('targetData.search.slots.bargainNote', { index: TARGET_BARGAIN_INDEX })}
      </Typography>
      {!answer ? (
        <QueryFallback error={error} />
      ) : answer.slots.length === 0 ? (
        <Alert severity="info" role="status">
          {t('targetData.search.slots.empty')}
        </Alert>
      ) : (
        <Stack spacing={0}>
          <TargetSlotTable
            slots={answer.slots}
            firstRank={(answer.page - 1) * answer.pageSize + 1}
            figuresAreEstimates={answer.figuresAreEstimates}
            onAdd={onAdd}
          />
          <TablePages total={answer.total} page={answer.page} pageSize={answer.pageSize} onPageChange={onPage} />
        </Stack>
      )}
    </Box>
  );
}
