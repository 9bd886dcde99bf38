import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SLOT_KINDS, SLOT_LENGTHS, SLOT_POSITIONS, type SlotKind, type SlotLength, type SlotPosition } from '@tvcm/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import type { SearchConditionForm } from '../../search-conditions';
import { TimeBandFields } from './time-band-fields';
import { YenLimitField } from './yen-limit-field';

/** Whether any condition of the collapsible section narrows the search. */
export function hasDetailConditions(form: SearchConditionForm, salesPeriodSetManually: boolean): boolean {
  return (
    salesPeriodSetManually ||
    form.weekdays.length > 0 ||
    form.timeFrom !== null ||
    form.timeTo !== null ||
    form.pattern !== null ||
    form.position !== null ||
    form.length !== null ||
    form.kind !== null ||
    form.maxPrice !== null ||
    form.maxPerCost !== null
  );
}

interface DetailConditionsProps {
  value: SearchConditionForm;
  /** Set when the sales period was chosen by hand, which counts as a detail condition. */
  salesPeriodSetManually: boolean;
  onChange: (next: SearchConditionForm) => void;
  /** The sales period's fields, which need the page's today and so come from the form. */
  salesPeriod: ReactNode;
}

/**
 * The conditions buyers set less often, folded away so the timetable keeps the screen; the
 * section opens by itself when a condition in it is set, so nothing narrows the search unseen.
 */
export function DetailConditions({ value, salesPeriodSetManually, onChange, salesPeriod }: DetailConditionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const set = (changes: Partial<SearchConditionForm>) => onChange({ ...value, ...changes });
  const active = hasDetailConditions(value, salesPeriodSetManually);
  const [expanded, setExpanded] = useState(active);

  return (
    <Accordion
      expanded={expanded}
      onChange={(_, open) => setExpanded(open)}
      disableGutters
      variant="outlined"
      // Folded, the fields are not drawn at all: they were half the page's first draw.
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        aria-controls={`${id}-details`}
        id={`${id}-summary`}
        sx={{ minHeight: 40, '& .MuiAccordionSummary-content': { my: 0.5 } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>
            <span aria-hidden>{expanded ? '▾ ' : '▸ '}</span>
            {t('programGuide.conditions.details')}
          </span>
          {active && <Chip size="small" color="primary" variant="outlined" label={t('programGuide.conditions.detailsSet')} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <Stack spacing={2}>
          {salesPeriod}
          <TimeBandFields value={value} onChange={set} />
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.position')}
              value={value.position ?? ''}
              onChange={(event) => set({ position: event.target.value === '' ? null : (event.target.value as SlotPosition) })}
              sx={{ minWidth: 110 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {SLOT_POSITIONS.map((position) => (
                <MenuItem key={position} value={position}>
                  {position}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.length')}
              value={value.length ?? ''}
              onChange={(event) => set({ length: event.target.value === '' ? null : (Number(event.target.value) as SlotLength) })}
              sx={{ minWidth: 110 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {SLOT_LENGTHS.map((length) => (
                <MenuItem key={length} value={length}>
                  {t('programGuide.conditions.lengthValue', { seconds: length })}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label={t('programGuide.conditions.kind')}
              value={value.kind ?? ''}
              onChange={(event) => set({ kind: event.target.value === '' ? null : (Number(event.target.value) as SlotKind) })}
              sx={{ minWidth: 120 }}
            >
              <MenuItem value="">{t('programGuide.conditions.any')}</MenuItem>
              {Object.values(SLOT_KINDS).map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {t(`programGuide.conditions.kinds.${kind}`)}
                </MenuItem>
              ))}
            </TextField>
            <YenLimitField
              label={t('programGuide.conditions.maxPrice')}
              value={value.maxPrice}
              onChange={(maxPrice) => set({ maxPrice })}
            />
            <YenLimitField
              label={t('programGuide.conditions.maxPerCost')}
              value={value.maxPerCost}
              onChange={(maxPerCost) => set({ maxPerCost })}
            />
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
