import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { MaskedTextField } from '../../../components/ui/masked-text-field.tsx';
import { RequiredGroupNote } from '../../../components/ui/required-group-note.tsx';
import { useChildMessages } from '../lib/child-messages.ts';

/**
 * Fields of the step forms, bound by name to the surrounding react-hook-form (FormProvider). Each shows its
 * client or server error (translated) in place of its hint, so the messages sit beside the fields.
 */
type Base = {
  name: string;
  label: ReactNode;
  hint?: string;
  /** The schema refuses the field empty: MUI's asterisk, and `aria-required` where the role allows it. */
  required?: boolean;
};
export type Option = { value: string | number; label: string };

type TextProps = Base & Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'error' | 'helperText'>;

export function FormTextField({ name, label, hint, ...props }: TextProps) {
  const { errorProps } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          inputRef={field.ref}
          label={label}
          fullWidth
          {...errorProps(fieldState.error, hint)}
        />
      )}
    />
  );
}

/** A whole number; an empty or partial entry reaches the schema as NaN, which it refuses with its message. */
export function FormNumberField({ name, label, hint, required, min, max }: Base & { min?: number; max?: number }) {
  const { errorProps } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          type="number"
          value={Number.isNaN(field.value) || field.value === undefined ? '' : field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          label={label}
          required={required}
          fullWidth
          slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
          {...errorProps(fieldState.error, hint)}
        />
      )}
    />
  );
}

export function FormMaskedField({ name, label, hint, required, mask, type }: Base & { mask: string; type?: string }) {
  const { errorProps } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MaskedTextField
          {...field}
          value={(field.value as string | undefined) ?? ''}
          mask={mask}
          type={type}
          label={label}
          required={required}
          fullWidth
          {...errorProps(fieldState.error, hint)}
        />
      )}
    />
  );
}

/** A native select: the platform's own picker on phones, and it works with the keyboard everywhere. */
export function FormSelectField({
  name,
  label,
  hint,
  required,
  options,
  numeric = false,
}: Base & { options: Option[]; numeric?: boolean }) {
  const { errorProps } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(numeric ? Number(event.target.value) : event.target.value)}
          label={label}
          required={required}
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          {...errorProps(fieldState.error, hint)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

export function FormCheckbox({ name, label, hint, disabled }: Base & { disabled?: boolean }) {
  const { translate } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormControlLabel
            control={
              <Checkbox
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
                disabled={disabled}
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
            label={label}
          />
          {(fieldState.error || hint) && (
            <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{translate(fieldState.error?.message) ?? hint}</FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/** Several choices from a list, stored as the list of chosen values (ids or codes). */
export function FormCheckboxGroup({
  name,
  label,
  hint,
  required = false,
  options,
  columns = 2,
}: Base & { options: Option[]; columns?: number }) {
  const { translate } = useChildMessages();
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value as (string | number)[] | undefined) ?? [];
        const toggle = (value: string | number, on: boolean) =>
          field.onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value));
        return (
          <FormControl
            component="fieldset"
            error={Boolean(fieldState.error)}
            required={required}
            sx={{ width: '100%' }}
          >
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {label}
              {required && <RequiredGroupNote />}
            </FormLabel>
            {hint && <FormHelperText sx={{ mx: 0, mt: 0, mb: 1 }}>{hint}</FormHelperText>}
            <FormGroup
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` } }}
            >
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  control={
                    <Checkbox
                      name={field.name}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                      checked={chosen.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                  }
                  label={option.label}
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText sx={{ mx: 0 }}>{translate(fieldState.error.message)}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
