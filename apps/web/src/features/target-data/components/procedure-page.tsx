import '../catalogue';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  businessDateOf,
  type CatalogueSegment,
  DATA_PURCHASE_MAX_MONTHS,
  DATA_PURCHASE_PURPOSE_MAX_LENGTH,
  type DataPurchase,
  dataPurchasePoints,
  monthsBetween,
} from '@tvcm/contracts';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryFallback } from '../../../components/query-fallback';
import { SendButton } from '../../../components/send-button';
import { useDocumentTitle } from '../../../lib/document-title';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import { useLicence } from '../../../lib/licence-query';
import { POINTS_PATH, usePointStatus } from '../../../lib/point-status-query';
import { useSendOnce } from '../../../lib/use-send-once';
import { type PurchaseRefusal, purchaseRefusal, useApplyPurchase } from '../api/apply-purchase';
import { useCatalogue } from '../api/get-catalogue';
import { useCatalogueSegment } from '../api/get-catalogue-segment';
import { formatMonth, formatMonthRange, formatPoints } from '../format';
import { TARGET_DATA_PATHS } from '../paths';

const segmentIdOf = (value: string | null): number | null => {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
};

/**
 * `/data_sales/purchase/procedure?segment=ID` 購入手続き: a segment's areas and months, the price
 * worked out as they are chosen beside the company's balance (the top bar's query), and the
 * application, which reserves the points until the data company's examination.
 */
export function ProcedurePage() {
  const { t } = useTranslation();
  const title = t('targetData.procedure.title');
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const segmentId = segmentIdOf(params.get('segment'));
  const segment = useCatalogueSegment(segmentId);
  const [applied, setApplied] = useState<DataPurchase | null>(null);

  return (
    <Stack spacing={2} sx={{ minWidth: 0, maxWidth: 880 }}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {applied ? (
        <AppliedNotice purchase={applied} onAgain={() => setApplied(null)} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('targetData.procedure.lead')}
          </Typography>
          <SegmentChoice segmentId={segmentId} onChange={(id) => setParams(id === null ? {} : { segment: String(id) })} />
          {segmentId !== null &&
            (segment.data ? (
              <PurchaseForm key={segment.data.id} segment={segment.data} onApplied={setApplied} />
            ) : segment.error ? (
              <Alert
                severity="warning"
                action={
                  <Button component={Link} to={TARGET_DATA_PATHS.catalogue}>
                    {t('targetData.procedure.toCatalogue')}
                  </Button>
                }
              >
                {t('targetData.procedure.segmentMissing')}
              </Alert>
            ) : (
              <QueryFallback error={null} />
            ))}
        </>
      )}
    </Stack>
  );
}

/** The published segments to choose from; the choice goes into the address. */
function SegmentChoice({ segmentId, onChange }: { segmentId: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue({});
  const segments = catalogue.data?.segments ?? [];
  if (catalogue.data && segments.length === 0)
    return <Typography role="status">{t('targetData.procedure.noSegments')}</Typography>;
  return (
    <TextField
      select
      size="small"
      label={t('targetData.procedure.segment')}
      value={segmentId === null ? '' : String(segmentId)}
      onChange={(event) => onChange(segmentIdOf(event.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ maxWidth: 480 }}
    >
      <option value="">{t('targetData.procedure.chooseSegment')}</option>
      {segmentId !== null && !segments.some((segment) => segment.id === segmentId) && (
        <option value={String(segmentId)} hidden>
          {segmentId}
        </option>
      )}
      {segments.map((segment) => (
        <option key={segment.id} value={String(segment.id)}>
          {`${segment.name}（${segment.provider.name}）`}
        </option>
      ))}
    </TextField>
  );
}

/** The first month of the coverage that has not ended yet (JST), or the coverage's first. */
function firstOpenMonth(months: readonly string[]): string {
  const thisMonth = businessDateOf(Date.now()).slice(0, 7);
  return months.find((month) => month >= thisMonth) ?? months[0] ?? '';
}

function refusalText(t: TFunction, refusal: PurchaseRefusal): string {
  if (refusal.kind === 'notPurchasable') return t('targetData.procedure.refused.notPurchasable');
  if (refusal.balance === null || refusal.required === null) return t('targetData.procedure.refused.pointsShortPlain');
  return t('targetData.procedure.refused.pointsShort', {
    balance: formatPoints(refusal.balance),
    required: formatPoints(refusal.required),
  });
}

function PurchaseForm({ segment, onApplied }: { segment: CatalogueSegment; onApplied: (purchase: DataPurchase) => void }) {
  const { t } = useTranslation();
  const companyCode = useLicence().data?.company.code;
  const status = usePointStatus(companyCode ?? '', { enabled: companyCode !== undefined });
  const balance = status.data?.status.balance;
  const apply = useApplyPurchase();
  const coverage = monthsBetween(segment.coverageFrom, segment.coverageTo);
  const [areas, setAreas] = useState<string[]>([]);
  const [monthFrom, setMonthFrom] = useState(() => firstOpenMonth(coverage));
  const [monthTo, setMonthTo] = useState(() => firstOpenMonth(coverage));
  const [purpose, setPurpose] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<PurchaseRefusal | null>(null);
  const areasLabelId = useId();
  const priceHeadingId = useId();

  const monthCount = monthFrom <= monthTo ? monthsBetween(monthFrom, monthTo).length : 0;
  const periodValid = monthCount >= 1 && monthCount <= DATA_PURCHASE_MAX_MONTHS;
  const total = dataPurchasePoints(segment.pricePoints, areas.length, periodValid ? monthCount : 0);
  const short = balance !== undefined && total > balance;
  const purposeMissing = purpose.trim() === '';
  const complete = areas.length > 0 && periodValid && !purposeMissing;

  const send = useSendOnce(async () => {
    setTried(true);
    if (!complete || short) return;
    setRefusal(null);
    try {
      const purchase = await apply.mutateAsync({
        segmentId: segment.id,
        areas: segment.areas.map((area) => area.area).filter((area) => areas.includes(area)),
        monthFrom,
        monthTo,
        purpose: purpose.trim(),
      });
      onApplied(purchase);
    } catch (error) {
      setRefusal(purchaseRefusal(error));
    }
  });

  const toggleArea = (area: string, checked: boolean) =>
    setAreas((current) => (checked ? [...current, area] : current.filter((code) => code !== area)));
  const monthSelect = (label: string, value: string, onChange: (month: string) => void) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!periodValid}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    >
      {coverage.map((month) => (
        <option key={month} value={month}>
          {formatMonth(month)}
        </option>
      ))}
    </TextField>
  );

  return (
    <Box component="form" noValidate onSubmit={send.submit}>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
            {segment.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${segment.provider.name} ・ ${t(`targetDataTerms.methods.${segment.method}`)} ・ ${formatPoints(segment.pricePoints)}`}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {segment.definition}
          </Typography>
        </Paper>
        <FormControl component="fieldset" error={tried && areas.length === 0}>
          <FormLabel component="legend" id={areasLabelId}>
            {t('targetData.procedure.areas')}
          </FormLabel>
          <FormGroup row>
            {segment.areas.map((area) => (
              <FormControlLabel
                key={area.area}
                control={
                  <Checkbox
                    checked={areas.includes(area.area)}
                    onChange={(event) => toggleArea(area.area, event.target.checked)}
                  />
                }
                label={area.areaName}
              />
            ))}
          </FormGroup>
          <FormHelperText>{t('targetData.procedure.areasHint')}</FormHelperText>
        </FormControl>
        <Box>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {monthSelect(t('targetData.procedure.monthFrom'), monthFrom, (month) => {
              setMonthFrom(month);
              if (monthTo < month) setMonthTo(month);
            })}
            <span aria-hidden="true">〜</span>
            {monthSelect(t('targetData.procedure.monthTo'), monthTo, setMonthTo)}
          </Stack>
          <FormHelperText error={!periodValid}>
            {periodValid
              ? t('targetData.procedure.periodHint', {
                  from: formatMonth(segment.coverageFrom),
                  to: formatMonth(segment.coverageTo),
                  max: DATA_PURCHASE_MAX_MONTHS,
                })
              : t('targetData.procedure.periodInvalid', { max: DATA_PURCHASE_MAX_MONTHS })}
          </FormHelperText>
        </Box>
        <TextField
          label={t('targetData.procedure.purpose')}
          required
          multiline
          minRows={3}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
          error={tried && purposeMissing}
          helperText={
            tried && purposeMissing
              ? t('targetData.procedure.purposeRequired')
              : t('targetData.procedure.purposeHint', { max: DATA_PURCHASE_PURPOSE_MAX_LENGTH })
          }
          slotProps={{ htmlInput: { maxLength: DATA_PURCHASE_PURPOSE_MAX_LENGTH } }}
        />
        <Paper variant="outlined" component="section" aria-labelledby={priceHeadingId} sx={{ p: 2 }}>
          <Typography id={priceHeadingId} component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
            {t('targetData.procedure.price.heading')}
          </Typography>
          <Box
            component="dl"
            aria-live="polite"
            sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5 }}
          >
            {(
              [
                [
                  t('targetData.procedure.price.unit'),
                  t('targetData.procedure.price.formula', {
                    price: formatPoints(segment.pricePoints),
                    areas: areas.length,
                    months: periodValid ? monthCount : 0,
                  }),
                ],
                [t('targetData.procedure.price.total'), formatPoints(total)],
                [t('targetData.procedure.price.balance'), balance === undefined ? t('targetData.none') : formatPoints(balance)],
                [
                  t('targetData.procedure.price.after'),
                  balance === undefined ? t('targetData.none') : formatPoints(balance - total),
                ],
              ] as const
            ).map(([term, value]) => (
              <Box key={term} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
                  {term}
                </Box>
                <Box component="dd" sx={{ m: 0, typography: 'body1', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Paper>
        {short && (
          <Alert
            severity="warning"
            action={
              <Button component={Link} to={POINTS_PATH} color="inherit">
                {t('targetData.procedure.pointsLink')}
              </Button>
            }
          >
            {t('targetData.procedure.short', { shortage: formatPoints(total - (balance ?? 0)) })}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" role="alert">
            {refusalText(t, refusal)}
          </Alert>
        )}
        <Box>
          <SendButton type="submit" variant="contained" busy={send.busy} disabled={short || (tried && !complete)}>
            {t('targetData.procedure.submit')}
          </SendButton>
        </Box>
      </Stack>
    </Box>
  );
}

function AppliedNotice({ purchase, onAgain }: { purchase: DataPurchase; onAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="success" role="status">
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 'bold' }}>
        {t('targetData.procedure.done.heading')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t('targetData.procedure.done.body', { name: purchase.segment.name, points: formatPoints(purchase.points) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`${purchase.areas.map((area) => area.areaName).join('・')} ・ ${formatMonthRange(purchase.monthFrom, purchase.monthTo)}`}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button component={Link} to={TARGET_DATA_PATHS.history} variant="contained" size="small">
          {t('targetData.procedure.done.history')}
        </Button>
        <Button component={Link} to={POINTS_PATH} variant="outlined" size="small">
          {t('targetData.procedure.done.points')}
        </Button>
        <Button onClick={onAgain} size="small">
          {t('targetData.procedure.done.again')}
        </Button>
      </Stack>
    </Alert>
  );
}
