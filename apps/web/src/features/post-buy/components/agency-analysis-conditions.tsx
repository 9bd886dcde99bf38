import { ratingSettingSupported } from '@tvcm/contracts';
import { useState } from 'react';
import { FilterForm } from '../../../components/filter-form';
import { useTranslation } from '../../../lib/i18n';
import type { AgencyAnalysisAddress } from '../analysis-query';
import { PeriodFields, periodDraftValid, periodOfDraft, SelectField, TargetFields } from './condition-fields';

interface AgencyAnalysisConditionsProps {
  address: AgencyAnalysisAddress;
  /** The period the page shows, which 任意 starts from. */
  shown: { dateFrom: string; dateTo: string };
  /** The areas the caller may search; none without a search licence, when the area stays as it is. */
  areas: readonly { code: string; name: string }[];
  /** The area shown: the address's, or the first. */
  area: string;
  advertisers: readonly { id: number; name: string }[];
  onApply: (changes: Partial<AgencyAnalysisAddress>, clear?: boolean) => void;
}

/** Period, target and rating type, the heat map's area and the advertiser, applied together. */
export function AgencyAnalysisConditions({ address, shown, areas, area, advertisers, onApply }: AgencyAnalysisConditionsProps) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState({ period: address.period, ...shown });
  const [figures, setFigures] = useState({ target: address.target, ratingType: address.ratingType });
  const [areaCode, setAreaCode] = useState(area);
  const [advertiser, setAdvertiser] = useState(address.advertiser === undefined ? '' : String(address.advertiser));
  // A rating type the new area does not measure gives way to real-time.
  const chooseArea = (code: string) => {
    setAreaCode(code);
    setFigures((current) =>
      ratingSettingSupported(current.ratingType, current.target, code) ? current : { ...current, ratingType: 'realtime' },
    );
  };
  const chosenMissing = address.advertiser !== undefined && !advertisers.some((candidate) => candidate.id === address.advertiser);
  const apply = () => {
    if (!periodDraftValid(period)) return;
    onApply({
      ...periodOfDraft(period),
      ...figures,
      area: areaCode,
      advertiser: advertiser === '' ? undefined : Number(advertiser),
    });
  };
  return (
    <FilterForm
      label={t('postBuy.agency.conditionsLabel')}
      applyLabel={t('postBuy.conditions.apply')}
      clearLabel={t('postBuy.conditions.clear')}
      onApply={apply}
      onClear={() => onApply({ view: address.view }, true)}
    >
      <PeriodFields draft={period} onChange={setPeriod} />
      <TargetFields target={figures.target} ratingType={figures.ratingType} area={areaCode} onChange={setFigures} />
      {areas.length > 0 && (
        <SelectField label={t('postBuy.conditions.area')} value={areaCode} onChange={chooseArea}>
          {areas.map((candidate) => (
            <option key={candidate.code} value={candidate.code}>
              {candidate.name}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField label={t('postBuy.conditions.advertiser')} value={advertiser} onChange={setAdvertiser}>
        <option value="">{t('postBuy.conditions.allAdvertisers')}</option>
        {chosenMissing && (
          <option value={String(address.advertiser)}>{t('postBuy.conditions.advertiserId', { id: address.advertiser })}</option>
        )}
        {advertisers.map((candidate) => (
          <option key={candidate.id} value={String(candidate.id)}>
            {candidate.name}
          </option>
        ))}
      </SelectField>
    </FilterForm>
  );
}
