import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FieldError } from 'react-hook-form';
import { translateFieldMessage } from '../../../lib/forms/field-message.ts';
import type { Availability } from '../hooks/use-availability.ts';

type AvailabilityTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  availability: Availability;
  fieldError: FieldError | undefined;
  hint?: string;
  availableText: string;
};

/**
 * A text field whose helper text follows the live server check; the helper text is a polite live region, so the
 * result is read out without moving focus. The form's own error comes first.
 */
export function AvailabilityTextField({
  availability,
  fieldError,
  hint,
  availableText,
  ...props
}: AvailabilityTextFieldProps) {
  const { t } = useTranslation('account');
  const ownError = translateFieldMessage(t, fieldError?.message);
  const taken =
    availability.status === 'taken'
      ? availability.messages.map((text) => translateFieldMessage(t, text)).join(' ')
      : undefined;

  let helperText = ownError ?? taken ?? hint;
  if (!ownError && availability.status === 'checking') helperText = t('register.checking');
  if (!ownError && availability.status === 'available') helperText = availableText;

  return (
    <TextField
      {...props}
      error={Boolean(ownError ?? taken)}
      helperText={helperText}
      slotProps={{
        ...props.slotProps,
        formHelperText: {
          'aria-live': 'polite',
          sx: availability.status === 'available' && !ownError ? { color: 'success.dark' } : undefined,
        },
      }}
    />
  );
}
