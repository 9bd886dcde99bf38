import TextField from '@mui/material/TextField';
import { lazy, Suspense } from 'react';
import { DATE_FIELD_WIDTH } from './date-field-width';

export interface BusinessDatePickerProps {
  label: string;
  /** `yyyy-MM-dd`, or null for none. */
  value: string | null;
  onChange: (date: string | null) => void;
  minDate?: string | undefined;
}

// The calendar (MUI X with date-fns and its popper) is two fifths of the program guide's code: it
// loads beside the page's first answers instead of before the page can draw.
const CalendarDatePicker = lazy(() => import('./calendar-date-picker'));

/**
 * A date field over business dates. Until the calendar's code has arrived, a read-only field of
 * the same size shows the date as the picker will (yyyy/MM/dd).
 */
export function BusinessDatePicker(props: BusinessDatePickerProps) {
  const standIn = (
    <TextField
      size="small"
      label={props.label}
      value={props.value?.replaceAll('-', '/') ?? ''}
      sx={{ width: DATE_FIELD_WIDTH }}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
  return (
    <Suspense fallback={standIn}>
      <CalendarDatePicker {...props} />
    </Suspense>
  );
}
