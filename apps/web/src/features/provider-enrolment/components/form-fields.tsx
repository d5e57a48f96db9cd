import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequiredGroupNote } from '../../../components/ui/required-group-note.tsx';

type YesNoFieldProps = {
  label: string;
  name: string;
  value: boolean;
  onChange: (value: boolean) => void;
};

/** A yes/no question as two radio buttons in a named group (clearer than a switch for a statement about the home). */
export function YesNoField({ label, name, value, onChange }: YesNoFieldProps) {
  const { t } = useTranslation('provider-enrolment');
  return (
    <FormControl>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        name={name}
        aria-labelledby={`${name}-label`}
        value={value ? 'yes' : 'no'}
        onChange={(event) => onChange(event.target.value === 'yes')}
      >
        <FormControlLabel value="yes" control={<Radio />} label={t('common.yes')} />
        <FormControlLabel value="no" control={<Radio />} label={t('common.no')} />
      </RadioGroup>
    </FormControl>
  );
}

type CheckboxGroupFieldProps<Value extends string | number> = {
  legend: string;
  options: readonly { value: Value; label: ReactNode; disabled?: boolean }[];
  value: readonly Value[];
  onChange: (value: Value[]) => void;
  error?: string | undefined;
  /** Two columns from the `sm` breakpoint for long lists. */
  columns?: 1 | 2;
  /** The schema wants at least one: MUI's asterisk, and "required" in words in the legend. */
  required?: boolean;
};

/** A list of checkboxes that edits an array of keys, in the options' order. */
export function CheckboxGroupField<Value extends string | number>({
  legend,
  options,
  value,
  onChange,
  error,
  columns = 1,
  required = false,
}: CheckboxGroupFieldProps<Value>) {
  const chosen = new Set(value);
  const toggle = (option: Value, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(option);
    else next.delete(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(error)} required={required}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
        {required && <RequiredGroupNote />}
      </FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: columns === 2 ? '1fr 1fr' : '1fr' }, gap: 0 }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                checked={chosen.has(option.value)}
                disabled={option.disabled}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
            }
            label={option.label}
          />
        ))}
      </FormGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
