import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import { type ReactElement, type Ref, useId } from 'react';

export interface ChoiceOption<Value> {
  value: Value;
  label: string;
}

interface ChoiceFieldProps<Value> {
  legend: string;
  name: string;
  options: readonly ChoiceOption<Value>[];
  required?: boolean;
  errorMessage?: string | undefined;
  onBlur: () => void;
  /** Receives the first box, which a failed submission focuses. */
  inputRef: Ref<HTMLInputElement>;
}

const legendSx = { mb: 1, typography: 'body2', fontWeight: 600, color: 'text.primary' } as const;
const optionsSx = { columnGap: 3, rowGap: 0 } as const;

/**
 * The frame both choice fields share: a fieldset whose legend names the group, the options in a
 * row, and the message under them, linked for assistive technology.
 */
function ChoiceFieldset<Value extends string | number>({
  legend,
  options,
  required = false,
  errorMessage,
  renderControl,
}: Pick<ChoiceFieldProps<Value>, 'legend' | 'options' | 'required' | 'errorMessage'> & {
  renderControl: (option: ChoiceOption<Value>, index: number) => ReactElement;
}) {
  const errorId = useId();
  const invalid = errorMessage !== undefined;
  return (
    <FormControl component="fieldset" error={invalid} required={required} aria-describedby={invalid ? errorId : undefined}>
      <FormLabel component="legend" sx={legendSx}>
        {legend}
      </FormLabel>
      <FormGroup row sx={optionsSx}>
        {options.map((option, index) => (
          <FormControlLabel key={String(option.value)} label={option.label} control={renderControl(option, index)} />
        ))}
      </FormGroup>
      {invalid && <FormHelperText id={errorId}>{errorMessage}</FormHelperText>}
    </FormControl>
  );
}

/** One of several, as native radio buttons. */
export function RadioChoiceField<Value extends string | number>({
  name,
  onBlur,
  inputRef,
  value,
  onChange,
  ...fieldset
}: ChoiceFieldProps<Value> & { value: Value | undefined; onChange: (value: Value) => void }) {
  return (
    <ChoiceFieldset
      {...fieldset}
      renderControl={(option, index) => (
        <Radio
          name={name}
          value={String(option.value)}
          checked={value === option.value}
          onChange={() => onChange(option.value)}
          onBlur={onBlur}
          inputRef={index === 0 ? inputRef : undefined}
        />
      )}
    />
  );
}

/** Any number of several, as checkboxes. */
export function CheckboxChoiceField<Value extends string | number>({
  name,
  onBlur,
  inputRef,
  value,
  onChange,
  ...fieldset
}: ChoiceFieldProps<Value> & { value: readonly Value[]; onChange: (value: Value[]) => void }) {
  // Kept in the order of the options, whatever order they were ticked in.
  const toggle = (option: Value, checked: boolean) =>
    onChange(fieldset.options.map((item) => item.value).filter((item) => (item === option ? checked : value.includes(item))));
  return (
    <ChoiceFieldset
      {...fieldset}
      renderControl={(option, index) => (
        <Checkbox
          name={name}
          value={String(option.value)}
          checked={value.includes(option.value)}
          onChange={(_event, checked) => toggle(option.value, checked)}
          onBlur={onBlur}
          inputRef={index === 0 ? inputRef : undefined}
        />
      )}
    />
  );
}

interface ConsentCheckboxProps {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  errorMessage?: string | undefined;
}

/** A single box the visitor must tick (consent), with its own message under it. */
export function ConsentCheckbox({ label, name, checked, onChange, onBlur, inputRef, errorMessage }: ConsentCheckboxProps) {
  const errorId = useId();
  const invalid = errorMessage !== undefined;
  return (
    <FormControl error={invalid} required>
      <FormControlLabel
        label={label}
        required
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(_event, isChecked) => onChange(isChecked)}
            onBlur={onBlur}
            inputRef={inputRef}
            slotProps={{ input: { 'aria-describedby': invalid ? errorId : undefined, 'aria-invalid': invalid } }}
          />
        }
      />
      {invalid && (
        <FormHelperText id={errorId} sx={{ mt: 0 }}>
          {errorMessage}
        </FormHelperText>
      )}
    </FormControl>
  );
}
