import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId } from 'react';

interface TextInputFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'id'> {
  label: string;
  /** Shown under the field, and marks it invalid for assistive technology. */
  errorMessage?: string | undefined;
}

/**
 * An outlined text field built from MUI's parts. MUI's TextField also bundles Select (with Menu,
 * Popover and Modal) for its `select` mode, which would weigh on every form page's first load.
 */
export function TextInputField({ label, errorMessage, required, fullWidth, ...inputProps }: TextInputFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  const invalid = errorMessage !== undefined;
  return (
    <FormControl variant="outlined" error={invalid} required={required ?? false} fullWidth={fullWidth ?? false}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput {...inputProps} id={id} label={label} aria-describedby={invalid ? helperTextId : undefined} />
      {invalid && <FormHelperText id={helperTextId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
