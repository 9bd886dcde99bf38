import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';

interface FilterFormProps {
  /** The form's accessible name (role search). */
  label: string;
  applyLabel: string;
  clearLabel: string;
  /** Called with the form's own submit kept from reloading the page. */
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/**
 * A list's filters, applied together by the submit button. The fields come as children; the grid
 * lets them wrap from one row at 1366 to one column at 390 without a breakpoint per page.
 */
export function FilterForm({ label, applyLabel, clearLabel, onApply, onClear, children }: FilterFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Box
      component="form"
      role="search"
      noValidate
      onSubmit={submit}
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10.5rem, 1fr))', gap: 1.5, alignItems: 'start' }}
    >
      {children}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 40 }}>
        <Button type="submit" variant="contained">
          {applyLabel}
        </Button>
        <Button onClick={onClear}>{clearLabel}</Button>
      </Box>
    </Box>
  );
}

type FieldChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;

interface FilterKeywordFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: FieldChange;
  /** The contract's limit, so the box stops where the server would refuse. */
  maxLength: number;
}

/** The keyword box, two columns wide where there is room. */
export function FilterKeywordField({ label, placeholder, value, onChange, maxLength }: FilterKeywordFieldProps) {
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength, autoComplete: 'off' } }}
      sx={{ gridColumn: { sm: 'span 2' } }}
    />
  );
}

interface FilterSelectFieldProps {
  label: string;
  /** The first choice, '' in the address. */
  allLabel: string;
  value: string;
  onChange: FieldChange;
  /** The `<option>`s after the first. */
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** A native select (the phone's own picker), '' meaning every value. */
export function FilterSelectField({ label, allLabel, value, onChange, children, sx }: FilterSelectFieldProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={onChange}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={sx}
    >
      <option value="">{allLabel}</option>
      {children}
    </TextField>
  );
}
