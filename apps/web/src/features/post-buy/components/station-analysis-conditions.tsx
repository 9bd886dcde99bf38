import { useState } from 'react';
import { FilterForm } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';
import type { StationAnalysisAddress } from '../analysis-query';
import { PeriodFields, periodDraftValid, periodOfDraft, SelectField, TargetFields } from './condition-fields';

interface StationAnalysisConditionsProps {
  address: StationAnalysisAddress;
  /** The period the page shows, which 任意 starts from. */
  shown: { dateFrom: string; dateTo: string };
  /** The company's stations, from the answer. */
  stations: readonly { id: number; name: string }[];
  onApply: (changes: Partial<StationAnalysisAddress>, clear?: boolean) => void;
}

/** Station, period, target and rating type, applied together; a period too long is said before anything is asked. */
export function StationAnalysisConditions({ address, shown, stations, onApply }: StationAnalysisConditionsProps) {
  const { t } = useTranslation();
  const [station, setStation] = useState(address.station === undefined ? '' : String(address.station));
  const [period, setPeriod] = useState({ period: address.period, ...shown });
  const [figures, setFigures] = useState({ target: address.target, ratingType: address.ratingType });
  const chosenMissing = address.station !== undefined && !stations.some((candidate) => candidate.id === address.station);
  const apply = () => {
    if (!periodDraftValid(period)) return;
    onApply({ station: station === '' ? undefined : Number(station), ...periodOfDraft(period), ...figures });
  };
  return (
    <FilterForm
      label={t('postBuy.station.conditionsLabel')}
      applyLabel={t('postBuy.conditions.apply')}
      clearLabel={t('postBuy.conditions.clear')}
      onApply={apply}
      onClear={() => onApply({}, true)}
    >
      <SelectField label={t('postBuy.conditions.station')} value={station} onChange={setStation}>
        <option value="">{t('postBuy.conditions.allStations')}</option>
        {chosenMissing && (
          <option value={String(address.station)}>{t('postBuy.conditions.stationId', { id: address.station })}</option>
        )}
        {stations.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
      <PeriodFields draft={period} onChange={setPeriod} />
      <TargetFields target={figures.target} ratingType={figures.ratingType} onChange={setFigures} />
    </FilterForm>
  );
}
