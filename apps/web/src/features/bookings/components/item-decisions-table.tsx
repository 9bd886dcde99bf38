import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type BookingItem, DECLINE_NOTE_MAX_LENGTH, DECLINE_REASONS } from '@tvcm/contracts';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { COMPACT_COLUMNS_SX } from '../../../components/compact-columns';
import { TableScroller } from '../../../components/table-scroller';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import type { ReviewValues } from '../review-form';
import { ItemCells, ItemHeaderCells, itemWhen } from './booking-items-table';
import { InventoryCell, InventoryHeaderCell } from './inventory-cell';

interface ItemDecisionsTableProps {
  items: BookingItem[];
  control: Control<ReviewValues>;
  disabled: boolean;
}

/** Each item with what the station weighs, and its choice: to take it (受ける) or decline it (断る), and why. */
export function ItemDecisionsTable({ items, control, disabled }: ItemDecisionsTableProps) {
  const { t } = useTranslation();
  return (
    <TableScroller label={t('bookings.review.decisionsLabel')}>
      <Table size="small" aria-label={t('bookings.review.decisionsLabel')} sx={COMPACT_COLUMNS_SX}>
        <TableHead>
          <TableRow>
            <ItemHeaderCells />
            <InventoryHeaderCell />
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 'bold', minWidth: 260 }}>
              {t('bookings.review.decision')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item, index) => (
            <TableRow key={item.id} sx={{ verticalAlign: 'top' }}>
              <ItemCells item={item} />
              <InventoryCell item={item} />
              <TableCell>
                <DecisionFields labels={decisionLabels(t, item)} index={index} control={control} disabled={disabled} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroller>
  );
}

/** The accessible names of one item's fields, naming the item. */
export interface DecisionLabels {
  decision: string;
  reason: string;
  note: string;
}

function decisionLabels(t: TFunction, item: BookingItem): DecisionLabels {
  const { date, time } = itemWhen(item);
  const programme = item.programmeTitle ?? '';
  return {
    decision: t('bookings.review.decisionFor', { date, time, programme }).trim(),
    reason: t('bookings.review.reasonFor', { date, time }),
    note: t('bookings.review.noteFor', { date, time }),
  };
}

/** One item's choice and, when declined, why; `accepted` is what an accepted item asks more (a streaming item's impressions). */
export function DecisionFields({
  labels,
  index,
  control,
  disabled,
  accepted,
}: {
  labels: DecisionLabels;
  index: number;
  control: Control<ReviewValues>;
  disabled: boolean;
  accepted?: ReactNode;
}) {
  const { t } = useTranslation();
  const reasonErrorId = useId();
  const decision = useWatch({ control, name: `items.${index}.decision` });
  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name={`items.${index}.decision`}
        render={({ field }) => (
          <RadioGroup
            row
            aria-label={labels.decision}
            name={field.name}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
          >
            <FormControlLabel
              value="ACCEPT"
              disabled={disabled}
              control={<Radio size="small" />}
              label={t('bookings.review.accept')}
            />
            <FormControlLabel
              value="DECLINE"
              disabled={disabled}
              control={<Radio size="small" />}
              label={t('bookings.review.decline')}
            />
          </RadioGroup>
        )}
      />
      {decision === 'ACCEPT' && accepted}
      {decision === 'DECLINE' && (
        <>
          <Controller
            control={control}
            name={`items.${index}.reason`}
            rules={{
              validate: (reason, values) =>
                values.items[index]?.decision !== 'DECLINE' || reason !== '' || t('bookings.review.reasonRequired'),
            }}
            render={({ field, fieldState }) => (
              <div>
                <NativeSelect
                  {...field}
                  size="small"
                  disabled={disabled}
                  error={fieldState.error !== undefined}
                  inputProps={{
                    'aria-label': labels.reason,
                    'aria-invalid': fieldState.error !== undefined,
                    'aria-describedby': fieldState.error ? reasonErrorId : undefined,
                  }}
                  sx={{ minWidth: 160 }}
                >
                  <option value="">{t('bookings.review.reasonPlaceholder')}</option>
                  {DECLINE_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`bookings.declineReasons.${reason}`)}
                    </option>
                  ))}
                </NativeSelect>
                {fieldState.error && (
                  <FormHelperText id={reasonErrorId} error>
                    {fieldState.error.message}
                  </FormHelperText>
                )}
              </div>
            )}
          />
          <Controller
            control={control}
            name={`items.${index}.note`}
            render={({ field }) => (
              <OutlinedInput
                {...field}
                size="small"
                disabled={disabled}
                placeholder={t('bookings.review.note')}
                inputProps={{ 'aria-label': labels.note, maxLength: DECLINE_NOTE_MAX_LENGTH }}
              />
            )}
          />
        </>
      )}
    </Stack>
  );
}
