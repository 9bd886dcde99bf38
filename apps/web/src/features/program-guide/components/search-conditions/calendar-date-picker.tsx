import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { jaJP } from '@mui/x-date-pickers/locales';
import { format, isValid, parseISO } from 'date-fns';
import { ja } from 'date-fns/locale/ja';
import type { BusinessDatePickerProps } from './business-date-picker';
import { DATE_FIELD_WIDTH } from './date-field-width';

const japaneseText = jaJP.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * MUI X's date picker over business dates as the API writes them (`yyyy-MM-dd`): the calendar date
 * is all that matters, so local midnight stands for it and no time zone enters. Japanese calendars,
 * control names (年, 月, 日, 日付を選択…) and yyyy/MM/dd.
 */
export default function CalendarDatePicker({ label, value, onChange, minDate }: BusinessDatePickerProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ja} localeText={japaneseText}>
      <DatePicker
        label={label}
        format="yyyy/MM/dd"
        value={value ? parseISO(value) : null}
        minDate={minDate ? parseISO(minDate) : undefined}
        onChange={(date) => {
          if (date === null) onChange(null);
          else if (isValid(date)) onChange(format(date, 'yyyy-MM-dd'));
        }}
        slotProps={{ textField: { size: 'small', sx: { width: DATE_FIELD_WIDTH } } }}
      />
    </LocalizationProvider>
  );
}
