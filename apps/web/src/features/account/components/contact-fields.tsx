import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { errorProps } from '../../../lib/forms/error-props.ts';

export type ContactValues = { firstName: string; lastName: string; phoneNumber: string; dateOfBirth: string };

type ContactFieldsProps<Form extends ContactValues> = {
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
  /** Phone and date of birth are required to complete a registration, optional when editing the profile. */
  required: boolean;
};

/**
 * Names, phone and date of birth, as register-supplement and edit-profile ask for them. The phone is free text (the
 * shared rule accepts +1 613 555 0123, 613-555-0123 and the like), so international numbers are not forced into a
 * North American mask.
 */
export function ContactFields<Form extends ContactValues>({ register, errors, required }: ContactFieldsProps<Form>) {
  const { t } = useTranslation('account');
  const field = (name: keyof ContactValues) => register(name as Path<Form>);
  const error = (name: keyof ContactValues) => (errors as FieldErrors<ContactValues>)[name];
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <TextField
          {...field('firstName')}
          label={t('fields.firstName')}
          autoComplete="given-name"
          required
          fullWidth
          {...errorProps(t, error('firstName'))}
        />
        <TextField
          {...field('lastName')}
          label={t('fields.lastName')}
          autoComplete="family-name"
          required
          fullWidth
          {...errorProps(t, error('lastName'))}
        />
      </Stack>
      <TextField
        {...field('phoneNumber')}
        type="tel"
        label={t('fields.phoneNumber')}
        autoComplete="tel"
        required={required}
        fullWidth
        {...errorProps(t, error('phoneNumber'), t('fields.phoneHint'))}
      />
      <TextField
        {...field('dateOfBirth')}
        type="date"
        label={t('fields.dateOfBirth')}
        autoComplete="bday"
        required={required}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today, min: '1900-01-01' } }}
        {...errorProps(t, error('dateOfBirth'), t('fields.dateOfBirthHint'))}
      />
    </>
  );
}
