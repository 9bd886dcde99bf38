import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputBase, { type InputBaseProps } from '@mui/material/InputBase';
import { useId } from 'react';

interface TextInputFieldProps extends Omit<InputBaseProps, 'error' | 'id'> {
  label: string;
  /** Shown under the field, and marks it invalid for assistive technology. */
  errorMessage?: string | undefined;
  /** A short help text under the label (an example, the accepted format), read with the field. */
  hint?: string | undefined;
  /** Ids of other elements that describe the field, e.g. rules listed above a pair of fields. */
  describedBy?: string | undefined;
}

/**
 * A text field with its label above it, as Japanese business forms usually have (long labels
 * such as 「アカウント（メールアドレス）」 read better there than floating inside the box). Built
 * from MUI's small parts: TextField would also bring Select, Menu, Popover and Modal, and the
 * outlined variant its notched outline, into every form page's first load.
 */
export function TextInputField({
  label,
  errorMessage,
  hint,
  describedBy,
  required,
  fullWidth,
  ...inputProps
}: TextInputFieldProps) {
  const id = useId();
  const helperTextId = `${id}-helper-text`;
  const hintId = `${id}-hint`;
  const invalid = errorMessage !== undefined;
  const descriptions = [hint !== undefined ? hintId : undefined, describedBy, invalid ? helperTextId : undefined].filter(Boolean);
  return (
    <FormControl error={invalid} required={required ?? false} fullWidth={fullWidth ?? false}>
      <FormLabel htmlFor={id} sx={{ mb: 0.75, typography: 'body2', fontWeight: 600, color: 'text.primary' }}>
        {label}
      </FormLabel>
      {hint !== undefined && (
        <FormHelperText id={hintId} error={false} sx={{ mt: -0.5, mb: 0.75, mx: 0 }}>
          {hint}
        </FormHelperText>
      )}
      <InputBase
        {...inputProps}
        id={id}
        aria-describedby={descriptions.length > 0 ? descriptions.join(' ') : undefined}
        sx={{
          px: 1.5,
          py: 0.75,
          border: 1,
          borderRadius: 1,
          borderColor: invalid ? 'error.main' : 'grey.400',
          bgcolor: 'background.paper',
          '&:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
          '&.Mui-focused': {
            borderColor: invalid ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      />
      {invalid && <FormHelperText id={helperTextId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}
