import '../catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DigitalSplitRequest,
  type DigitalSplitRequestInput,
  type DigitalSplitResponse,
  digitalSplitRequestSchema,
  PLAN_PATTERNS,
  RATING_TYPES,
  ratingSettingSupported,
  TARGETS,
  type Target,
} from '@tvcm/contracts';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { InlineError } from '../../../components/inline-error';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { useAreas } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { useTranslation } from '../../../lib/i18n';
import { useSendOnce } from '../../../lib/use-send-once';
import { useDigitalSplit } from '../api/digital-split';
import { planRefusal } from '../api/plan-refusal';
import { formatPercent } from '../format';
import { PLAN_PATHS } from '../paths';
import { DEFAULT_AREA, defaultRatingType, nextMonthsFirstTwoWeeks, planEditSearch, presetOf } from '../plan-conditions';
import { planErrorMap } from '../plan-error-map';
import { DigitalSplitTable } from './digital-split-table';
import { planRefusalMessage } from './plan-refusal-message';
import { ReachModelNote } from './reach-model-note';

// The chart library is the page's largest part: it loads after the page, the table beside it
// showing the same figures meanwhile.
const DigitalSplitChart = lazy(() => import('./digital-split-chart').then((module) => ({ default: module.DigitalSplitChart })));

const SPLIT_PATTERNS = PLAN_PATTERNS.filter((pattern) => pattern !== 'custom');

function defaultRequest(now: Date): DigitalSplitRequestInput {
  return {
    area: DEFAULT_AREA,
    ...nextMonthsFirstTwoWeeks(now),
    target: 'individual',
    ratingType: defaultRatingType('individual', DEFAULT_AREA),
    budget: 50_000_000,
    pattern: 'allDay',
  };
}

/** The conditions a sweep was asked with, kept in the address so that a bookmark and the back button show it again. */
function requestOfAddress(params: URLSearchParams, defaults: DigitalSplitRequestInput) {
  const { tvSharePercent: _share, ...preset } = presetOf(params) ?? {};
  const request = { ...defaults, ...preset };
  const complete = digitalSplitRequestSchema.safeParse(request);
  return { request, asked: Object.keys(preset).length > 0 && complete.success };
}

const addressOf = (request: DigitalSplitRequest) =>
  new URLSearchParams(Object.entries(request).map(([key, value]) => [key, String(value)]));

/**
 * `/agency/digital_planning` TV×デジタルプランニング: how a budget's reach (推定) changes as it is
 * split between TV and streaming, the best split marked; a split chosen opens a new plan with it.
 */
export function DigitalSplitPage() {
  const { t } = useTranslation();
  const title = t('plannings.digitalSplit.title');
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const areas = useAreas();
  const [start] = useState(() => requestOfAddress(params, defaultRequest(new Date())));
  const call = useDigitalSplit();
  const [result, setResult] = useState<{ request: DigitalSplitRequest; split: DigitalSplitResponse } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const conditionsId = useId();
  const resultId = useId();
  const { control, handleSubmit, watch, setValue, getValues } = useForm<DigitalSplitRequestInput, unknown, DigitalSplitRequest>({
    defaultValues: start.request,
    resolver: zodResolver(digitalSplitRequestSchema, { error: planErrorMap }),
  });
  const area = watch('area');
  const target = watch('target');

  const sending = useSendOnce(
    handleSubmit(async (request) => {
      setRefusal(null);
      const split = await call.mutateAsync(request).catch((error: unknown) => {
        const known = planRefusal(error);
        if (known) setRefusal(planRefusalMessage(known));
        return undefined;
      });
      if (!split) return;
      setResult({ request, split });
      setParams(addressOf(request), { replace: true });
    }),
  );
  useEffect(() => {
    // An address that holds the conditions (a bookmark, the way back from a plan) shows their sweep.
    if (start.asked) void sending.run();
  }, [start, sending.run]);

  const keepRatingType = (nextArea: string, nextTarget: Target) => {
    if (!ratingSettingSupported(getValues('ratingType'), nextTarget, nextArea)) {
      setValue('ratingType', defaultRatingType(nextTarget, nextArea));
    }
  };

  const field = (
    name: keyof DigitalSplitRequestInput,
    label: string,
    options: { type?: 'date' | 'number'; choices?: ReactNode; onChosen?: (value: string) => void } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field: input, fieldState }) => (
        <TextField
          select={options.choices !== undefined}
          type={options.type}
          size="small"
          label={label}
          name={input.name}
          inputRef={input.ref}
          value={input.value ?? ''}
          onBlur={input.onBlur}
          onChange={(event) => {
            const text = event.target.value;
            input.onChange(options.type === 'number' ? (text.trim() === '' ? null : Number(text)) : text);
            options.onChosen?.(text);
          }}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          slotProps={{ inputLabel: { shrink: true }, ...(options.choices !== undefined ? { select: { native: true } } : {}) }}
        >
          {options.choices}
        </TextField>
      )}
    />
  );

  const choose = (tvSharePercent: number) => {
    if (!result) return;
    const { area: chosenArea, dateFrom, dateTo, target: chosenTarget, ratingType, budget, pattern } = result.request;
    const search = planEditSearch({
      area: chosenArea,
      dateFrom,
      dateTo,
      target: chosenTarget,
      ratingType,
      budget,
      pattern: pattern === 'custom' ? 'allDay' : pattern,
      tvSharePercent,
    });
    void navigate(`${PLAN_PATHS.edit}${search}`);
  };

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('plannings.digitalSplit.lead')}
        </Typography>
      </Stack>
      {!areas.data ? (
        <QueryFallback error={areas.error} />
      ) : (
        <Paper component="section" aria-labelledby={conditionsId} variant="outlined" sx={{ p: 2 }}>
          <Typography id={conditionsId} component="h2" variant="h6" sx={{ mb: 2 }}>
            {t('plannings.digitalSplit.conditions')}
          </Typography>
          <Box component="form" noValidate onSubmit={(event) => void sending.submit(event)} aria-labelledby={conditionsId}>
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))', gap: 2, alignItems: 'start' }}
            >
              {field('area', t('plannings.edit.fields.area'), {
                choices: areas.data.areas.map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {choice.name}
                  </option>
                )),
                onChosen: (chosen) => keepRatingType(chosen, getValues('target')),
              })}
              {field('dateFrom', t('plannings.edit.fields.dateFrom'), { type: 'date' })}
              {field('dateTo', t('plannings.edit.fields.dateTo'), { type: 'date' })}
              {field('target', t('plannings.edit.fields.target'), {
                choices: TARGETS.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`programGuide.rating.targets.${choice}`)}
                  </option>
                )),
                onChosen: (chosen) => keepRatingType(getValues('area'), chosen as Target),
              })}
              {field('ratingType', t('plannings.edit.fields.ratingType'), {
                choices: RATING_TYPES.filter((choice) => ratingSettingSupported(choice, target, area)).map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`programGuide.rating.ratingTypes.${choice}`)}
                  </option>
                )),
              })}
              {field('budget', t('plannings.edit.fields.budget'), { type: 'number' })}
              {field('pattern', t('plannings.edit.fields.pattern'), {
                choices: SPLIT_PATTERNS.map((choice) => (
                  <option key={choice} value={choice}>
                    {t(`plannings.patterns.${choice}`)}
                  </option>
                )),
              })}
            </Box>
            <SendButton type="submit" variant="contained" busy={sending.busy} sx={{ mt: 2 }}>
              {sending.busy ? t('plannings.digitalSplit.running') : t('plannings.digitalSplit.run')}
            </SendButton>
          </Box>
        </Paper>
      )}
      {refusal && <InlineError>{refusal}</InlineError>}
      {result && (
        <Stack component="section" aria-labelledby={resultId} spacing={2}>
          <Typography id={resultId} component="h2" variant="h6">
            {t('plannings.digitalSplit.result')}
          </Typography>
          <Typography role="status" sx={{ fontWeight: 600 }}>
            {t('plannings.digitalSplit.bestNote', {
              share: result.split.bestTvSharePercent,
              reach: formatPercent(
                result.split.points.find((point) => point.tvSharePercent === result.split.bestTvSharePercent)?.totalReach ?? 0,
              ),
            })}
          </Typography>
          <Box component="figure" aria-label={t('plannings.digitalSplit.chartLabel')} sx={{ m: 0, minWidth: 0 }}>
            <Suspense fallback={null}>
              <DigitalSplitChart split={result.split} />
            </Suspense>
          </Box>
          <DigitalSplitTable split={result.split} onChoose={choose} />
          <ReachModelNote />
        </Stack>
      )}
    </Stack>
  );
}
