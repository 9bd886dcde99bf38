import '../catalogue';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type AreasResponse,
  type PlanCandidatesResponse,
  type PlanCartsResponse,
  type PlanConditions,
  type PlanConditionsInput,
  type PlanDetail,
  type PlanLine,
  type PlanOptimality,
  type PlanOptimisation,
  type PlanProductRef,
  planConditionsSchema,
} from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { InlineError } from '../../../components/inline-error';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { TablePages } from '../../../components/table-pages';
import { useAreas } from '../../../lib/area-queries';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatYen } from '../../../lib/format-broadcast';
import { useTranslation } from '../../../lib/i18n';
import { useAccess } from '../../../lib/licence-query';
import { useLicensedSegments } from '../../../lib/licensed-segments-query';
import { showToast } from '../../../lib/toasts';
import { useSendOnce } from '../../../lib/use-send-once';
import { useDownloadPlan } from '../api/download-plan';
import { usePlan } from '../api/get-plan';
import { usePlanCandidates } from '../api/get-plan-candidates';
import { useMakePlanCarts } from '../api/make-plan-carts';
import { useOptimisePlan } from '../api/optimise-plan';
import { planRefusal } from '../api/plan-refusal';
import { useSavePlan } from '../api/save-plan';
import { formatNumber, lineName, productKey } from '../format';
import { conditionsWithPreset, defaultConditions, presetOf } from '../plan-conditions';
import { planErrorMap } from '../plan-error-map';
import { PlanCandidatesTable } from './plan-candidates-table';
import { PlanCapsPanel } from './plan-caps-panel';
import { PlanCartsMade, PlanCartsResult } from './plan-carts-result';
import { PlanConditionsForm } from './plan-conditions-form';
import { PlanFiguresPanel } from './plan-figures-panel';
import { PlanLinesTable } from './plan-lines-table';
import { planRefusalMessage } from './plan-refusal-message';
import { ReachModelNote } from './reach-model-note';
import { type SaveName, SavePlanDialog } from './save-plan-dialog';

/** The plan as the page shows it: an optimiser's answer, or a saved plan's lines and figures. */
type PlanAnswer = Pick<PlanOptimisation, 'lines' | 'figures' | 'caps' | 'ratingsAreEstimates'> & {
  /** Null for a saved plan whose lines were not the optimiser's answer. */
  optimality: PlanOptimality | null;
};

const answerOfPlan = (plan: PlanDetail): PlanAnswer => ({
  lines: plan.lines,
  figures: plan.figures,
  optimality: plan.optimality,
  caps: [],
  ratingsAreEstimates: plan.ratingsAreEstimates,
});

const pinnedOf = (lines: readonly PlanLine[]) => new Set(lines.filter((line) => line.pinned).map(productKey));

function planIdOf(params: URLSearchParams): number | null {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `/agency/plannings/edit` プラン作成: the conditions of a plan, its candidates, the optimiser's
 * answer with its figures (推定) and lines, saving, carts from it and its Excel file. `?id=`
 * opens a saved plan; TV × digital's parameters preset the conditions of a new one.
 */
export function PlanEditPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const planId = planIdOf(params);
  const plan = usePlan(planId);
  const areas = useAreas();
  const digitalAllowed = useAccess('digitalPlanning');
  const title = plan.data?.name ?? t('plannings.edit.title');
  useDocumentTitle(title);
  const [now] = useState(() => new Date());

  const heading = (
    <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
      {title}
    </Typography>
  );
  const loading = planId !== null ? !plan.data : false;
  if (loading || !areas.data) {
    const refusal = planRefusal(plan.error);
    return (
      <Stack spacing={2}>
        {heading}
        {refusal ? <InlineError>{planRefusalMessage(refusal)}</InlineError> : <QueryFallback error={plan.error ?? areas.error} />}
      </Stack>
    );
  }

  const preset = presetOf(params);
  const initial: PlanConditionsInput = plan.data
    ? plan.data.conditions
    : preset
      ? conditionsWithPreset(defaultConditions(now), preset)
      : defaultConditions(now);

  return (
    <PlanEditor
      // A saved plan (or the one just saved) starts the page afresh from what the server holds.
      key={planId ?? 'new'}
      heading={heading}
      planId={planId}
      plan={plan.data ?? null}
      initial={initial}
      areas={areas.data.areas}
      digitalAllowed={digitalAllowed || (plan.data?.conditions.includeDigital ?? false)}
    />
  );
}

interface PlanEditorProps {
  heading: ReactNode;
  planId: number | null;
  plan: PlanDetail | null;
  initial: PlanConditionsInput;
  areas: AreasResponse['areas'];
  digitalAllowed: boolean;
}

function PlanEditor({ heading, planId, plan, initial, areas, digitalAllowed }: PlanEditorProps) {
  // Segments are licensed through a data purchase: a company that cannot buy data has none to ask for.
  const dataPurchaseAllowed = useAccess('targetDataProcedure');
  const licensedSegments = useLicensedSegments({ enabled: dataPurchaseAllowed });
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const form = useForm<PlanConditionsInput, unknown, PlanConditions>({
    defaultValues: initial,
    resolver: zodResolver(planConditionsSchema, { error: planErrorMap }),
  });
  const candidatesCall = usePlanCandidates();
  const optimiseCall = useOptimisePlan();
  const saveCall = useSavePlan();
  const cartsCall = useMakePlanCarts();
  const downloadCall = useDownloadPlan();

  const [answer, setAnswer] = useState<PlanAnswer | null>(() => (plan ? answerOfPlan(plan) : null));
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => pinnedOf(plan?.lines ?? []));
  const [removed, setRemoved] = useState<ReadonlyMap<string, PlanProductRef>>(() => new Map());
  const [replacedNames, setReplacedNames] = useState<string[]>([]);
  const [candidates, setCandidates] = useState<{ conditions: PlanConditions; answer: PlanCandidatesResponse } | null>(null);
  const [requiredBudget, setRequiredBudget] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [carts, setCarts] = useState<PlanCartsResponse | null>(null);
  const [saveDialog, setSaveDialog] = useState<PlanConditions | null>(null);
  const goal = form.watch('goal');
  const reachGoal = goal === 'reach1' || goal === 'reach3';
  const conditionsId = useId();
  const answerId = useId();
  const candidatesId = useId();

  /** A refusal the page explains is shown above the answer; any other failure is the app's toast. */
  const refused = (error: unknown) => {
    const known = planRefusal(error);
    if (known) setRefusal(planRefusalMessage(known));
  };

  const showCandidates = useSendOnce(async (conditions: PlanConditions, page: number) => {
    setRefusal(null);
    const found = await candidatesCall.mutateAsync({ conditions, page }).catch(refused);
    if (found) setCandidates({ conditions, answer: found });
  });

  const optimise = (question: 'plan' | 'budget') => async (conditions: PlanConditions) => {
    setRefusal(null);
    const previous = answer?.lines ?? [];
    const keptLines = previous.filter((line) => pinned.has(productKey(line)) && !removed.has(productKey(line)));
    const result = await optimiseCall
      .mutateAsync({
        conditions,
        pinned: keptLines.map((line) => ({ kind: line.kind, productId: line.productId, units: line.units, pinned: true })),
        removed: [...removed.values()],
        question,
      })
      .catch(refused);
    if (!result) return;
    const byKey = new Map(previous.map((line) => [productKey(line), line]));
    setReplacedNames(result.replaced.map((ref) => byKey.get(productKey(ref))).flatMap((line) => (line ? [lineName(line)] : [])));
    setAnswer(result);
    setPinned(pinnedOf(result.lines));
    setRequiredBudget(question === 'budget' ? result.requiredBudget : null);
  };
  const optimising = useSendOnce(() => form.handleSubmit(optimise('plan'))());
  const findingBudget = useSendOnce(() => form.handleSubmit(optimise('budget'))());
  const askCandidates = useSendOnce(() => form.handleSubmit((conditions) => showCandidates.run(conditions, 1))());
  const openSave = () => void form.handleSubmit((conditions) => setSaveDialog(conditions))();

  const save = async (name: SaveName, conditions: PlanConditions): Promise<boolean> => {
    setRefusal(null);
    const lines = (answer?.lines ?? [])
      .filter((line) => !removed.has(productKey(line)))
      .map((line) => ({ kind: line.kind, productId: line.productId, units: line.units, pinned: pinned.has(productKey(line)) }));
    const saved = await saveCall
      .mutateAsync({ planId, request: { ...name, conditions, lines, optimality: answer?.optimality ?? null } })
      .catch((error: unknown) => {
        refused(error);
        return undefined;
      });
    if (!saved) return false;
    showToast('success', t('plannings.edit.saved', { name: saved.name }));
    if (planId === null) {
      setParams({ id: String(saved.id) }, { replace: true });
    } else {
      setAnswer((current) => ({ ...answerOfPlan(saved), caps: current?.caps ?? [] }));
    }
    return true;
  };

  const makeCarts = useSendOnce(async () => {
    if (planId === null) return;
    setRefusal(null);
    setCarts(null);
    const made = await cartsCall.mutateAsync(planId).catch(refused);
    if (made) setCarts(made);
  });

  const toggle = (line: PlanLine, set: 'pin' | 'remove') => {
    const key = productKey(line);
    if (set === 'pin') {
      setPinned((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      });
    } else {
      setRemoved((current) => {
        const next = new Map(current);
        if (next.has(key)) next.delete(key);
        else next.set(key, { kind: line.kind, productId: line.productId });
        return next;
      });
    }
  };

  const busy = optimising.busy || findingBudget.busy || askCandidates.busy || showCandidates.busy;
  const unavailable = answer?.lines.some((line) => !line.available) ?? false;

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}
      >
        {heading}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button variant="outlined" onClick={openSave} disabled={busy}>
            {t('plannings.edit.actions.save')}
          </Button>
          {planId !== null && (
            <>
              <SendButton variant="outlined" onClick={() => void makeCarts.run()} busy={makeCarts.busy}>
                {makeCarts.busy ? t('plannings.edit.actions.makingCarts') : t('plannings.edit.actions.makeCarts')}
              </SendButton>
              <DownloadButton
                label={t('plannings.edit.actions.download')}
                pendingLabel={t('plannings.edit.actions.downloading')}
                onClick={() => downloadCall.mutateAsync({ planId, fallbackFileName: t('plannings.list.planFileName') })}
              />
            </>
          )}
        </Stack>
      </Stack>
      {planId === null && (
        <Typography variant="body2" color="text.secondary">
          {t('plannings.edit.unsaved')}
        </Typography>
      )}
      {carts ? <PlanCartsResult result={carts} /> : plan && <PlanCartsMade carts={plan.carts} />}

      <Paper component="section" aria-labelledby={conditionsId} variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Typography id={conditionsId} component="h2" variant="h6">
          {t('plannings.edit.conditions')}
        </Typography>
        <Box component="form" noValidate onSubmit={(event) => void optimising.submit(event)} aria-labelledby={conditionsId}>
          <PlanConditionsForm
            form={form}
            areas={areas}
            digitalAllowed={digitalAllowed}
            segments={licensedSegments.data?.segments}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
            <SendButton
              variant="outlined"
              onClick={() => void askCandidates.run()}
              busy={askCandidates.busy || showCandidates.busy}
            >
              {askCandidates.busy || showCandidates.busy
                ? t('plannings.edit.actions.candidatesLoading')
                : t('plannings.edit.actions.candidates')}
            </SendButton>
            <SendButton type="submit" variant="contained" busy={optimising.busy}>
              {optimising.busy ? t('plannings.edit.actions.optimising') : t('plannings.edit.actions.optimise')}
            </SendButton>
            <SendButton
              variant="outlined"
              onClick={() => void findingBudget.run()}
              busy={findingBudget.busy}
              disabled={!reachGoal}
              title={reachGoal ? undefined : t('plannings.edit.actions.requiredBudgetHelp')}
            >
              {findingBudget.busy
                ? t('plannings.edit.actions.requiredBudgetLoading')
                : t('plannings.edit.actions.requiredBudget')}
            </SendButton>
          </Stack>
        </Box>
      </Paper>

      {refusal && <InlineError>{refusal}</InlineError>}
      {requiredBudget !== null && (
        <Typography role="status" sx={{ fontWeight: 600 }}>
          {t('plannings.edit.requiredBudget', { amount: formatYen(requiredBudget) })}
        </Typography>
      )}

      {answer && (
        <Stack component="section" aria-labelledby={answerId} spacing={2}>
          <Typography id={answerId} component="h2" variant="h6">
            {t('plannings.edit.answer')}
          </Typography>
          <PlanFiguresPanel
            figures={answer.figures}
            optimality={answer.optimality}
            ratingsAreEstimates={answer.ratingsAreEstimates}
          />
          <PlanCapsPanel caps={answer.caps} />
          {replacedNames.length > 0 && (
            <Typography role="status" variant="body2">
              {t('plannings.lines.replaced', { names: replacedNames.join(t('plannings.carts.listSeparator')) })}
            </Typography>
          )}
          {unavailable && (
            <Typography variant="body2" color="error">
              {t('plannings.lines.unavailableNote')}
            </Typography>
          )}
          {removed.size > 0 && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2">{t('plannings.lines.removed', { count: removed.size })}</Typography>
              <Button size="small" onClick={() => setRemoved(new Map())}>
                {t('plannings.lines.restoreRemoved')}
              </Button>
            </Stack>
          )}
          {answer.lines.length === 0 ? (
            <Typography>{t('plannings.lines.empty')}</Typography>
          ) : (
            <PlanLinesTable
              lines={answer.lines}
              pinned={pinned}
              removed={new Set(removed.keys())}
              onTogglePin={(line) => toggle(line, 'pin')}
              onToggleRemove={(line) => toggle(line, 'remove')}
            />
          )}
          <ReachModelNote digital={answer.figures.digitalUnits > 0 || form.getValues('includeDigital') === true} />
        </Stack>
      )}

      {candidates && (
        <Stack component="section" aria-labelledby={candidatesId} spacing={1}>
          <Typography id={candidatesId} component="h2" variant="h6">
            {t('plannings.candidates.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('plannings.candidates.count', { count: formatNumber(candidates.answer.total) })}
          </Typography>
          <Box>
            <PlanCandidatesTable candidates={candidates.answer.items} />
            <TablePages
              total={candidates.answer.total}
              page={candidates.answer.page}
              pageSize={candidates.answer.pageSize}
              onPageChange={(page) => void showCandidates.run(candidates.conditions, page)}
            />
          </Box>
        </Stack>
      )}

      {saveDialog && (
        <SavePlanDialog
          initial={{ name: plan?.name ?? '', advertiserId: plan?.advertiser?.id ?? null }}
          onSave={(name) => save(name, saveDialog)}
          onClose={() => setSaveDialog(null)}
        />
      )}
    </Stack>
  );
}
