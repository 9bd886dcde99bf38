import TextField from '@mui/material/TextField';
import {
  RATING_TYPES,
  ratingSettingSupported,
  SALES_GROUPINGS,
  SALES_PERIOD_BASES,
  SALES_PRODUCTS,
  SALES_SUMMARY_MAX_DAYS,
  TARGETS,
} from '@tvcm/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { FilterForm, FilterSelectField } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';
import { quarterMonths, rangeValid, SALES_PERIOD_KINDS, type SalesSummaryAddress } from '../sales-summary-query';

interface SalesConditionsProps {
  address: SalesSummaryAddress;
  /** The company's stations to choose from. */
  stations: readonly { id: number; name: string }[];
  /** This month (`yyyy-MM`), around which the quarters are offered. */
  thisMonth: string;
  onApply: (address: Partial<SalesSummaryAddress>, clear?: boolean) => void;
}

/** The quarters offered: three years back to the next year, latest first, and the one chosen. */
function quarterChoices(thisMonth: string, chosen: string): string[] {
  const year = Number(thisMonth.slice(0, 4));
  const quarters: string[] = [];
  for (let y = year + 1; y >= year - 3; y -= 1) for (let q = 4; q >= 1; q -= 1) quarters.push(`${y}-Q${q}`);
  return quarters.includes(chosen) ? quarters : [chosen, ...quarters];
}

/**
 * The summary's conditions, applied together: station, period (a month, a quarter or any days),
 * the basis a sale counts on, the product, the grouping, and the target and rating type per-cost
 * and CPM are worked out for. A run of days the summary would refuse is said before anything is asked.
 */
export function SalesConditions({ address, stations, thisMonth, onApply }: SalesConditionsProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(address);
  const change = (changes: Partial<SalesSummaryAddress>) => setDraft((current) => ({ ...current, ...changes }));
  const rangeBad =
    draft.period === 'range' && draft.dateFrom !== '' && draft.dateTo !== '' && !rangeValid(draft.dateFrom, draft.dateTo);
  const apply = () => {
    if (draft.period === 'range' && (rangeBad || draft.dateFrom === '' || draft.dateTo === '')) return;
    if (draft.period === 'month' && draft.month === '') return;
    onApply(draft);
  };
  const chosenMissing = draft.station !== undefined && !stations.some((station) => station.id === draft.station);
  const select = (label: string, value: string, onChange: (value: string) => void, options: ReactNode) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {options}
    </TextField>
  );

  return (
    <FilterForm
      label={t('stationSales.conditions.label')}
      applyLabel={t('stationSales.conditions.apply')}
      clearLabel={t('stationSales.conditions.clear')}
      onApply={apply}
      onClear={() => onApply({}, true)}
    >
      <FilterSelectField
        label={t('stationSales.conditions.station')}
        allLabel={t('stationSales.conditions.allStations')}
        value={draft.station === undefined ? '' : String(draft.station)}
        onChange={(event) => change({ station: event.target.value ? Number(event.target.value) : undefined })}
      >
        {chosenMissing && (
          <option value={String(draft.station)}>{t('stationSales.conditions.stationId', { id: draft.station })}</option>
        )}
        {stations.map((station) => (
          <option key={station.id} value={String(station.id)}>
            {station.name}
          </option>
        ))}
      </FilterSelectField>
      {select(
        t('stationSales.conditions.period'),
        draft.period,
        (period) => change({ period: period as SalesSummaryAddress['period'] }),
        SALES_PERIOD_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`stationSales.conditions.periods.${kind}`)}
          </option>
        )),
      )}
      {draft.period === 'month' && (
        <TextField
          type="month"
          size="small"
          required
          label={t('stationSales.conditions.month')}
          value={draft.month}
          onChange={(event) => change({ month: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      {draft.period === 'quarter' &&
        select(
          t('stationSales.conditions.quarter'),
          draft.quarter,
          (quarter) => change({ quarter }),
          quarterChoices(thisMonth, draft.quarter).map((quarter) => {
            const { year, from, to } = quarterMonths(quarter);
            return (
              <option key={quarter} value={quarter}>
                {t('stationSales.conditions.quarterValue', {
                  year,
                  from: Number(from.slice(5)),
                  to: Number(to.slice(5)),
                })}
              </option>
            );
          }),
        )}
      {draft.period === 'range' &&
        (['dateFrom', 'dateTo'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            required
            label={t(`stationSales.conditions.${key}`)}
            value={draft[key]}
            onChange={(event) => change({ [key]: event.target.value })}
            error={key === 'dateTo' && rangeBad}
            helperText={
              key === 'dateTo' && rangeBad
                ? t('stationSales.conditions.rangeInvalid', { max: SALES_SUMMARY_MAX_DAYS })
                : undefined
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      {select(
        t('stationSales.conditions.basis'),
        draft.basis,
        (basis) => change({ basis: basis as SalesSummaryAddress['basis'] }),
        SALES_PERIOD_BASES.map((basis) => (
          <option key={basis} value={basis}>
            {t(`stationSales.conditions.bases.${basis}`)}
          </option>
        )),
      )}
      {select(
        t('stationSales.conditions.product'),
        draft.product,
        (product) => change({ product: product as SalesSummaryAddress['product'] }),
        SALES_PRODUCTS.map((product) => (
          <option key={product} value={product}>
            {t(`stationSales.conditions.products.${product}`)}
          </option>
        )),
      )}
      {select(
        t('stationSales.conditions.grouping'),
        draft.grouping,
        (grouping) => change({ grouping: grouping as SalesSummaryAddress['grouping'] }),
        SALES_GROUPINGS.map((grouping) => (
          <option key={grouping} value={grouping}>
            {t(`stationSales.conditions.groupings.${grouping}`)}
          </option>
        )),
      )}
      {select(
        t('stationSales.conditions.target'),
        draft.target,
        (target) => {
          const next = target as SalesSummaryAddress['target'];
          // A rating type the new target does not offer gives way to real-time.
          change({ target: next, ratingType: ratingSettingSupported(draft.ratingType, next) ? draft.ratingType : 'realtime' });
        },
        TARGETS.map((target) => (
          <option key={target} value={target}>
            {t(`programGuide.rating.targets.${target}`)}
          </option>
        )),
      )}
      {select(
        t('stationSales.conditions.ratingType'),
        draft.ratingType,
        (ratingType) => change({ ratingType: ratingType as SalesSummaryAddress['ratingType'] }),
        RATING_TYPES.map((type) => (
          <option key={type} value={type} disabled={!ratingSettingSupported(type, draft.target)}>
            {t(`programGuide.rating.ratingTypes.${type}`)}
          </option>
        )),
      )}
    </FilterForm>
  );
}
